import { afterEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { claimsOf, refreshIdToken, signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { HOST, PORTS, PROJECT_ID } from '../support/emulators.ts';
import { createOnboardedStudent } from '../support/students.ts';

const EMULATOR_CONFIG = `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/config`;

/** Firebase projects can keep one account per e-mail (the default) or one per sign-in provider. */
async function allowAccountPerProvider(allow: boolean) {
  const res = await fetch(EMULATOR_CONFIG, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ signIn: { allowDuplicateEmails: allow } }),
  });
  if (!res.ok) throw new Error(`emulator config: ${res.status}`);
}

function startStudentSession(idToken: string) {
  return callApi<{ ok?: boolean; code?: string; message?: string }>('/auth/student/session', {
    method: 'POST',
    token: idToken,
  });
}

describe('student Google sign-in', () => {
  afterEach(async () => {
    await allowAccountPerProvider(false);
  });

  it('lands an onboarded e-mail student on their own account (one account per e-mail)', async () => {
    const student = await createOnboardedStudent('Kavindu Silva');
    const google = await signInWithGoogle(student.email, 'Kavindu Silva');
    // The Auth emulator, like Firebase for a verified address, links Google to the existing account.
    expect(google.uid).toBe(student.uid);
    const answer = await startStudentSession(google.idToken);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(claimsOf(google.idToken)).toMatchObject({ role: 'student' });
  });

  it('never merges a Google sign-in that made a second account (projects with one account per provider)', async () => {
    const student = await createOnboardedStudent('Shalini Raj');
    await allowAccountPerProvider(true);
    // In that mode Firebase makes a new account and does not vouch for its e-mail: no safe link.
    const google = await signInWithGoogle(student.email, 'Shalini Raj');
    expect(google.uid).not.toBe(student.uid);

    const answer = await startStudentSession(google.idToken);
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect(answer.body.message).toContain('open the invitation e-mail and accept it first');
    await expect(adminAuth.getUser(google.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminAuth.getUser(student.uid)).customClaims).toEqual({ role: 'student' });
  });

  it('turns away a Google account nobody invited, and keeps nothing of it', async () => {
    const stranger = await signInWithGoogle(uniqueEmail('uninvited'));
    const answer = await startStudentSession(stranger.idToken);
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect(answer.body.message).toContain('ask your tutor to invite you');
    await expect(adminAuth.getUser(stranger.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb.doc(`students/${stranger.uid}`).get()).exists).toBe(false);
  });

  it('refuses a student account that was never onboarded', async () => {
    let user = await signInWithGoogle(uniqueEmail('claim-only'));
    await adminAuth.setCustomUserClaims(user.uid, { role: 'student' });
    user = await refreshIdToken(user);
    expect((await startStudentSession(user.idToken)).status).toBe(403);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ role: 'student' });
  });

  it('refuses a teacher on the student sign-in (a tutor token on a student route) and leaves the account alone', async () => {
    let tutor = await signInWithGoogle(uniqueEmail('teacher'));
    await callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
    tutor = await refreshIdToken(tutor);
    const answer = await startStudentSession(tutor.idToken);
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied', reason: 'teacher-google-account' } });
    expect(answer.body.message).toContain("Teacher's button");
    expect((await adminAuth.getUser(tutor.uid)).customClaims).toEqual({ role: 'tutor' });
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).exists).toBe(true);
  });
});

describe('session check', () => {
  it('tells the app when the API stops accepting the sign-in', async () => {
    const tutor = await signInWithGoogle(uniqueEmail('session'));
    const asked = Date.now();
    const answer = await callApi<{ uid: string; role: string | null; expiresAt: string; now: string }>('/auth/session', {
      token: tutor.idToken,
    });
    expect(answer).toMatchObject({ status: 200, body: { uid: tutor.uid, role: null } });
    const authTime = Number(claimsOf(tutor.idToken).auth_time) * 1000;
    expect(Date.parse(answer.body.expiresAt) - authTime).toBe(7 * 24 * 3600 * 1000);
    // The server's own time, so that the app can count down whatever its device's clock says.
    expect(Math.abs(Date.parse(answer.body.now) - asked)).toBeLessThan(10_000);
  });

  it('answers 401 once the session is revoked', async () => {
    const tutor = await signInWithGoogle(uniqueEmail('session-revoked'));
    // Revocation is second-granular: tokens issued in the same second stay valid.
    await new Promise((r) => setTimeout(r, 1100));
    await adminAuth.revokeRefreshTokens(tutor.uid);
    expect((await callApi('/auth/session', { token: tutor.idToken })).status).toBe(401);
  });
});
