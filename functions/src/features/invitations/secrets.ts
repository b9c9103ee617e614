import { defineSecret } from 'firebase-functions/params';

/**
 * The invitation-token key is a Cloud Functions secret in a real project (README, "Students and
 * invitations"). The local `demo-` project has no Secret Manager: the emulator stack passes a
 * local value as a plain variable (emulators/config.ts). Apart from invitation-config.ts so the
 * entry file can bind it without loading zod (cold start budget).
 */
const isDemoProject = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');
export const INVITATION_SECRETS = isDemoProject ? [] : [defineSecret('INVITATION_TOKEN_SECRET')];
