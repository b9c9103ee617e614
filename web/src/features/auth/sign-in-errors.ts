import { ApiError } from '@/lib/api-client';
import { codeOf, signInFailureKey, type SignInFailureKey } from '@/features/auth/sign-in-failure';
import { isCancelledSignIn } from '@/features/auth/sign-in-tutor';

export type SignInErrorKey =
  | 'auth:errors.notAStudent'
  | 'auth:errors.useCode'
  | 'auth:errors.codeExpired'
  | 'auth:errors.tooManyRequests'
  | 'common:errors.reasons.teacher-google-account'
  | SignInFailureKey;

/** The message for a failed student Google sign-in, or null when the student closed the popup. */
export function googleSignInErrorKey(error: unknown): SignInErrorKey | null {
  if (isCancelledSignIn(error)) return null;
  const code = codeOf(error);
  // Google did not vouch for the address, so Firebase will not link it to the existing account.
  if (code === 'auth/account-exists-with-different-credential') return 'auth:errors.useCode';
  if (error instanceof ApiError && error.reason === 'teacher-google-account')
    return 'common:errors.reasons.teacher-google-account';
  if (error instanceof ApiError && error.status === 403) return 'auth:errors.notAStudent';
  return signInFailureKey(code);
}

/**
 * The message under the code field for a failed verification, by its key; null for a wrong code,
 * whose message the API client has already worded in the user's language with the tries left.
 */
export function codeErrorKey(error: unknown): SignInErrorKey | null {
  if (!(error instanceof ApiError)) return 'common:errors.generic';
  if (error.code === 'invalid-argument') return null;
  if (error.code === 'failed-precondition') return 'auth:errors.codeExpired';
  if (error.code === 'resource-exhausted') return 'auth:errors.tooManyRequests';
  return 'common:errors.generic';
}

/** The e-mail a failed Google sign-in was for, when Firebase says (to prefill the code login). */
export function emailOfSignInError(error: unknown): string | undefined {
  const email = (error as { customData?: { email?: unknown } } | null)?.customData?.email;
  return typeof email === 'string' ? email : undefined;
}
