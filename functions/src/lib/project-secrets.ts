import { defineSecret } from 'firebase-functions/params';

/** The local `demo-` project of the emulators, which has no Secret Manager. */
export const isDemoProject = () => (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');

/**
 * The Secret Manager secrets a function binds in a real project, by name; none in the local demo
 * project, where the emulator stack passes the same names as plain variables (emulators/config.ts).
 * Each is also declared with defineSecret, from firebase-functions/params as installed (kept out of
 * the bundle, functions/rolldown.config.ts), which is the copy `firebase deploy` reads: it checks
 * that each secret exists and offers to create a missing one. Kept apart from the features'
 * zod-validated config so the entry file binds them cheaply (cold start).
 */
export function projectSecrets(...names: string[]): string[] {
  if (isDemoProject()) return [];
  for (const name of names) defineSecret(name);
  return names;
}
