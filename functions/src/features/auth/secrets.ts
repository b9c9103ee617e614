import { defineSecret } from 'firebase-functions/params';

/**
 * Cloud Functions secrets of a real project (README, "Accounts and sign-in"). The local `demo-`
 * project has no Secret Manager: there the code falls back to a local-only value.
 */
export const AUTH_SECRETS = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-') ? [] : [defineSecret('LOGIN_CODE_SECRET')];
