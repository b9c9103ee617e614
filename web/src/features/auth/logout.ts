/** Signs out and forgets everything this tab kept about the session (spec §4 logout). */
export async function logout(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([import('@/lib/firebase'), import('firebase/auth')]);
  await signOut(auth);
  sessionStorage.clear();
}
