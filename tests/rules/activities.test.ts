import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, query, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('activities');

const path = 'activities/a1';

beforeEach(async () => {
  await t.seed({
    [path]: {
      tutorId: TUTOR,
      type: 'lesson_completed',
      title: 'Sam completed Generics',
      createdAt: daysFromNow(-1),
      metadata: { studentName: 'Sam', lessonTitle: 'Generics', courseName: 'TypeScript' },
    },
  });
});

describe('activities/{activityId}', () => {
  it('denies even the tutor it belongs to: the tutor home reads activities through /api', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(getDoc(doc(db, path)));
    await assertFails(getDocs(query(collection(db, 'activities'), where('tutorId', '==', TUTOR))));
  });

  it('denies another tutor, the student it mentions, anonymous, and an unconstrained list', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), path)));
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), path)));
    await assertFails(getDoc(doc(t.asAnonymous(), path)));
    await assertFails(getDocs(collection(t.as(TUTOR, 'tutor'), 'activities')));
  });

  it('denies writes by the tutor (server only)', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(updateDoc(doc(db, path), { title: 'Edited' }));
    await assertFails(addDoc(collection(db, 'activities'), { tutorId: TUTOR, type: 'payment', title: 'Paid' }));
  });
});
