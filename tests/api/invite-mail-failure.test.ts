import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCAL_ENV } from '../../emulators/config.ts';
import { adminDb } from '../support/admin.ts';
import { uniqueEmail } from '../support/auth.ts';
import { invite, createTutor } from '../support/people.ts';

// The API in this process, as the Functions runtime runs it (express parses the body), with a mail
// server that refuses every connection: nothing listens on port 1. MailDev cannot refuse mail.
Object.assign(process.env, FUNCTIONS_LOCAL_ENV, { SMTP_URL: 'smtp://127.0.0.1:1' });
const { app } = await import('../../functions/src/app.ts');
const { invitationId } = await import('../../functions/src/features/invitations/invitation-id.ts');

let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer(express().use(express.json()).use(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const inviteWithMailDown = (token: string, tutorId: string, email: string) =>
  fetch(`${baseUrl}/api/tutors/students/invite`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, tutorId, language: 'en' }),
  });

describe('inviting a student while the mail server is down', () => {
  it('answers 503 with the reason and leaves no Pending invitation that nobody received', async () => {
    const tutor = await createTutor('Mail Down Tutor');
    const email = uniqueEmail('never-mailed');
    const answer = await inviteWithMailDown(tutor.idToken, tutor.uid, email);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ code: 'unavailable', reason: 'mail-unavailable' });
    expect((await adminDb.doc(`invitations/${invitationId(tutor.uid, email)}`).get()).exists).toBe(false);
  });

  it('puts an invitation sent again back as it was, so the failed send counts for nothing', async () => {
    const tutor = await createTutor('Resending Tutor');
    const email = uniqueEmail('mailed-once');
    // The first invitation went out (through the emulated API and its mail catcher).
    await invite(tutor, email);
    const ref = adminDb.doc(`invitations/${invitationId(tutor.uid, email)}`);
    const before = (await ref.get()).data();

    expect((await inviteWithMailDown(tutor.idToken, tutor.uid, email)).status).toBe(503);
    expect((await ref.get()).data()).toEqual(before);
  });
});
