import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_STUDENT, OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('students');

const profile = `students/${STUDENT}`;

beforeEach(async () => {
  await t.seed({
    [profile]: { name: 'Sam', email: 'sam@example.com', createdAt: daysFromNow(-5), lastActive: daysFromNow(0) },
    [`tutors/${TUTOR}/students/${STUDENT}`]: { name: 'Sam', status: 'active', inviteStatus: 'accepted' },
  });
});

describe('students/{studentId}', () => {
  it('lets the student get their own profile', async () => {
    await assertSucceeds(getDoc(doc(t.as(STUDENT, 'student'), profile)));
  });

  it('denies tutors, even the one who enrolled the student (lastActive follows their work for every tutor)', async () => {
    await assertFails(getDoc(doc(t.as(TUTOR, 'tutor'), profile)));
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), profile)));
    // The enrolling tutor reads their own record of the student instead.
    await assertSucceeds(getDoc(doc(t.as(TUTOR, 'tutor'), `tutors/${TUTOR}/students/${STUDENT}`)));
  });

  it('denies a user whose uid is an enrolling tutor but whose role is student', async () => {
    await assertFails(getDoc(doc(t.as(TUTOR, 'student'), profile)));
  });

  it('denies another student and anonymous', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_STUDENT, 'student'), profile)));
    await assertFails(getDoc(doc(t.asAnonymous(), profile)));
  });

  it('denies listing students, even to an enrolling tutor', async () => {
    await assertFails(getDocs(collection(t.as(TUTOR, 'tutor'), 'students')));
  });

  it('denies the student and the tutor writing the profile (server only)', async () => {
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), profile), { name: 'Samuel' }));
    await assertFails(updateDoc(doc(t.as(TUTOR, 'tutor'), profile), { name: 'Samuel' }));
    await assertFails(setDoc(doc(t.as(OTHER_STUDENT, 'student'), `students/${OTHER_STUDENT}`), { name: 'Tia' }));
  });
});
