import { projectSecrets } from '../../lib/project-secrets.js';

/** SMTP_URL carries the mail server's credentials; locally it is MailDev's address. */
export const MAIL_SECRETS = projectSecrets('SMTP_URL');
