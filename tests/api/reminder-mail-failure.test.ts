import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCAL_ENV } from '../../emulators/config.ts';
import { adminDb } from '../support/admin.ts';
import { createCourse, createTutor, enrolStudent, saveAccess } from '../support/people.ts';

/**
 * A mail server that speaks SMTP and refuses one mailbox at RCPT TO, as a real one refuses an
 * address it does not know (MailDev accepts every address). It records who was sent what.
 */
function startSmtpStandIn(refused: () => string) {
  const delivered: string[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let recipients: string[] = [];
    let inData = false;
    let pending = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          delivered.push(...recipients);
          reply('250 2.0.0 Queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (to === refused()) reply('550 5.1.1 No such mailbox');
          else {
            recipients.push(to);
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else {
          if (verb === 'MAIL' || verb === 'RSET') recipients = [];
          reply('250 OK');
        }
      }
    });
  });
  return { server, delivered };
}

let refusedAddress = '';
const smtp = startSmtpStandIn(() => refusedAddress);
let server: Server;
beforeAll(async () => {
  server = smtp.server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, FUNCTIONS_LOCAL_ENV, { SMTP_URL: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const DAY_MS = 24 * 60 * 60 * 1000;

describe('an access reminder whose e-mail to the tutor is refused', () => {
  it('reaches the student once: the next run does not e-mail them again', async () => {
    const { runAccessExpiry } = await import('../../functions/src/features/access/run-access-expiry.ts');
    const tutor = await createTutor('Unreachable Tutor');
    refusedAddress = tutor.email;
    const course = await createCourse(tutor.uid, 'Pottery');
    const student = await enrolStudent(tutor, 'Ruwani', 'Dias');
    await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 3 * DAY_MS, courseIds: [course] });

    const first = await runAccessExpiry(new Date());
    expect(first.failures).toBeGreaterThanOrEqual(1);
    expect(smtp.delivered.filter((to) => to === student.email)).toHaveLength(1);
    expect(smtp.delivered).not.toContain(tutor.email);
    // Recorded as sent, and the student's notification is there.
    expect((await adminDb.doc(`grants/${course}_${student.uid}`).get()).get('remindersSent')).toEqual(['7d']);
    const notices = await adminDb.collection('notifications').where('userId', '==', student.uid).get();
    expect(notices.docs.filter((d) => d.get('type') === 'access_expiring')).toHaveLength(1);

    await runAccessExpiry(new Date());
    expect(smtp.delivered.filter((to) => to === student.email)).toHaveLength(1);
  });
});
