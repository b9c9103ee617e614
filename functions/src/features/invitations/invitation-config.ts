import { defineSecret } from 'firebase-functions/params';
import { z } from 'zod';

/**
 * The invitation-token key is a Cloud Functions secret in a real project (README, "Students and
 * invitations"). The local `demo-` project has no Secret Manager: the emulator stack passes a
 * local value as a plain variable (emulators/config.ts).
 */
const isDemoProject = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');
export const INVITATION_SECRETS = isDemoProject ? [] : [defineSecret('INVITATION_TOKEN_SECRET')];

const ZInvitationConfig = z.object({
  INVITATION_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Public address of the web app, for the link in the e-mail. */
  APP_URL: z.url(),
});

/** Read on first use (never at import: deploy-time code analysis runs without the secret). */
export function invitationConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = ZInvitationConfig.safeParse(env);
  if (!result.success) {
    throw new Error(
      `Invitations are not configured: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return { tokenSecret: result.data.INVITATION_TOKEN_SECRET, appUrl: result.data.APP_URL.replace(/\/+$/, '') };
}
