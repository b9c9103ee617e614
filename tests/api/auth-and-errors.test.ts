import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { refreshIdToken, signInWithCustomToken, signInWithGoogle, signUpWithPassword, uniqueEmail } from '../support/auth.ts';

describe('API shell', () => {
  it('answers the health check through the Hosting rewrite', async () => {
    const answer = await callApi('/health');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const answer = await callApi('/no-such-route');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'not-found', message: 'No such API route.' });
  });

  it('refuses a request without a token, or with a forged one, with 401 and no internals', async () => {
    const missing = await callApi('/tutors/someone');
    expect(missing).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    const forged = await callApi('/tutors/someone', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(forged.status).toBe(401);
    expect(forged.text).not.toMatch(/at .*\.js|stack|Error:/);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const tutor = await signInWithGoogle(uniqueEmail('badjson'));
    const answer = await callApi('/auth/tutor/session', {
      method: 'POST',
      token: tutor.idToken,
      body: '{"unterminated',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/SyntaxError|node_modules|at JSON\.parse/);
  });
});

describe('tutor session', () => {
  it('creates an INACTIVE tutor on first Google sign-in and grants the tutor role once', async () => {
    const email = uniqueEmail('new-tutor');
    let tutor = await signInWithGoogle(email, 'Sunil Fernando');
    const first = await callApi<{ tutor: Record<string, unknown>; refreshToken: boolean }>('/auth/tutor/session', {
      method: 'POST',
      token: tutor.idToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).toBe(true);
    expect(first.body.tutor).toMatchObject({
      id: tutor.uid,
      name: 'Sunil Fernando',
      email,
      subscriptionStatus: 'INACTIVE',
      subscriptionEndDate: null,
    });

    const stored = await adminDb.doc(`tutors/${tutor.uid}`).get();
    expect(stored.data()).toMatchObject({ email, subscriptionStatus: 'INACTIVE', studentCount: 0 });
    expect((await adminAuth.getUser(tutor.uid)).customClaims).toEqual({ role: 'tutor' });

    tutor = await refreshIdToken(tutor);
    const second = await callApi<{ refreshToken: boolean }>('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
    expect(second.body.refreshToken).toBe(false);
  });

  it('keeps the language the tutor last signed in with, for their e-mails, and refuses one the app does not have', async () => {
    const tutor = await signInWithGoogle(uniqueEmail('language'));
    const start = (json: unknown) => callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken, json });
    expect((await start({})).status).toBe(200);
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).get('language')).toBe('en');
    expect((await start({ language: 'ta' })).status).toBe(200);
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).get('language')).toBe('ta');
    expect((await start({ language: 'fr' })).status).toBe(400);
    // A caller that does not say (a page loaded before the field existed) keeps the one stored.
    expect((await start({})).status).toBe(200);
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).get('language')).toBe('ta');
  });

  it('reads only the caller’s own profile', async () => {
    let tutor = await signInWithGoogle(uniqueEmail('owner'));
    await callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
    tutor = await refreshIdToken(tutor);
    const own = await callApi('/tutors/' + tutor.uid, { token: tutor.idToken });
    expect(own).toMatchObject({ status: 200, body: { id: tutor.uid, subscriptionStatus: 'INACTIVE' } });

    let other = await signInWithGoogle(uniqueEmail('other'));
    await callApi('/auth/tutor/session', { method: 'POST', token: other.idToken });
    other = await refreshIdToken(other);
    const foreign = await callApi('/tutors/' + tutor.uid, { token: other.idToken });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
  });

  it('keeps students out of tutor routes and out of the tutor role', async () => {
    let student = await signInWithGoogle(uniqueEmail('student'));
    await adminAuth.setCustomUserClaims(student.uid, { role: 'student' });
    student = await refreshIdToken(student);
    expect((await callApi('/tutors/' + student.uid, { token: student.idToken })).status).toBe(403);
    const session = await callApi('/auth/tutor/session', { method: 'POST', token: student.idToken });
    expect(session.status).toBe(403);
    expect((await adminAuth.getUser(student.uid)).customClaims).toEqual({ role: 'student' });
    expect((await adminDb.doc(`tutors/${student.uid}`).get()).exists).toBe(false);
  });

  it('accepts only Google accounts as tutors', async () => {
    const user = await signUpWithPassword(uniqueEmail('password'));
    const answer = await callApi('/auth/tutor/session', { method: 'POST', token: user.idToken });
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect((await adminDb.doc(`tutors/${user.uid}`).get()).exists).toBe(false);
  });

  it('lets a returning tutor resume through a sign-in link’s custom token, but makes nobody a tutor that way', async () => {
    const tutor = await signInWithGoogle(uniqueEmail('link-tutor'), 'Lasantha Perera');
    await callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
    const viaLink = await signInWithCustomToken(await adminAuth.createCustomToken(tutor.uid));
    const resumed = await callApi('/auth/tutor/session', { method: 'POST', token: viaLink.idToken });
    expect(resumed).toMatchObject({
      status: 200,
      body: { tutor: { id: tutor.uid, name: 'Lasantha Perera' }, refreshToken: false },
    });

    const stranger = await adminAuth.createUser({ email: uniqueEmail('link-stranger'), emailVerified: true });
    const strangerSession = await signInWithCustomToken(await adminAuth.createCustomToken(stranger.uid));
    const refused = await callApi('/auth/tutor/session', { method: 'POST', token: strangerSession.idToken });
    expect(refused).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect((await adminDb.doc(`tutors/${stranger.uid}`).get()).exists).toBe(false);
  });

  it('refuses a revoked session with 401', async () => {
    let tutor = await signInWithGoogle(uniqueEmail('revoked'));
    await callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
    tutor = await refreshIdToken(tutor);
    expect((await callApi('/tutors/' + tutor.uid, { token: tutor.idToken })).status).toBe(200);
    // Revocation is second-granular: tokens issued in the same second stay valid.
    await new Promise((r) => setTimeout(r, 1100));
    await adminAuth.revokeRefreshTokens(tutor.uid);
    expect((await callApi('/tutors/' + tutor.uid, { token: tutor.idToken })).status).toBe(401);
  });
});
