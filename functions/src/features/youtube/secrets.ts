import { projectSecrets } from '../../lib/project-secrets.js';

/** The OAuth client secret and the key that signs OAuth `state` (README, "YouTube publishing"). */
export const YOUTUBE_SECRETS = projectSecrets('GOOGLE_OAUTH_CLIENT_SECRET', 'YOUTUBE_OAUTH_STATE_SECRET');
