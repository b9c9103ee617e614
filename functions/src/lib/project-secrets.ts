import { defineSecret } from 'firebase-functions/params';

/** The local `demo-` project of the emulators, which has no Secret Manager. */
export const isDemoProject = () => (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');

/**
 * The Secret Manager secrets a function binds in a real project; none in the local demo project,
 * where the emulator stack passes the same names as plain variables (emulators/config.ts). Kept
 * apart from the features' zod-validated config so the entry file binds them cheaply (cold start).
 */
export function projectSecrets(...names: string[]) {
  return isDemoProject() ? [] : names.map((name) => defineSecret(name));
}
