import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_STUDENT, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('notifications');

const path = 'notifications/n1';

beforeEach(async () => {
  await t.seed({
    [path]: {
      userId: STUDENT,
      type: 'course_granted',
      title: 'Welcome',
      body: 'You can now open TypeScript.',
      link: '/courses/c1',
      createdAt: daysFromNow(-1),
      read: false,
    },
  });
});

describe('notifications/{notificationId}: reads', () => {
  it('lets the recipient get the notification and list their own', async () => {
    const db = t.as(STUDENT, 'student');
    await assertSucceeds(getDoc(doc(db, path)));
    await assertSucceeds(getDocs(query(collection(db, 'notifications'), where('userId', '==', STUDENT))));
  });

  it('denies another user, anonymous, and an unconstrained list', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_STUDENT, 'student'), path)));
    await assertFails(getDoc(doc(t.as(TUTOR, 'tutor'), path)));
    await assertFails(getDoc(doc(t.asAnonymous(), path)));
    await assertFails(getDocs(collection(t.as(STUDENT, 'student'), 'notifications')));
  });
});

describe('notifications/{notificationId}: writes', () => {
  it('lets the recipient flip the read flag', async () => {
    await assertSucceeds(updateDoc(doc(t.as(STUDENT, 'student'), path), { read: true }));
  });

  it('denies changing any other field, alone or alongside read', async () => {
    const db = t.as(STUDENT, 'student');
    await assertFails(updateDoc(doc(db, path), { title: 'Edited' }));
    await assertFails(updateDoc(doc(db, path), { read: true, link: 'https://evil.example' }));
  });

  it('denies a read flag that is not a boolean', async () => {
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), path), { read: 'yes' }));
  });

  it("denies flipping someone else's read flag, and anonymous", async () => {
    await assertFails(updateDoc(doc(t.as(OTHER_STUDENT, 'student'), path), { read: true }));
    await assertFails(updateDoc(doc(t.asAnonymous(), path), { read: true }));
  });

  it('denies creating and deleting notifications', async () => {
    const db = t.as(STUDENT, 'student');
    await assertFails(addDoc(collection(db, 'notifications'), { userId: STUDENT, title: 'Hi', read: false }));
    await assertFails(deleteDoc(doc(db, path)));
  });
});
