import * as z from 'zod/mini';
import '../../lib/zod-english.js';

const ZInvitationConfig = z.object({
  INVITATION_TOKEN_SECRET: z.string().check(z.minLength(32, 'must be at least 32 characters')),
  /** Public address of the web app, for the link in the e-mail. */
  APP_URL: z.url(),
  /**
   * Addresses one tutor may invite (or invite again) in a day: invitation e-mails carry the
   * tutor's name to any address, so this keeps them from being a way to send mail in bulk. Far
   * above a class of MAX_STUDENTS_PER_TUTOR. The bench raises it to load the invite route.
   */
  INVITATIONS_PER_TUTOR_PER_DAY: z._default(z.coerce.number().check(z.int(), z.positive()), 200),
});

/** Read on first use (never at import: deploy-time code analysis runs without the secret). */
export function invitationConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = ZInvitationConfig.safeParse(env);
  if (!result.success) {
    throw new Error(
      `Invitations are not configured: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return {
    tokenSecret: result.data.INVITATION_TOKEN_SECRET,
    appUrl: result.data.APP_URL.replace(/\/+$/, ''),
    perTutorPerDay: result.data.INVITATIONS_PER_TUTOR_PER_DAY,
  };
}
