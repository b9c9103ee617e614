import { HOST, PORTS } from './emulators.ts';

const AUTH = `http://${HOST}:${PORTS.auth}`;

export interface TestUser {
  uid: string;
  idToken: string;
  refreshToken: string;
  email: string;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${AUTH}/${path}?key=test-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface SignInAnswer {
  localId: string;
  idToken: string;
  refreshToken: string;
  email: string;
}

/** Signs in through the Auth emulator's fake Google provider, as a browser popup would. */
export async function signInWithGoogle(email: string, name = email.split('@')[0] ?? 'User'): Promise<TestUser> {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const answer = await post<SignInAnswer>('identitytoolkit.googleapis.com/v1/accounts:signInWithIdp', {
    postBody: `providerId=google.com&id_token=${encodeURIComponent(idToken)}`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: answer.localId, idToken: answer.idToken, refreshToken: answer.refreshToken, email };
}

/** An e-mail/password account (not a Google one). */
export async function signUpWithPassword(email: string): Promise<TestUser> {
  const answer = await post<SignInAnswer>('identitytoolkit.googleapis.com/v1/accounts:signUp', {
    email,
    password: 'correct horse battery staple',
    returnSecureToken: true,
  });
  return { uid: answer.localId, idToken: answer.idToken, refreshToken: answer.refreshToken, email };
}

/** A fresh ID token, e.g. after the server changed the user's claims. */
export async function refreshIdToken(user: TestUser): Promise<TestUser> {
  const res = await fetch(`${AUTH}/securetoken.googleapis.com/v1/token?key=test-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refreshToken }),
  });
  if (!res.ok) throw new Error(`token refresh: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { id_token: string; refresh_token: string };
  return { ...user, idToken: answer.id_token, refreshToken: answer.refresh_token };
}

/** A unique e-mail per call so tests never collide on shared emulator state. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Exchanges a Firebase custom token from the API, as the browser's signInWithCustomToken does. */
export async function signInWithCustomToken(token: string): Promise<Omit<TestUser, 'email'>> {
  const answer = await post<SignInAnswer>('identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken', {
    token,
    returnSecureToken: true,
  });
  return { uid: String(claimsOf(answer.idToken).user_id), idToken: answer.idToken, refreshToken: answer.refreshToken };
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs). */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}
