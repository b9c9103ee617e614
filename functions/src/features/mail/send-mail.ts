import type { Transporter } from 'nodemailer';
import { AppError } from '../../http/errors.js';
import { logError, logInfo } from '../../http/log.js';
import { mailConfig } from './mail-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let transport: Promise<Transporter> | undefined;

/** nodemailer loads on the first e-mail, keeping it off the functions' cold start. */
async function createTransport(): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  return createTransport(mailConfig().SMTP_URL);
}

/**
 * Delivers one message through SMTP. A failure is logged with its cause and reported to the
 * caller as a retryable error (503) whose message a person can act on.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  try {
    transport ??= createTransport();
    const info = (await (await transport).sendMail({ from: mailConfig().MAIL_FROM, ...message })) as { messageId?: string };
    logInfo('mail sent', { subject: message.subject, messageId: info.messageId });
  } catch (error) {
    transport = undefined;
    logError('mail delivery failed', { subject: message.subject, error });
    throw AppError.refusal('unavailable', 'We could not send the e-mail just now. Please try again in a minute.', {
      reason: 'mail-unavailable',
    });
  }
}
