import { describe, expect, it } from 'vitest';
import { YOUTUBE_NOT_CONNECTED_MESSAGE } from '../../functions/src/shared/schemas/youtube-messages.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail, type TestUser } from '../support/auth.ts';
import { answerConsent } from '../support/google-consent.ts';
import { channelTitleOf, connectYoutube, finishConnecting, OAUTH_URL, startConnecting } from '../support/youtube.ts';
import { createTutor } from '../support/people.ts';

const UPLOAD_SCOPE = 'https://www.googleapis.com/auth/youtube.upload';
const READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

const storedToken = async (tutorId: string) => (await adminDb.doc(`youtubeTokens/${tutorId}`).get()).data();
const checkAuth = (tutor: TestUser, tutorId = tutor.uid) =>
  callApi('/lessons/check-youtube-auth', { method: 'POST', token: tutor.idToken, json: { tutorId } });

/** Whether Google (the stand-in) still honours a refresh token. */
async function refreshWorks(refreshToken: string): Promise<boolean> {
  const res = await fetch(`${OAUTH_URL}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'tutorly-local.apps.googleusercontent.com',
      client_secret: 'local-oauth-client-secret',
    }),
  });
  return res.status === 200;
}

describe('connecting a YouTube channel', () => {
  it('asks Google for offline upload access with PKCE and a signed state that is not the tutor id', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: 'http://127.0.0.1:5050/youtube/oauth/callback',
    });
    expect(query.scope?.split(' ')).toContain(UPLOAD_SCOPE);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state).not.toContain(tutor.uid);
    expect(query.state?.split('.')).toHaveLength(2);
    expect(cookie).toMatch(/^__session=[\w-]{20,}$/);
  });

  it('stores the refresh token server-side, shows the channel, and the check answers 200', async () => {
    const tutor = await createTutor('Nimal Perera');
    expect(await checkAuth(tutor)).toMatchObject({
      status: 409,
      body: { code: 'failed-precondition', message: YOUTUBE_NOT_CONNECTED_MESSAGE },
    });

    const answer = await connectYoutube(tutor);
    expect(answer).toMatchObject({
      status: 200,
      body: { connected: true, channelTitle: channelTitleOf(tutor.email) },
    });
    const stored = await storedToken(tutor.uid);
    expect(stored?.refreshToken).toMatch(/^1\/\//);
    expect(stored?.scopes).toContain(UPLOAD_SCOPE);
    expect(JSON.stringify(answer.body)).not.toContain(String(stored?.refreshToken));

    expect(await checkAuth(tutor)).toMatchObject({ status: 200, body: { connected: true } });
    const connection = await callApi('/youtube/connection', { token: tutor.idToken });
    expect(connection.body).toMatchObject({ connected: true, channelTitle: channelTitleOf(tutor.email) });
  });

  it('connects without a channel name when the tutor unticks the read-only permission', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    const answer = await finishConnecting(tutor, await answerConsent(url.toString(), { grantedScopes: [UPLOAD_SCOPE] }), cookie);
    expect(answer).toMatchObject({ status: 200, body: { connected: true, channelTitle: null } });
  });

  it('connects nothing when Google returns no refresh token', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    // What Google does when offline access was not granted.
    url.searchParams.delete('access_type');
    const answer = await finishConnecting(tutor, await answerConsent(url.toString()), cookie);
    // With a reason, so that the callback page says it in the tutor's language.
    expect(answer).toMatchObject({ status: 409, body: { code: 'failed-precondition', reason: 'youtube-no-refresh-token' } });
    expect((answer.body as { message: string }).message).toMatch(/no refresh token for this tutor/);
    expect(await storedToken(tutor.uid)).toBeUndefined();
    expect(await checkAuth(tutor)).toMatchObject({ status: 409, body: { message: YOUTUBE_NOT_CONNECTED_MESSAGE } });
  });

  it('connects nothing when the upload permission is unticked', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    const answer = await finishConnecting(
      tutor,
      await answerConsent(url.toString(), { grantedScopes: [READONLY_SCOPE] }),
      cookie,
    );
    expect(answer).toMatchObject({ status: 409, body: { code: 'failed-precondition', reason: 'youtube-upload-not-allowed' } });
    expect(await storedToken(tutor.uid)).toBeUndefined();
  });
});

describe('OAuth state: tampering and replay', () => {
  it('rejects a state whose payload or signature was changed', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    const back = await answerConsent(url.toString());
    const [payload = '', signature = ''] = (back.searchParams.get('state') ?? '').split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...decoded, exp: decoded.exp + 86_400_000 })).toString('base64url');
    for (const state of [`${longer}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, tutor.uid]) {
      const forged = new URL(back);
      forged.searchParams.set('state', state);
      expect((await finishConnecting(tutor, forged, cookie)).status).toBe(403);
    }
    expect(await storedToken(tutor.uid)).toBeUndefined();
    // The untouched state still works: the forgeries did not use it up.
    expect((await finishConnecting(tutor, back, cookie)).status).toBe(200);
  });

  it('rejects a state used a second time, even with a fresh code', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    const back = await answerConsent(url.toString());
    expect((await finishConnecting(tutor, back, cookie)).status).toBe(200);
    expect(await finishConnecting(tutor, back, cookie)).toMatchObject({ status: 403, body: { reason: 'youtube-link-used' } });
    const again = await answerConsent(url.toString());
    expect((await finishConnecting(tutor, again, cookie)).status).toBe(403);
  });

  it('rejects another tutor finishing the flow (account linking), and a different browser', async () => {
    const victim = await createTutor('Nimal Perera');
    const attacker = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(attacker);
    const back = await answerConsent(url.toString());
    expect((await finishConnecting(victim, back, cookie)).status).toBe(403);
    expect((await finishConnecting(victim, back, cookie, attacker.uid)).status).toBe(403);
    expect(await storedToken(victim.uid)).toBeUndefined();

    const other = await createTutor('Nimal Perera');
    const started = await startConnecting(other);
    const answer = await finishConnecting(other, await answerConsent(started.url.toString()), '__session=another-browser');
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied', reason: 'youtube-other-browser' } });
    expect(await storedToken(other.uid)).toBeUndefined();
    // Single use: even the right browser cannot finish it now.
    expect((await finishConnecting(other, await answerConsent(started.url.toString()), started.cookie)).status).toBe(403);
  });

  it('lets the first flow finish when the tutor starts connecting again in the same browser', async () => {
    const tutor = await createTutor('Nimal Perera');
    const first = await startConnecting(tutor);
    // Connect pressed again (another tab, or a popup the page lost sight of): the browser sends its cookie.
    const second = await startConnecting(tutor, first.cookie);
    // The browser now holds what the second start set; the first flow's popup finishes with it.
    expect((await finishConnecting(tutor, await answerConsent(first.url.toString()), second.cookie)).status).toBe(200);
    expect(await storedToken(tutor.uid)).toBeDefined();
  });

  it('rejects an expired state', async () => {
    const tutor = await createTutor('Nimal Perera');
    const { url, cookie } = await startConnecting(tutor);
    const back = await answerConsent(url.toString());
    const payload = JSON.parse(Buffer.from(back.searchParams.get('state')?.split('.')[0] ?? '', 'base64url').toString()) as {
      nonce: string;
    };
    await adminDb.doc(`oauthStates/${payload.nonce}`).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await finishConnecting(tutor, back, cookie)).status).toBe(403);
    expect(await storedToken(tutor.uid)).toBeUndefined();
  });
});

describe('a connection that stops working, and disconnecting', () => {
  it('treats a refresh token Google revoked (invalid_grant) as disconnected', async () => {
    const tutor = await createTutor('Nimal Perera');
    await connectYoutube(tutor);
    const refreshToken = String((await storedToken(tutor.uid))?.refreshToken);
    await fetch(`${OAUTH_URL}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });

    expect(await checkAuth(tutor)).toMatchObject({ status: 409, body: { message: YOUTUBE_NOT_CONNECTED_MESSAGE } });
    expect(await storedToken(tutor.uid)).toBeUndefined();
    expect((await callApi('/youtube/connection', { token: tutor.idToken })).body).toMatchObject({ connected: false });
  });

  it('revokes the refresh token at Google when the tutor disconnects', async () => {
    const tutor = await createTutor('Nimal Perera');
    await connectYoutube(tutor);
    const refreshToken = String((await storedToken(tutor.uid))?.refreshToken);
    expect(await refreshWorks(refreshToken)).toBe(true);

    const answer = await callApi('/youtube/connection', { method: 'DELETE', token: tutor.idToken });
    expect(answer).toMatchObject({ status: 200, body: { connected: false } });
    expect(await storedToken(tutor.uid)).toBeUndefined();
    expect(await refreshWorks(refreshToken)).toBe(false);
  });
});

describe('who may use these routes', () => {
  it('keeps each tutor to their own id, and students out', async () => {
    const tutor = await createTutor('Nimal Perera');
    const other = await createTutor('Nimal Perera');
    expect((await checkAuth(tutor, other.uid)).status).toBe(403);
    expect((await callApi(`/youtube/auth-url?tutorId=${other.uid}`, { token: tutor.idToken })).status).toBe(403);

    let student = await signInWithGoogle(uniqueEmail('yt-student'));
    await adminAuth.setCustomUserClaims(student.uid, { role: 'student' });
    student = await refreshIdToken(student);
    expect((await callApi('/youtube/auth-url', { token: student.idToken })).status).toBe(403);
    expect((await checkAuth(student)).status).toBe(403);
    expect((await callApi('/youtube/auth-url')).status).toBe(401);
  });
});
