import MailDev from 'maildev';

export interface MailCatcher {
  close(): Promise<void>;
}

/**
 * MailDev: an SMTP server the functions deliver to locally, with a web inbox for developers
 * (and a REST API the tests read codes and links from).
 */
export async function startMailCatcher(options: { host: string; smtpPort: number; webPort: number }): Promise<MailCatcher> {
  const maildev = new MailDev({
    ip: options.host,
    smtp: options.smtpPort,
    web: options.webPort,
    webIp: options.host,
    silent: true,
  });
  await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())));
  return { close: () => new Promise<void>((resolve) => maildev.close(() => resolve())) };
}
