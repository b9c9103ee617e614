import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { signState, verifyState } from './state-signature.js';

/**
 * The OAuth `state`: `{uid, nonce, exp}` signed with a server secret (never the bare tutor id, which
 * would let anyone link their channel to another tutor — RFC 6749 §10.12). The nonce is stored in
 * `oauthStates/{nonce}` with the PKCE verifier and a hash of a random value kept in the browser's
 * `__session` cookie (the one cookie Firebase Hosting forwards), and is deleted on first use.
 */
const STATE_LIFETIME_MS = 10 * 60 * 1000;
export const BINDING_COOKIE = '__session';

interface StoredState {
  tutorId: string;
  codeVerifier: string;
  bindingHash: string;
  expiresAt: Timestamp;
}

const random = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const stateDoc = (nonce: string) => db.collection('oauthStates').doc(nonce);

/** A value `random()` made, as the browser sends it back. */
const isBinding = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Starts a flow: the signed state for the consent URL and the value to put in the browser's cookie.
 * A browser that already holds one (a flow started in another tab, or a popup the app lost sight
 * of) keeps it, so starting again does not break the flow already under way.
 */
export async function createOAuthState(tutorId: string, codeVerifier: string, secret: string, browserBindings: string[] = []) {
  const nonce = random();
  const binding = browserBindings.find(isBinding) ?? random();
  const exp = Date.now() + STATE_LIFETIME_MS;
  const stored: StoredState = { tutorId, codeVerifier, bindingHash: sha256(binding), expiresAt: Timestamp.fromMillis(exp) };
  await stateDoc(nonce).create(stored);
  return { state: signState({ uid: tutorId, nonce, exp }, secret), binding, maxAgeSeconds: STATE_LIFETIME_MS / 1000 };
}

const REJECTED = 'This YouTube authorization link is invalid or has already been used. Please connect again.';
const rejected = () => AppError.refusal('permission-denied', REJECTED, { reason: 'youtube-link-used' });

/**
 * Ends a flow exactly once: the state must be ours, unexpired, for this tutor, and come back to the
 * browser that started it. The nonce is deleted whatever the outcome, so a state can never be replayed.
 */
export async function consumeOAuthState(state: string, tutorId: string, bindings: string[], secret: string) {
  const payload = verifyState(state, secret);
  if (!payload || payload.uid !== tutorId) throw rejected();
  const stored = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(stateDoc(payload.nonce));
    if (!snapshot.exists) return undefined;
    tx.delete(snapshot.ref);
    return snapshot.data() as StoredState;
  });
  if (!stored || stored.tutorId !== tutorId || stored.expiresAt.toMillis() < Date.now()) {
    throw rejected();
  }
  if (!bindings.some((binding) => sha256(binding) === stored.bindingHash)) {
    throw AppError.refusal('permission-denied', 'Finish connecting YouTube in the same browser where you started.', {
      reason: 'youtube-other-browser',
    });
  }
  return { codeVerifier: stored.codeVerifier };
}
