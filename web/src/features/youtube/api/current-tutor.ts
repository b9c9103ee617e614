/** The signed-in tutor's uid once Firebase has restored the session (a page opened in a popup starts without it). */
export async function currentTutorId(): Promise<string | undefined> {
  const { auth } = await import('@/lib/firebase');
  await auth.authStateReady();
  return auth.currentUser?.uid;
}
