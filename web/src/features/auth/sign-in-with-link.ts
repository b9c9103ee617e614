import type { TRole } from '@shared/roles';
import { afterSignIn } from '@/features/auth/after-sign-in';
import { readAuthState, saveAuthState } from '@/features/auth/auth-state';
import { finishTutorSignIn } from '@/features/auth/sign-in-tutor';

/** The link's account does not have the role of the area it opens. */
export class WrongAreaError extends Error {}

/**
 * `/tutor/oauth/redirect?token=` and `/student/oauth/redirect?token=` (spec §4): the token is a
 * Firebase custom token, exchanged once and never stored. Returns where to go next.
 */
export async function signInWithLinkToken(role: TRole, token: string): Promise<string> {
  const [{ auth }, { signInWithCustomToken, signOut }] = await Promise.all([import('@/lib/firebase'), import('firebase/auth')]);
  const { user } = await signInWithCustomToken(auth, token);
  const { claims } = await user.getIdTokenResult();
  if (claims.role !== role) {
    await signOut(auth);
    throw new WrongAreaError();
  }
  if (role === 'tutor') return finishTutorSignIn(user, readAuthState().plan, null);
  saveAuthState({ userType: 'student', signedIn: true });
  return afterSignIn('student', null);
}
