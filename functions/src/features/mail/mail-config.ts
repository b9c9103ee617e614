import * as z from 'zod/mini';
import '../../lib/zod-english.js';

const ZMailConfig = z.object({
  /** e.g. smtps://user:pass@smtp.example.com:465 — a secret in production. */
  SMTP_URL: z.string().check(z.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().check(z.minLength(3)),
  /** Public address of the web app, for links in e-mails. */
  APP_URL: z.url(),
});

export type TMailConfig = z.infer<typeof ZMailConfig>;

/** Read when the first e-mail is sent, so a missing variable fails loudly there and nowhere else. */
export function mailConfig(env: NodeJS.ProcessEnv = process.env): TMailConfig {
  const result = ZMailConfig.safeParse(env);
  if (!result.success) {
    throw new Error(`Mail is not configured: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return result.data;
}
