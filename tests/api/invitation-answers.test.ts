import { describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCAL_ENV } from '../../emulators/config.ts';
import { signInvitationToken } from '../../functions/src/features/invitations/invitation-token.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { uniqueEmail } from '../support/auth.ts';
import { createTutor, enrolStudent, invite } from '../support/people.ts';

const onboard = (json: Record<string, unknown>) => callApi('/students/onboard', { method: 'POST', json });
const reject = (json: Record<string, unknown>) => callApi('/invitations/reject-invitation', { method: 'POST', json });

async function freshInvitation() {
  const tutor = await createTutor('Mapping Tutor');
  const email = uniqueEmail('answer');
  const sent = await invite(tutor, email);
  return { tutor, email, ...sent, ref: adminDb.doc(`invitations/${sent.invitationId}`) };
}

async function accountExists(email: string): Promise<boolean> {
  try {
    await adminAuth.getUserByEmail(email);
    return true;
  } catch {
    return false;
  }
}

describe('accepting: spec §8 cases', () => {
  it('accepting twice changes nothing the second time and says it was already accepted', async () => {
    const { tutor, token, invitationId } = await freshInvitation();
    expect((await onboard({ token, firstName: 'Ishan', lastName: 'Kumara' })).status).toBe(200);
    const again = await onboard({ token, firstName: 'Someone', lastName: 'Else' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This invitation has already been accepted.' } });
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).get('studentCount')).toBe(1);
    const students = await adminDb.collection(`tutors/${tutor.uid}/students`).get();
    expect(students.docs.map((d): unknown => d.get('name'))).toEqual(['Ishan Kumara']);
    expect((await adminDb.collection('activities').where('tutorId', '==', tutor.uid).get()).size).toBe(1);
    // Rejecting an accepted invitation is refused too.
    expect(await reject({ token, invitationId })).toMatchObject({
      status: 409,
      body: { message: 'This invitation has already been accepted.' },
    });
  });

  it('a rejected invitation cannot be accepted or rejected again', async () => {
    const { tutor, email, token, invitationId, ref } = await freshInvitation();
    expect(await reject({ token, invitationId })).toMatchObject({ status: 200 });
    expect((await ref.get()).get('status')).toBe('REJECTED');
    // The tutor's bell says who declined, once, however often the link is used again below.
    const told = async () =>
      (await adminDb.collection('notifications').where('userId', '==', tutor.uid).get()).docs.map((d) => d.data());
    expect(await told()).toEqual([
      expect.objectContaining({
        type: 'invitation_rejected',
        params: { email },
        link: '/tutor-dashboard/students',
        read: false,
      }),
    ]);
    expect(await onboard({ token, firstName: 'Late', lastName: 'Answer' })).toMatchObject({
      status: 409,
      body: { message: 'This invitation has already been rejected.' },
    });
    expect(await accountExists(email)).toBe(false);
    expect(await reject({ token, invitationId })).toMatchObject({
      status: 409,
      body: { message: 'This invitation has already been rejected.' },
    });
    expect(await told()).toHaveLength(1);
  });

  it('answers "Invitation not found" for a removed invitation, and "Invalid invitation state" for an unknown one', async () => {
    const removed = await freshInvitation();
    await removed.ref.delete();
    expect(await onboard({ token: removed.token, firstName: 'Gone', lastName: 'Away' })).toMatchObject({
      status: 404,
      body: { message: 'Invitation not found.' },
    });
    expect(await reject({ token: removed.token, invitationId: removed.invitationId })).toMatchObject({ status: 404 });

    const odd = await freshInvitation();
    await odd.ref.update({ status: 'CANCELLED' });
    expect(await onboard({ token: odd.token, firstName: 'Odd', lastName: 'State' })).toMatchObject({
      status: 409,
      body: { message: 'Invalid invitation state.' },
    });
    expect(await reject({ token: odd.token, invitationId: odd.invitationId })).toMatchObject({
      body: { message: 'Invalid invitation state.' },
    });
  });

  it('refuses a missing invitation id and names shorter than 2 characters with 400', async () => {
    const { token, ref } = await freshInvitation();
    expect(await reject({ token })).toMatchObject({
      status: 400,
      body: { fields: { invitationId: expect.any(String) as string } },
    });
    expect(await onboard({ token, firstName: 'A', lastName: 'B' })).toMatchObject({
      status: 400,
      body: {
        fields: { firstName: 'First name must be at least 2 characters', lastName: 'Last name must be at least 2 characters' },
      },
    });
    expect(await onboard({ token, invitationId: 'another-invitation', name: 'Some Body' })).toMatchObject({ status: 400 });
    expect((await ref.get()).get('status')).toBe('PENDING');
  });
});

describe('the token is the authority', () => {
  it('refuses a tampered token with 400 and changes nothing', async () => {
    const { email, token, invitationId, ref } = await freshInvitation();
    const [payload = '', signature = ''] = token.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const victim = uniqueEmail('victim');
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, email: victim })).toString('base64url')}.${signature}`;
    expect(await onboard({ token: forged, firstName: 'Eve', lastName: 'Forger' })).toMatchObject({
      status: 400,
      body: { message: 'The invitation link is invalid or has expired.' },
    });
    expect(await reject({ token: `${token}x`, invitationId })).toMatchObject({ status: 400 });
    expect(await accountExists(victim)).toBe(false);
    expect(await accountExists(email)).toBe(false);
    expect((await ref.get()).get('status')).toBe('PENDING');
  });

  it('refuses an expired token with 409 and changes nothing', async () => {
    const { tutor, email, invitationId, ref } = await freshInvitation();
    const expired = signInvitationToken(
      { email, tutorId: tutor.uid, invitationId, exp: Math.floor(Date.now() / 1000) - 60 },
      FUNCTIONS_LOCAL_ENV.INVITATION_TOKEN_SECRET,
    );
    expect(await onboard({ token: expired, firstName: 'Too', lastName: 'Late' })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('expired') as string },
    });
    expect(await reject({ token: expired, invitationId })).toMatchObject({ status: 409 });
    expect(await accountExists(email)).toBe(false);
    expect((await ref.get()).get('status')).toBe('PENDING');
  });
});

describe('accounts', () => {
  it('links an existing student of another tutor to the same account', async () => {
    const first = await createTutor('First Tutor');
    const second = await createTutor('Second Tutor');
    const student = await enrolStudent(first, 'Shared', 'Student');
    const { token } = await invite(second, student.email);
    expect((await onboard({ token, firstName: 'Shared', lastName: 'Student' })).status).toBe(200);
    expect((await adminDb.doc(`tutors/${second.uid}/students/${student.uid}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`tutors/${first.uid}/students/${student.uid}`).get()).exists).toBe(true);
  });

  it('refuses an address that has become a teacher account, leaving the invitation pending', async () => {
    const { email, token, ref } = await freshInvitation();
    const teacher = await adminAuth.createUser({ email });
    await adminAuth.setCustomUserClaims(teacher.uid, { role: 'tutor' });
    expect(await onboard({ token, firstName: 'Not', lastName: 'Student' })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('teacher account') as string },
    });
    expect((await adminAuth.getUser(teacher.uid)).customClaims).toEqual({ role: 'tutor' });
    expect((await ref.get()).get('status')).toBe('PENDING');
  });

  it('refuses a newcomer to a full class without making the address a student account', async () => {
    const { tutor, email, token, ref } = await freshInvitation();
    await adminDb.doc(`tutors/${tutor.uid}`).update({ studentCount: 50 });
    expect(await onboard({ token, firstName: 'One', lastName: 'Toomany' })).toMatchObject({
      status: 409,
      body: { reason: 'class-full', params: { max: '50' } },
    });
    // Refused, the address is still free to become anyone's (a teacher's too).
    expect(await accountExists(email)).toBe(false);
    expect((await ref.get()).get('status')).toBe('PENDING');
  });
});
