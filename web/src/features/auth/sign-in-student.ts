import { startStudentSession } from '@/features/auth/api/start-student-session';
import { saveAuthState } from '@/features/auth/auth-state';

const loadFirebase = () => Promise.all([import('@/lib/firebase'), import('firebase/auth')]);

/** Exchanges the custom token a verified code earned (no long-lived credential ever sits in a URL). */
export async function signInStudentWithToken(customToken: string): Promise<void> {
  const [{ auth }, { signInWithCustomToken }] = await loadFirebase();
  await signInWithCustomToken(auth, customToken);
  saveAuthState({ userType: 'student', signedIn: true });
}

/**
 * Google sign-in for students. Firebase links Google to the student's existing account (one account
 * per e-mail address); the server then accepts only invited, onboarded students and the browser
 * forgets any other sign-in at once.
 */
export async function signInStudentWithGoogle(emailHint?: string): Promise<void> {
  const [{ auth }, { GoogleAuthProvider, signInWithPopup, signOut }] = await loadFirebase();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account', ...(emailHint ? { login_hint: emailHint } : {}) });
  await signInWithPopup(auth, provider);
  try {
    await startStudentSession();
  } catch (error) {
    await signOut(auth);
    throw error;
  }
  saveAuthState({ userType: 'student', signedIn: true });
}

/** Preloads the Firebase SDK while the user types, so the Google popup opens within the click's activation. */
export function preloadFirebase(): void {
  void loadFirebase().catch(() => undefined);
}
