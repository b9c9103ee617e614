import * as z from 'zod/mini';
import '../../lib/zod-english.js';

const ZInvitationConfig = z.object({
  INVITATION_TOKEN_SECRET: z.string().check(z.minLength(32, 'must be at least 32 characters')),
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
