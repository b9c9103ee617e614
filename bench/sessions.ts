import type { Auth } from 'firebase-admin/auth';
import { HOST, PORTS } from '../emulators/config.ts';

/**
 * Signed-in sessions for the demo users, straight from the Auth emulator: an ID token for the API
 * and the record the web SDK keeps in the browser, so a page opens signed in without the sign-in UI.
 */
const AUTH = `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
/** The web app's API key and app name when it runs on the emulators (web/src/config/firebase-config.ts). */
const WEB_API_KEY = 'demo-api-key';
const WEB_APP_NAME = '[DEFAULT]';

export interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

interface SignInAnswer {
  /** Absent from custom-token sign-ins. */
  localId?: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

async function signIn(endpoint: string, body: unknown, uid?: string): Promise<Session> {
  const res = await fetch(`${AUTH}/${endpoint}?key=${WEB_API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${endpoint}: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as SignInAnswer;
  if (!answer.localId && !uid) throw new Error(`Auth emulator ${endpoint}: no user id in the answer`);
  return {
    uid: (answer.localId ?? uid) as string,
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
    expiresAt: Date.now() + Number(answer.expiresIn) * 1000,
  };
}

/** Any existing user, with the role claim the seed gave them (a custom-token sign-in). */
export async function sessionFor(auth: Auth, uid: string): Promise<Session> {
  return signIn('accounts:signInWithCustomToken', { token: await auth.createCustomToken(uid), returnSecureToken: true }, uid);
}

/** A Google sign-in of a seeded account (routes that accept only Google accounts, e.g. the tutor session). */
export async function googleSessionFor(auth: Auth, uid: string): Promise<Session> {
  const user = await auth.getUser(uid);
  const google = user.providerData.find((p) => p.providerId === 'google.com');
  if (!google) throw new Error(`${uid} has no Google account in the demo data`);
  const idToken = JSON.stringify({ sub: google.uid, email: user.email, email_verified: true, name: user.displayName });
  return signIn('accounts:signInWithIdp', {
    postBody: `providerId=google.com&id_token=${encodeURIComponent(idToken)}`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
}

/**
 * The localStorage entry in which the Firebase web SDK persists its signed-in user; on start-up it
 * finds it there (and moves it to IndexedDB), exactly as after a real sign-in.
 */
export async function persistedUser(auth: Auth, session: Session): Promise<{ key: string; value: string }> {
  const user = await auth.getUser(session.uid);
  const now = String(Date.now());
  return {
    key: `firebase:authUser:${WEB_API_KEY}:${WEB_APP_NAME}`,
    value: JSON.stringify({
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      isAnonymous: false,
      providerData: [],
      stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: session.expiresAt },
      createdAt: now,
      lastLoginAt: now,
      apiKey: WEB_API_KEY,
      appName: WEB_APP_NAME,
    }),
  };
}
