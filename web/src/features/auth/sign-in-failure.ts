/**
 * What a failed sign-in says, by the code it failed with: Firebase Auth's (`auth/...`), the API's,
 * OAuth's `?error=` (RFC 6749) and the redirect page's own. A code means nothing to a user, so an
 * unknown one gets the generic message. Free of other imports: the landing page uses it on its first load.
 */
/** The redirect page's code for a sign-in link of the other area (a tutor's link on the student side). */
export const WRONG_AREA = 'wrong_area';

const MESSAGES = {
  access_denied: 'common:signInErrors.accessDenied',
  'auth/user-cancelled': 'common:signInErrors.accessDenied',
  'auth/popup-blocked': 'common:signInErrors.popupBlocked',
  'auth/network-request-failed': 'common:signInErrors.network',
  // The API's code when no answer came back (see api-client).
  unavailable: 'common:signInErrors.network',
  temporarily_unavailable: 'common:signInErrors.internal',
  server_error: 'common:signInErrors.internal',
  'auth/internal-error': 'common:signInErrors.internal',
  internal: 'common:signInErrors.internal',
  // The API refuses a teacher sign-in with an account that is a student's.
  'permission-denied': 'common:signInErrors.notATutor',
  [WRONG_AREA]: 'common:signInErrors.wrongArea',
} as const;

export type SignInFailureKey = (typeof MESSAGES)[keyof typeof MESSAGES] | 'common:errors.generic';

/** The code a sign-in failure carries (Firebase's and the API client's errors have one), if any. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function signInFailureKey(code: string | null | undefined): SignInFailureKey {
  return code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : 'common:errors.generic';
}
