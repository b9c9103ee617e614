import MailDev from 'maildev';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Real SMTP into a real MailDev on private ports: the same path as production, minus the internet.
const SMTP_PORT = 21025 + Math.floor(Math.random() * 1000);
const WEB_PORT = SMTP_PORT + 1000;
let maildev: MailDev;

beforeAll(async () => {
  maildev = new MailDev({ ip: '127.0.0.1', smtp: SMTP_PORT, web: WEB_PORT, webIp: '127.0.0.1', silent: true });
  await new Promise<void>((resolve) => maildev.listen(() => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => maildev.close(() => resolve()));
});

function configure(smtpPort: number) {
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Tutorly <no-reply@tutorly.lk>',
    APP_URL: 'http://127.0.0.1:5050',
  });
}

describe('sendMail', () => {
  // The transport is created once per process from the configuration: start each test afresh.
  beforeEach(() => {
    vi.resetModules();
  });

  it('delivers HTML and text over SMTP from the configured sender', async () => {
    configure(SMTP_PORT);
    const { sendMail } = await import('./send-mail.js');
    await sendMail({ to: 'amaya@example.com', subject: 'Your Tutorly code', text: 'Code: 123456', html: '<p>Code: 123456</p>' });
    const inbox = (await (await fetch(`http://127.0.0.1:${WEB_PORT}/email`)).json()) as {
      subject: string;
      text: string;
      html: string;
      to: { address: string }[];
      from: { address: string }[];
    }[];
    const mail = inbox.find((m) => m.to[0]?.address === 'amaya@example.com');
    expect(mail).toMatchObject({ subject: 'Your Tutorly code', from: [{ address: 'no-reply@tutorly.lk' }] });
    expect(mail?.text.trim()).toBe('Code: 123456');
    expect(mail?.html).toContain('<p>Code: 123456</p>');
  });

  it('reports an unreachable mail server as a retryable error with a message a person can act on', async () => {
    const { sendMail } = await import('./send-mail.js');
    configure(1); // nothing listens on port 1
    const error = await sendMail({ to: 'x@example.com', subject: 's', text: 't', html: 'h' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'unavailable',
      status: 503,
      message: 'We could not send the e-mail just now. Please try again in a minute.',
      // The app says it in the user's language.
      refusal: { reason: 'mail-unavailable' },
    });
  });
});
