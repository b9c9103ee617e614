let loggingOut = false;

/** True while the user is signing out on purpose (a sign-out then is not an expired session). */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** Signs out and forgets everything this tab kept about the session (spec §4 logout). */
export async function logout(): Promise<void> {
  loggingOut = true;
  try {
    const [{ auth }, { signOut }] = await Promise.all([import('@/lib/firebase'), import('firebase/auth')]);
    await signOut(auth);
    // Resets the persisted authentication slice (role back to the default) with everything else.
    sessionStorage.clear();
  } finally {
    loggingOut = false;
  }
}
