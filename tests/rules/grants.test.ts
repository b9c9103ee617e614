import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_STUDENT, OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, grant, setupRulesTest } from './setup.ts';

const t = setupRulesTest('grants');

const path = `grants/c1_${STUDENT}`;

beforeEach(async () => {
  await t.seed({ ...grant('c1', STUDENT, TUTOR, 30), ...grant('c2', OTHER_STUDENT, OTHER_TUTOR, 30) });
});

describe('grants/{grantId}: reads', () => {
  it('lets the student get their grant', async () => {
    await assertSucceeds(getDoc(doc(t.as(STUDENT, 'student'), path)));
  });

  it('denies the granting tutor (access is read through /api), another tutor, another student, swapped roles, and anonymous', async () => {
    await assertFails(getDoc(doc(t.as(TUTOR, 'tutor'), path)));
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), path)));
    await assertFails(getDoc(doc(t.as(OTHER_STUDENT, 'student'), path)));
    await assertFails(getDoc(doc(t.as(STUDENT, 'tutor'), path)));
    await assertFails(getDoc(doc(t.as(TUTOR, 'student'), path)));
    await assertFails(getDoc(doc(t.asAnonymous(), path)));
  });

  it('lets a student list their own grants, but not a tutor the ones they gave', async () => {
    const grants = (role: 'tutor' | 'student', uid: string) => collection(t.as(uid, role), 'grants');
    await assertSucceeds(getDocs(query(grants('student', STUDENT), where('studentId', '==', STUDENT))));
    await assertFails(getDocs(query(grants('tutor', TUTOR), where('tutorId', '==', TUTOR))));
  });

  it("denies unconstrained lists and lists of someone else's grants", async () => {
    const student = collection(t.as(STUDENT, 'student'), 'grants');
    const tutor = collection(t.as(TUTOR, 'tutor'), 'grants');
    await assertFails(getDocs(student));
    await assertFails(getDocs(tutor));
    await assertFails(getDocs(query(student, where('studentId', '==', OTHER_STUDENT))));
    await assertFails(getDocs(query(tutor, where('tutorId', '==', OTHER_TUTOR))));
  });
});

describe('grants/{grantId}: writes', () => {
  it('denies a student granting themself a course', async () => {
    const db = t.as(STUDENT, 'student');
    const body = {
      courseId: 'c2',
      studentId: STUDENT,
      tutorId: OTHER_TUTOR,
      expiresAt: daysFromNow(365),
      status: 'active',
    };
    await assertFails(setDoc(doc(db, `grants/c2_${STUDENT}`), body));
  });

  it('denies a student extending their grant', async () => {
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), path), { expiresAt: daysFromNow(365) }));
  });

  it('denies the tutor writing grants (server only)', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(updateDoc(doc(db, path), { expiresAt: daysFromNow(365) }));
    await assertFails(
      setDoc(doc(db, `grants/c1_${OTHER_STUDENT}`), { courseId: 'c1', studentId: OTHER_STUDENT, tutorId: TUTOR }),
    );
  });
});
