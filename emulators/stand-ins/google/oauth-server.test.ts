import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as GoogleAuth from 'google-auth-library';
import type { OAuth2Client as Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsent } from '../../../tests/support/google-consent.ts';
import { LOCAL_OAUTH_CLIENT, startGoogleStandIns, type GoogleStandIns } from './index.ts';

// The functions' own copy of google-auth-library (the root one belongs to firebase-tools and is older).
const functionsRequire = createRequire(new URL('../../../functions/package.json', import.meta.url));
const { OAuth2Client } = functionsRequire('google-auth-library') as typeof GoogleAuth;

const REDIRECT_URI = 'http://127.0.0.1:5050/youtube/oauth/callback';
const UPLOAD = 'https://www.googleapis.com/auth/youtube.upload';

let standIns: GoogleStandIns;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'google-stand-in-'));
  standIns = await startGoogleStandIns({ host: '127.0.0.1', oauthPort: 0, youtubePort: 0, dir, redirectUris: [REDIRECT_URI] });
});

afterAll(async () => {
  await standIns?.close();
  await rm(dir, { recursive: true, force: true });
});

/** google-auth-library pointed at the stand-in, as the functions configure it. */
function client() {
  const env = standIns.functionsEnv;
  return new OAuth2Client({
    ...LOCAL_OAUTH_CLIENT,
    redirectUri: REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: env.GOOGLE_OAUTH_AUTH_URL!,
      oauth2TokenUrl: env.GOOGLE_OAUTH_TOKEN_URL!,
      oauth2RevokeUrl: env.GOOGLE_OAUTH_REVOKE_URL!,
      tokenInfoUrl: env.GOOGLE_OAUTH_TOKENINFO_URL!,
    },
  });
}

async function authorize(oauth: Client, extra: Record<string, string> = {}) {
  const { codeVerifier, codeChallenge } = await oauth.generateCodeVerifierAsync();
  const url = oauth.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: [UPLOAD],
    state: 'opaque-state',
    code_challenge: codeChallenge,
    code_challenge_method: 'S256' as never,
    login_hint: 'nimal.perera@example.com',
    ...extra,
  });
  const back = await answerConsent(url);
  return { code: back.searchParams.get('code') ?? '', back, codeVerifier };
}

describe('Google OAuth stand-in through google-auth-library', () => {
  it('runs the offline code flow with PKCE: tokens, refresh, tokeninfo, then revoke', async () => {
    const oauth = client();
    const { code, back, codeVerifier } = await authorize(oauth);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('opaque-state');

    const { tokens } = await oauth.getToken({ code, codeVerifier });
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    expect(tokens.scope).toBe(UPLOAD);

    const later = client();
    later.setCredentials({ refresh_token: tokens.refresh_token });
    const { token } = await later.getAccessToken();
    const info = await later.getTokenInfo(token ?? '');
    expect(info).toMatchObject({ aud: LOCAL_OAUTH_CLIENT.clientId, scopes: [UPLOAD], email: 'nimal.perera@example.com' });

    await later.revokeToken(tokens.refresh_token ?? '');
    const afterRevoke = client();
    afterRevoke.setCredentials({ refresh_token: tokens.refresh_token });
    await expect(afterRevoke.getAccessToken()).rejects.toMatchObject({ response: { data: { error: 'invalid_grant' } } });
  });

  it('refuses a wrong PKCE verifier and a code used twice', async () => {
    const oauth = client();
    const wrong = await authorize(oauth);
    await expect(oauth.getToken({ code: wrong.code, codeVerifier: 'x'.repeat(64) })).rejects.toMatchObject({
      response: { data: { error: 'invalid_grant' } },
    });
    const right = await authorize(oauth);
    await oauth.getToken({ code: right.code, codeVerifier: right.codeVerifier });
    await expect(oauth.getToken({ code: right.code, codeVerifier: right.codeVerifier })).rejects.toMatchObject({
      response: { data: { error: 'invalid_grant' } },
    });
  });

  it('gives a refresh token only for offline access, and again only when consent is asked', async () => {
    const oauth = client();
    const online = await authorize(oauth, { access_type: 'online', login_hint: 'online@example.com' });
    expect((await oauth.getToken({ code: online.code, codeVerifier: online.codeVerifier })).tokens.refresh_token).toBeUndefined();

    const first = await authorize(oauth, { prompt: '', login_hint: 'returning@example.com' });
    expect((await oauth.getToken({ code: first.code, codeVerifier: first.codeVerifier })).tokens.refresh_token).toBeDefined();
    const again = await authorize(oauth, { prompt: '', login_hint: 'returning@example.com' });
    expect((await oauth.getToken({ code: again.code, codeVerifier: again.codeVerifier })).tokens.refresh_token).toBeUndefined();
  });

  it('sends a Cancel back as access_denied, and never redirects to an unregistered URI', async () => {
    const oauth = client();
    const url = oauth.generateAuthUrl({ scope: [UPLOAD], state: 's1' });
    const back = await answerConsent(url, { decision: 'deny' });
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 's1' });

    const foreign = oauth.generateAuthUrl({ scope: [UPLOAD], redirect_uri: 'https://evil.example/steal' });
    const page = await fetch(foreign, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('redirect_uri_mismatch');
  });
});
