import { adminAuth } from './admin.ts';
import { HOST, PORTS } from './emulators.ts';
import type { TestUser } from './auth.ts';

/**
 * Signs in as an existing account (e.g. a demo user) with a custom token, the way a server-issued
 * sign-in would; the ID token carries the account's role claim.
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
  if (!res.ok) throw new Error(`custom token sign-in for ${uid}: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  const user = await adminAuth.getUser(uid);
  return { uid: answer.localId, idToken: answer.idToken, refreshToken: answer.refreshToken, email: user.email ?? '' };
}
