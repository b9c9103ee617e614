import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin.ts';
import { callApi } from './api.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail, type TestUser } from './auth.ts';
import { HOST, PORTS } from './emulators.ts';
import { emailsTo, waitForEmail } from './mailbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A monthly subscription paid today: what the API needs before a tutor creates or changes anything. */
export const paidUp = () => ({
  subscriptionStatus: 'ACTIVE',
  subscriptionPlan: 'monthly',
  subscriptionEndDate: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
});

/** A Google account with a paid-up tutor profile and the tutor role in its ID token. */
export async function createTutor(name: string, fields: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await signInWithGoogle(uniqueEmail('tutor'), name);
  await adminAuth.setCustomUserClaims(user.uid, { role: 'tutor' });
  await adminDb.doc(`tutors/${user.uid}`).set({
    name,
    email: user.email,
    avatarUrl: '',
    ...paidUp(),
    studentCount: 0,
    courseCount: 0,
    lessonCount: 0,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...fields,
  });
  return refreshIdToken(user);
}

/** An active course owned by `tutorId`, shaped as the courses feature writes it. */
export async function createCourse(tutorId: string, name: string): Promise<string> {
  const ref = adminDb.collection('courses').doc();
  await ref.set({
    tutorId,
    tutorName: 'Tutor',
    name,
    description: '<p>About the course</p>',
    category: 'programming',
    difficulty: 'beginner',
    duration: '4 weeks',
    status: 'active',
    imagePath: '',
    studentCount: 0,
    lessonCount: 0,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return ref.id;
}

/** The accept link in the `count`-th e-mail to `email`, exactly as the invitee would click it. */
export async function invitationLinkFor(email: string, count = 1): Promise<string> {
  const mail = await waitForEmail(email, count);
  const link = /https?:\/\/\S+\/student\/accept-invitation\?token=[^\s"&<]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in the e-mail to ${email}`);
  return link;
}

/** The token of an accept link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Invites `email` as `tutor` and returns the token from the e-mail it sent. */
export async function invite(tutor: TestUser, email: string, language?: string) {
  const before = (await emailsTo(email)).length;
  const answer = await callApi<{ invitationId: string; link: string; resent: boolean }>('/tutors/students/invite', {
    method: 'POST',
    token: tutor.idToken,
    json: { email, tutorId: tutor.uid, ...(language ? { language } : {}) },
  });
  if (answer.status !== 200) throw new Error(`invite failed: ${answer.status} ${answer.text}`);
  const link = await invitationLinkFor(email, before + 1);
  const { link: page, ...sent } = answer.body;
  return { ...sent, page, link, token: tokenOf(link) };
}

/** Invites and onboards a new student of `tutor`; returns their uid and e-mail. */
export async function enrolStudent(tutor: TestUser, firstName = 'Nadee', lastName = 'Perera', language?: string) {
  const email = uniqueEmail('student');
  const { token } = await invite(tutor, email);
  const answer = await callApi('/students/onboard', { method: 'POST', json: { token, firstName, lastName, language } });
  if (answer.status !== 200) throw new Error(`onboard failed: ${answer.status} ${answer.text}`);
  const user = await adminAuth.getUserByEmail(email);
  return { uid: user.uid, email };
}

/**
 * Signs in as an existing account (a student made by onboarding, a demo user) with a custom token,
 * the way a server-issued sign-in would; the ID token carries the account's role claim.
 */
export async function signInAs(uid: string): Promise<TestUser> {
  const token = await adminAuth.createCustomToken(uid);
  const res = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`custom-token sign-in for ${uid}: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  const user = await adminAuth.getUser(uid);
  return { uid: answer.localId, idToken: answer.idToken, refreshToken: answer.refreshToken, email: user.email ?? '' };
}

/** An ID token for an existing account (e.g. a student made by onboarding), as after any sign-in. */
export async function signInAsStudent(uid: string): Promise<string> {
  return (await signInAs(uid)).idToken;
}

/** `POST .../courses/access` as the Manage Access dialog sends it: the student's complete set of courses and one end time. */
export function saveAccess(tutor: { uid: string; idToken: string }, studentId: string, json: unknown) {
  return callApi(`/tutors/dashboard/${tutor.uid}/students/${studentId}/courses/access`, {
    method: 'POST',
    token: tutor.idToken,
    json,
  });
}
