import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../shared/schemas/auth-rules.js';

/** A code works for 10 minutes, once; the fifth wrong try cancels it. */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

/** Uniformly random, from the operating system's CSPRNG; leading zeros kept. */
export function generateLoginCode(): string {
  return randomInt(0, 10 ** LOGIN_CODE_LENGTH)
    .toString()
    .padStart(LOGIN_CODE_LENGTH, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * What ties a code to the sign-in that asked for it: given to that browser only, and needed to
 * check the code. Someone else who knows the address can neither try the student's code nor use up
 * its tries, and their own request does not replace it.
 */
export function newAttempt(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Only this HMAC is stored. With the server secret, a copy of the database cannot be brute-forced
 * offline (a million codes would otherwise take a second); the salt and e-mail bind it to one code.
 */
export function hashLoginCode(secret: string, salt: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}\n${email}\n${code}`).digest('base64url');
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The address's part of a `loginCodes` id: keyed without the address itself. */
export function loginCodeId(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

/** `loginCodes/{id}`: one pending code per address and sign-in attempt (the attempt only as its hash). */
export function loginCodeDocId(email: string, attempt: string): string {
  return `${loginCodeId(email)}_${createHash('sha256').update(attempt).digest('base64url')}`;
}
