import { defineSecret } from 'firebase-functions/params';

/**
 * SMTP_URL carries the mail server's credentials: a Cloud Functions secret in a real project. The
 * local `demo-` project passes MailDev's address as a plain variable (emulators/config.ts).
 */
export const MAIL_SECRETS = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-') ? [] : [defineSecret('SMTP_URL')];
