import { projectSecrets } from '../../lib/project-secrets.js';

/** The key that signs invitation links (README, "Students and invitations"). */
export const INVITATION_SECRETS = projectSecrets('INVITATION_TOKEN_SECRET');
