import { projectSecrets } from '../../lib/project-secrets.js';

/** README, "Accounts and sign-in"; locally the code falls back to a local-only value. */
export const AUTH_SECRETS = projectSecrets('LOGIN_CODE_SECRET');
