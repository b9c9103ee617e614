import type { TPlan } from '@shared/schemas/tutor';
import type { User } from 'firebase/auth';
import { paths } from '@/config/paths';
import { afterSignIn } from '@/features/auth/after-sign-in';
import { startTutorSession } from '@/features/auth/api/start-tutor-session';
import { saveAuthState } from '@/features/auth/auth-state';
import { codeOf } from '@/features/auth/sign-in-failure';

/** Closing the Google popup is a change of mind, not an error. */
export function isCancelledSignIn(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

/**
 * The tutor session for a signed-in Google account. Refused (a student's account) or cut off, the
 * browser must not stay signed in to an account the app did not accept (on a shared computer, the
 * next person would be in it).
 */
async function startSessionOrSignOut(user: User) {
  try {
    const session = await startTutorSession();
    // The role claim was just added on the server: fetch a token that carries it.
    if (session.refreshToken) await user.getIdToken(true);
    return session;
  } catch (error) {
    const [{ auth }, { signOut }] = await Promise.all([import('@/lib/firebase'), import('firebase/auth')]);
    await signOut(auth);
    throw error;
  }
}

/**
 * After any tutor sign-in (spec §4): an ACTIVE subscription goes to the dashboard (or the page the
 * tutor was sent away from), anything else to the payment page with the chosen plan.
 */
export async function finishTutorSignIn(user: User, plan: TPlan, redirect: string | null): Promise<string> {
  const { tutor } = await startSessionOrSignOut(user);
  saveAuthState({ userType: 'tutor', signedIn: true });
  if (tutor.subscriptionStatus !== 'ACTIVE') return paths.payment.getHref(plan, tutor.email);
  return afterSignIn('tutor', redirect);
}

/** Google sign-in for tutors, through Firebase Auth's popup. */
export async function signInTutorWithGoogle(plan: TPlan, redirect: string | null): Promise<string> {
  saveAuthState({ plan });
  const [{ auth }, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/auth'),
  ]);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider);
  return finishTutorSignIn(credential.user, plan, redirect);
}
