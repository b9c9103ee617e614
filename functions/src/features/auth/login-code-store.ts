import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { LOGIN_CODE_TTL_MS, MAX_WRONG_TRIES, hashLoginCode, isSameHash, loginCodeDocId, newSalt } from './login-code.js';

/** `loginCodes/{sha256(email)}`: server-only (firestore.rules deny every client). */
interface StoredLoginCode {
  codeHash: string;
  salt: string;
  /** null for an address no student uses: a decoy that behaves like a code but can never sign in. */
  uid: string | null;
  wrongTries: number;
  redirectUri: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

const codeRef = (email: string, attempt: string) => db.collection('loginCodes').doc(loginCodeDocId(email, attempt));

interface NewCode {
  email: string;
  code: string;
  attempt: string;
  uid: string | null;
  redirectUri: string | null;
  secret: string;
  now: number;
}

/** Stores the code's hash under its address and attempt: a request from elsewhere leaves it alone. */
export async function saveLoginCode({ email, code, attempt, uid, redirectUri, secret, now }: NewCode): Promise<void> {
  const salt = newSalt();
  const stored: StoredLoginCode = {
    codeHash: hashLoginCode(secret, salt, email, code),
    salt,
    uid,
    wrongTries: 0,
    redirectUri,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + LOGIN_CODE_TTL_MS),
  };
  await codeRef(email, attempt).set(stored);
}

/** Removes a code its student never received. */
export async function discardLoginCode(email: string, attempt: string): Promise<void> {
  await codeRef(email, attempt)
    .delete()
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
 * code is deleted and reported like a used one. Only the sign-in the code was sent for (`attempt`)
 * finds it: any other is answered like a missing code, and checks or counts nothing.
 */
export function checkLoginCode(
  email: string,
  code: string,
  attempt: string | undefined,
  secret: string,
  now = Date.now(),
): Promise<LoginCodeCheck> {
  if (!attempt) return Promise.resolve({ outcome: 'missing' });
  const ref = codeRef(email, attempt);
  return db.runTransaction(async (tx): Promise<LoginCodeCheck> => {
    const snapshot = await tx.get(ref);
    const stored = snapshot.data() as StoredLoginCode | undefined;
    if (!stored) return { outcome: 'missing' };
    if (stored.expiresAt.toMillis() <= now) {
      tx.delete(ref);
      return { outcome: 'missing' };
    }
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
