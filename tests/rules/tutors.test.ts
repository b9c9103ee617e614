import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_STUDENT, OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('tutors');

const profile = `tutors/${TUTOR}`;
const enrolment = `tutors/${TUTOR}/students/${STUDENT}`;

beforeEach(async () => {
  await t.seed({
    [profile]: { name: 'Alice', email: 'alice@example.com', subscriptionStatus: 'ACTIVE', studentCount: 1 },
    [enrolment]: {
      name: 'Sam',
      email: 'sam@example.com',
      status: 'active',
      inviteStatus: 'accepted',
      enrolledAt: daysFromNow(-5),
    },
  });
});

describe('tutors/{tutorId}', () => {
  it('lets the tutor get their own profile', async () => {
    await assertSucceeds(getDoc(doc(t.as(TUTOR, 'tutor'), profile)));
  });

  it('denies another tutor, a student, a user with the same uid but another role, and anonymous', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), profile)));
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), profile)));
    await assertFails(getDoc(doc(t.as(TUTOR, 'student'), profile)));
    await assertFails(getDoc(doc(t.asNoRole(TUTOR), profile)));
    await assertFails(getDoc(doc(t.asAnonymous(), profile)));
  });

  it('denies listing tutors, even to a tutor', async () => {
    await assertFails(getDocs(collection(t.as(TUTOR, 'tutor'), 'tutors')));
  });

  it('denies the tutor writing their own profile (server only)', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(updateDoc(doc(db, profile), { subscriptionStatus: 'ACTIVE', studentCount: 99 }));
    await assertFails(setDoc(doc(db, `tutors/${OTHER_TUTOR}`), { name: 'Bob' }));
  });
});

describe('tutors/{tutorId}/students/{studentId}', () => {
  it('lets the tutor get and list their students', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertSucceeds(getDoc(doc(db, enrolment)));
    await assertSucceeds(getDocs(collection(db, `tutors/${TUTOR}/students`)));
  });

  it("denies another tutor getting or listing the tutor's students", async () => {
    const db = t.as(OTHER_TUTOR, 'tutor');
    await assertFails(getDoc(doc(db, enrolment)));
    await assertFails(getDocs(collection(db, `tutors/${TUTOR}/students`)));
  });

  it('lets the student get their own enrolment', async () => {
    await assertSucceeds(getDoc(doc(t.as(STUDENT, 'student'), enrolment)));
  });

  it("denies the student listing the tutor's students, and another student or anonymous getting it", async () => {
    await assertFails(getDocs(collection(t.as(STUDENT, 'student'), `tutors/${TUTOR}/students`)));
    await assertFails(getDoc(doc(t.as(OTHER_STUDENT, 'student'), enrolment)));
    await assertFails(getDoc(doc(t.asAnonymous(), enrolment)));
  });

  it('denies writes by the tutor and by the student', async () => {
    await assertFails(updateDoc(doc(t.as(TUTOR, 'tutor'), enrolment), { status: 'inactive' }));
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), enrolment), { progress: 100 }));
    await assertFails(setDoc(doc(t.as(TUTOR, 'tutor'), `tutors/${TUTOR}/students/${OTHER_STUDENT}`), { name: 'Tia' }));
  });
});
