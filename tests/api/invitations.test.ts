import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';
import { createTutor, enrolStudent, invite } from '../support/people.ts';
import { invitationId } from '../../functions/src/features/invitations/invitation-id.ts';
import { INVITATIONS_PER_ADDRESS_PER_DAY } from '../../functions/src/features/invitations/invite-student.ts';

interface Invitation {
  id: string;
  email: string;
  status: string;
  invitedAt: string | null;
  acceptedAt: string | null;
  expiresAt: string | null;
}

/** `POST /tutors/students/invite` as the holder of `token`. */
const postInvite = <T = Record<string, unknown>>(token: string, json: Record<string, unknown>) =>
  callApi<T>('/tutors/students/invite', { method: 'POST', token, json });

const invitationsOf = (tutorId: string, email: string) =>
  adminDb.collection('invitations').where('tutorId', '==', tutorId).where('email', '==', email).get();

describe('invite → e-mail → onboard', () => {
  it('e-mails a link, and the student who accepts is listed as an accepted student', async () => {
    const tutor = await createTutor('Chaminda Silva');
    const email = uniqueEmail('Invitee');
    const sent = await invite(tutor, email.toUpperCase());
    expect(sent.resent).toBe(false);
    expect(sent.link).toMatch(/^http:\/\/127\.0\.0\.1:5050\/student\/accept-invitation\?token=/);
    expect(sent.page, 'the tutor gets the page, not the link that accepts').toBe(
      'http://127.0.0.1:5050/student/accept-invitation',
    );

    const mail = await waitForEmail(email);
    expect(mail.subject).toBe('Chaminda Silva invited you to Tutorly');
    expect(mail.html).toContain('Accept invitation');

    const pending = await callApi<Invitation[]>(`/invitations/${tutor.uid}`, { token: tutor.idToken });
    expect(pending.body).toEqual([
      expect.objectContaining({ id: sent.invitationId, email: email.toLowerCase(), status: 'PENDING' }),
    ]);
    // Its link works for 14 days, which the history needs to show an expired one.
    const expiresAt = Date.parse(String(pending.body[0]?.expiresAt));
    // 14 days, to the end of the day the e-mail names (23:59:59.999 in Sri Lanka, UTC+05:30).
    const validFor = expiresAt - Date.parse(String(pending.body[0]?.invitedAt));
    expect(validFor).toBeGreaterThanOrEqual(14 * 24 * 60 * 60 * 1000 - 5000);
    expect(validFor).toBeLessThan(15 * 24 * 60 * 60 * 1000);
    expect(new Date(expiresAt + 5.5 * 60 * 60 * 1000).toISOString()).toMatch(/T23:59:59\.999Z$/);

    const onboard = await callApi('/students/onboard', {
      method: 'POST',
      json: { token: sent.token, firstName: ' Nadeesha ', lastName: 'Gunasekara' },
    });
    expect(onboard).toMatchObject({ status: 200, body: { redirectUrl: '/' } });

    const account = await adminAuth.getUserByEmail(email.toLowerCase());
    expect(account.customClaims).toEqual({ role: 'student' });
    expect(account.emailVerified).toBe(true);

    const students = await callApi<Record<string, unknown>[]>(`/students/tutor/${tutor.uid}`, { token: tutor.idToken });
    expect(students.body).toEqual([
      expect.objectContaining({
        id: account.uid,
        name: 'Nadeesha Gunasekara',
        email: email.toLowerCase(),
        inviteStatus: 'accepted',
        status: 'inactive',
        enrolledCourses: [],
        // Joining is not learning: the card says 'Not yet' until the first lesson is opened.
        lastActive: null,
      }),
    ]);
    const history = await callApi<Invitation[]>(`/invitations/${tutor.uid}`, { token: tutor.idToken });
    expect(history.body[0]).toMatchObject({ status: 'ACCEPTED', acceptedAt: expect.any(String) as string });

    const tutorDoc = await adminDb.doc(`tutors/${tutor.uid}`).get();
    expect(tutorDoc.get('studentCount')).toBe(1);
    expect((await adminDb.doc(`students/${account.uid}`).get()).get('name')).toBe('Nadeesha Gunasekara');
    const activity = await adminDb.collection('activities').where('tutorId', '==', tutor.uid).get();
    expect(activity.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ type: 'invitation_accepted', metadata: { studentName: 'Nadeesha Gunasekara' } }),
    ]);
  });

  it("writes the e-mail in the tutor's chosen language", async () => {
    const tutor = await createTutor('Kumari Dissanayake');
    const email = uniqueEmail('sinhala');
    await invite(tutor, email, 'si');
    const mail = await waitForEmail(email);
    expect(mail.subject).toBe('Kumari Dissanayake ඔබට Tutorly වෙත ආරාධනා කර ඇත');
    expect(mail.html).toContain('<html lang="si">');
  });

  it('sends a Gmail address on to Google sign-in with its e-mail', async () => {
    const tutor = await createTutor('Ruwan Gamage');
    const email = `${uniqueEmail('g').split('@')[0]}@gmail.com`;
    const { token } = await invite(tutor, email);
    const answer = await callApi('/students/onboard', { method: 'POST', json: { token, name: 'Gayan Rathnayake' } });
    expect(answer.body).toMatchObject({ redirectUrl: `/student/oauth/redirect?email=${encodeURIComponent(email)}` });
  });
});

describe('invite rules', () => {
  it('resends a pending invitation instead of creating a second one', async () => {
    const tutor = await createTutor('Lasantha Mendis');
    const email = uniqueEmail('twice');
    const first = await invite(tutor, email);
    const again = await postInvite<{ invitationId: string; resent: boolean }>(tutor.idToken, { email, tutorId: tutor.uid });
    expect(again.body).toMatchObject({ invitationId: first.invitationId, resent: true });
    await waitForEmail(email, 2);
    expect((await invitationsOf(tutor.uid, email)).size).toBe(1);
  });

  it('invites again an address that turned the invitation down: the same invitation is pending again', async () => {
    const tutor = await createTutor('Second Chance');
    const email = uniqueEmail('changed-mind');
    const first = await invite(tutor, email);
    const rejected = await callApi('/invitations/reject-invitation', {
      method: 'POST',
      json: { token: first.token, invitationId: first.invitationId },
    });
    expect(rejected.status, rejected.text).toBe(200);
    const again = await invite(tutor, email);
    expect(again).toMatchObject({ invitationId: first.invitationId, resent: false });
    const [stored] = (await invitationsOf(tutor.uid, email)).docs;
    expect(stored?.data()).toMatchObject({ status: 'PENDING', rejectedAt: null, sendCount: 2 });
    // The new link works: the student can still join.
    const joined = await callApi('/students/onboard', {
      method: 'POST',
      json: { token: again.token, firstName: 'Dilan', lastName: 'Silva' },
    });
    expect(joined.status, joined.text).toBe(200);
  });

  it('sends ten invitations made at the same moment, each once', async () => {
    const tutor = await createTutor('Busy Tutor');
    const emails = Array.from({ length: 10 }, (_, i) => uniqueEmail(`class-${i}`));
    const answers = await Promise.all(emails.map((email) => postInvite(tutor.idToken, { email, tutorId: tutor.uid })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stored = await adminDb.collection('invitations').where('tutorId', '==', tutor.uid).get();
    expect(stored.docs.map((d) => d.get('email') as string).sort()).toEqual([...emails].sort());
  });

  it('says so when the address is already a student of this tutor', async () => {
    const tutor = await createTutor('Sunethra Alwis');
    const student = await enrolStudent(tutor);
    const answer = await postInvite(tutor.idToken, { email: student.email, tutorId: tutor.uid });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message: `${student.email} is already one of your students.`,
        // The app says it in the tutor's language from these.
        reason: 'already-student',
        params: { email: student.email },
      },
    });
    expect(await emailsTo(student.email)).toHaveLength(1);
  });

  it('leaves an invitation accepted after its enrolment check alone: the student stays accepted, with no new e-mail', async () => {
    const tutor = await createTutor('Racing Tutor');
    const student = await enrolStudent(tutor);
    const invitation = adminDb.doc(`invitations/${invitationId(tutor.uid, student.email)}`);
    // The acceptance lands between the invite's enrolment check and its write. The check looks the
    // address up, so an enrolment stored under another address stands for one it did not see yet.
    await adminDb.doc(`tutors/${tutor.uid}/students/${student.uid}`).update({ email: 'not-seen-yet@example.com' });
    const before = (await invitation.get()).data();

    const answer = await postInvite(tutor.idToken, { email: student.email, tutorId: tutor.uid });
    expect(answer).toMatchObject({ status: 409, body: { reason: 'already-student' } });
    expect((await invitation.get()).data()).toEqual(before);
    expect(before).toMatchObject({ status: 'ACCEPTED', studentId: student.uid });
    expect(await emailsTo(student.email)).toHaveLength(1);
  });

  it('sends one address at most 5 invitations a day, then answers 429 without another e-mail', async () => {
    const tutor = await createTutor('Eager Tutor');
    const email = uniqueEmail('resent');
    for (let i = 0; i < INVITATIONS_PER_ADDRESS_PER_DAY; i++) {
      expect((await postInvite(tutor.idToken, { email, tutorId: tutor.uid })).status).toBe(200);
    }
    const refused = await postInvite(tutor.idToken, { email, tutorId: tutor.uid });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'resource-exhausted', reason: 'invitations-per-address', params: { max: '5', hours: '24' } },
    });
    expect(await emailsTo(email)).toHaveLength(INVITATIONS_PER_ADDRESS_PER_DAY);
    // Another address is still fine.
    expect((await postInvite(tutor.idToken, { email: uniqueEmail('other'), tutorId: tutor.uid })).status).toBe(200);
  });

  it('stops a tutor at 200 addresses a day, counting only the last 24 hours, with Retry-After', async () => {
    const tutor = await createTutor('Bulk Sender');
    const hour = 3600 * 1000;
    const sentAt = (msAgo: number) => Timestamp.fromMillis(Date.now() - msAgo);
    // 199 invitations of the last day (the oldest 23 hours ago) and one from two days ago.
    const batch = adminDb.batch();
    for (let i = 0; i < 199; i++) {
      batch.set(adminDb.collection('invitations').doc(), {
        tutorId: tutor.uid,
        email: `past-${i}@example.com`,
        invitedAt: sentAt(i === 0 ? 23 * hour : hour),
      });
    }
    batch.set(adminDb.collection('invitations').doc(), {
      tutorId: tutor.uid,
      email: 'old@example.com',
      invitedAt: sentAt(48 * hour),
    });
    await batch.commit();

    expect((await postInvite(tutor.idToken, { email: uniqueEmail('two-hundredth'), tutorId: tutor.uid })).status).toBe(200);
    const email = uniqueEmail('one-too-many-today');
    const refused = await postInvite(tutor.idToken, { email, tutorId: tutor.uid });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'resource-exhausted', reason: 'invitations-per-day', params: { max: '200', hours: '1' } },
    });
    // The oldest counted invitation leaves the day in an hour.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await invitationsOf(tutor.uid, email)).empty).toBe(true);
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('enforces the plan limit of 50 students with a clear message', async () => {
    const tutor = await createTutor('Full Class', { studentCount: 50 });
    const email = uniqueEmail('one-too-many');
    const answer = await postInvite(tutor.idToken, { email, tutorId: tutor.uid });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('up to 50 students') as string });
    expect((await invitationsOf(tutor.uid, email)).size).toBe(0);
  });

  it("refuses another tutor's id, a teacher's address, a student caller and a malformed e-mail", async () => {
    const tutor = await createTutor('Owner Tutor');
    const other = await createTutor('Other Tutor');
    const forOther = await postInvite(tutor.idToken, { email: uniqueEmail('x'), tutorId: other.uid });
    expect(forOther.status).toBe(403);
    const teacher = await postInvite(tutor.idToken, { email: other.email, tutorId: tutor.uid });
    expect(teacher).toMatchObject({ status: 409, body: { message: expect.stringContaining('teacher account') as string } });

    let student = await signInWithGoogle(uniqueEmail('student-caller'));
    await adminAuth.setCustomUserClaims(student.uid, { role: 'student' });
    student = await refreshIdToken(student);
    const asStudent = await postInvite(student.idToken, { email: uniqueEmail('y'), tutorId: student.uid });
    expect(asStudent.status).toBe(403);

    const malformed = await postInvite(tutor.idToken, { email: 'not-an-email', tutorId: tutor.uid });
    expect(malformed).toMatchObject({ status: 400, body: { fields: { email: 'Enter a valid e-mail address.' } } });
  });

  it("never lists another tutor's students or invitations", async () => {
    const tutor = await createTutor('Private Tutor');
    const other = await createTutor('Curious Tutor');
    expect((await callApi(`/students/tutor/${tutor.uid}`, { token: other.idToken })).status).toBe(403);
    expect((await callApi(`/invitations/${tutor.uid}`, { token: other.idToken })).status).toBe(403);
    expect((await callApi(`/invitations/${tutor.uid}`)).status).toBe(401);
  });
});
