import type { WriteResult } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import {
  LOGIN_CODE_TTL_MS,
  MAX_WRONG_TRIES,
  attemptHash,
  hashLoginCode,
  isSameHash,
  loginCodeId,
  newSalt,
} from './login-code.js';

/** `loginCodes/{sha256(email)}`: server-only (firestore.rules deny every client). */
interface StoredLoginCode {
  codeHash: string;
  salt: string;
  /** The sign-in this code was sent for (login-code.ts newAttempt); absent on codes stored before it existed. */
  attemptHash?: string;
  /** null for an address no student uses: a decoy that behaves like a code but can never sign in. */
  uid: string | null;
  wrongTries: number;
  redirectUri: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

const codeRef = (email: string) => db.collection('loginCodes').doc(loginCodeId(email));

interface NewCode {
  email: string;
  code: string;
  attempt: string;
  uid: string | null;
  redirectUri: string | null;
  secret: string;
  now: number;
}

/** Stores the code's hash, replacing any earlier code for the address (only the latest works). */
export function saveLoginCode({ email, code, attempt, uid, redirectUri, secret, now }: NewCode): Promise<WriteResult> {
  const salt = newSalt();
  const stored: StoredLoginCode = {
    codeHash: hashLoginCode(secret, salt, email, code),
    salt,
    attemptHash: attemptHash(attempt),
    uid,
    wrongTries: 0,
    redirectUri,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + LOGIN_CODE_TTL_MS),
  };
  return codeRef(email).set(stored);
}

/** Removes the code written at `writtenAt` (unless a newer request replaced it meanwhile). */
export async function discardLoginCode(email: string, writtenAt: Timestamp): Promise<void> {
  await codeRef(email)
    .delete({ lastUpdateTime: writtenAt })
    .catch(() => undefined);
}

export type LoginCodeCheck =
  | { outcome: 'accepted'; uid: string; redirectUri: string | null }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'cancelled' }
  | { outcome: 'missing' };

/**
 * Checks a code in one transaction, so concurrent guesses are all counted: a match signs in once
 * (the code is deleted), a miss uses up a try, and the fifth miss deletes the code. An expired
 * code is deleted and reported like a used one. A check from another sign-in than the one the code
 * was sent for (`attempt`) is answered like a missing code, and neither checks the code nor counts.
 */
export function checkLoginCode(
  email: string,
  code: string,
  attempt: string,
  secret: string,
  now = Date.now(),
): Promise<LoginCodeCheck> {
  const ref = codeRef(email);
  return db.runTransaction(async (tx): Promise<LoginCodeCheck> => {
    const snapshot = await tx.get(ref);
    const stored = snapshot.data() as StoredLoginCode | undefined;
    if (!stored) return { outcome: 'missing' };
    if (stored.expiresAt.toMillis() <= now) {
      tx.delete(ref);
      return { outcome: 'missing' };
    }
    if (!stored.attemptHash || !isSameHash(attemptHash(attempt), stored.attemptHash)) return { outcome: 'missing' };
    const matches = isSameHash(hashLoginCode(secret, stored.salt, email, code), stored.codeHash);
    if (matches && stored.uid) {
      tx.delete(ref);
      return { outcome: 'accepted', uid: stored.uid, redirectUri: stored.redirectUri };
    }
    const wrongTries = stored.wrongTries + 1;
    if (wrongTries >= MAX_WRONG_TRIES) {
      tx.delete(ref);
      return { outcome: 'cancelled' };
    }
    tx.update(ref, { wrongTries });
    return { outcome: 'wrong', triesLeft: MAX_WRONG_TRIES - wrongTries };
  });
}
