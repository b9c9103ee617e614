import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, orderBy, query, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('invitations');

const invitation = 'invitations/inv1';

beforeEach(async () => {
  await t.seed({
    [invitation]: {
      tutorId: TUTOR,
      tutorName: 'Alice',
      email: 'sam@example.com',
      status: 'PENDING',
      invitedAt: daysFromNow(-1),
      expiresAt: daysFromNow(6),
      language: 'en',
    },
    'invitations/inv2': { tutorId: OTHER_TUTOR, tutorName: 'Bob', email: 'tia@example.com', status: 'PENDING' },
  });
});

describe('invitations/{invitationId}', () => {
  it('denies even the inviting tutor: the students page reads invitations through /api', async () => {
    await assertFails(getDoc(doc(t.as(TUTOR, 'tutor'), invitation)));
  });

  it('denies another tutor, a student, a non-tutor with the same uid, and anonymous', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), invitation)));
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), invitation)));
    await assertFails(getDoc(doc(t.as(TUTOR, 'student'), invitation)));
    await assertFails(getDoc(doc(t.asAnonymous(), invitation)));
  });

  it('denies a list query constrained to the tutor', async () => {
    const db = t.as(TUTOR, 'tutor');
    const q = query(collection(db, 'invitations'), where('tutorId', '==', TUTOR), orderBy('invitedAt', 'desc'));
    await assertFails(getDocs(q));
  });

  it('denies an unconstrained list query and one constrained to another tutor', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(getDocs(collection(db, 'invitations')));
    await assertFails(getDocs(query(collection(db, 'invitations'), where('tutorId', '==', OTHER_TUTOR))));
  });

  it('denies writes by the tutor (invitations go through /api)', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(addDoc(collection(db, 'invitations'), { tutorId: TUTOR, email: 'x@example.com', status: 'PENDING' }));
    await assertFails(updateDoc(doc(db, invitation), { status: 'ACCEPTED' }));
  });
});
