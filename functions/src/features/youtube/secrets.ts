import { defineSecret } from 'firebase-functions/params';

/**
 * The OAuth client secret and the key that signs OAuth `state` are Secret Manager secrets in a real
 * project (README, "YouTube publishing"); the local `demo-` project has no Secret Manager, so the
 * stack passes test values as plain variables. Apart from config.ts so the entry file can bind them
 * without loading zod (cold start budget).
 */
const isDemoProject = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');
export const YOUTUBE_SECRETS = isDemoProject
  ? []
  : [defineSecret('GOOGLE_OAUTH_CLIENT_SECRET'), defineSecret('YOUTUBE_OAUTH_STATE_SECRET')];
