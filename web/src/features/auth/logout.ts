import { markLoggingOut } from '@/lib/session-expired-event';

/** Signs out and forgets everything this tab kept about the session (spec §4 logout). */
export async function logout(): Promise<void> {
  // First, so nothing that reacts to the sign-out mistakes it for a lost session (see RequireRole):
  // the guard of the page still on screen sends the user plainly home, not to sign in again.
  // Clearing also resets the persisted authentication slice (role back to the default).
  markLoggingOut();
  sessionStorage.clear();
  const [{ auth }, { signOut }] = await Promise.all([import('@/lib/firebase'), import('firebase/auth')]);
  await signOut(auth);
}
