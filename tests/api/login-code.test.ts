import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { loginCodeDocId, loginCodeId } from '../../functions/src/features/auth/login-code.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { claimsOf, signInWithCustomToken, signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';
import { createOnboardedStudent, fakeClientIp } from '../support/students.ts';

interface Answer {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  customToken?: string;
  redirectUri?: string | null;
  sent?: boolean;
  email?: string;
  attempt?: string;
}

/** The attempt each address's latest request was given, as the login dialog keeps it. */
const attempts = new Map<string, string>();

async function requestCode(body: Record<string, unknown>, ip = fakeClientIp()) {
  const answer = await callApi<Answer>('/students/login/request-login-code', {
    method: 'POST',
    json: body,
    headers: { 'X-Forwarded-For': ip },
  });
  if (answer.body.email && answer.body.attempt) attempts.set(answer.body.email, answer.body.attempt);
  return answer;
}

/** The pending code of the address's latest request, as stored. */
const storedCode = (email: string) => adminDb.doc(`loginCodes/${loginCodeDocId(email, attempts.get(email) ?? '')}`);

/** Verifies as the dialog that requested the code does, or with another `attempt` (someone else's). */
function verifyCode(email: string, code: string, attempt = attempts.get(email)) {
  return callApi<Answer>('/students/login/verify-login-code', { method: 'POST', json: { email, code, attempt } });
}

/** The 6-digit code in the `count`-th e-mail to `email`. */
async function codeFromInbox(email: string, count = 1): Promise<string> {
  const message = await waitForEmail(email, count);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('student login code: request and verify', () => {
  it('e-mails a code in the student’s language and signs them in with it, once', async () => {
    const student = await createOnboardedStudent('Amali Herath');
    const requested = await requestCode({
      email: student.email.toUpperCase(),
      redirectUri: '/student-dashboard/courses',
      language: 'si',
    });
    expect(requested).toMatchObject({ status: 200, body: { sent: true, email: student.email } });

    const mail = await waitForEmail(student.email);
    expect(mail.subject).toBe('ඔබගේ Tutorly පුරනය වීමේ කේතය');
    const code = await codeFromInbox(student.email);
    expect(mail.html).toContain(code);

    // Only a hash is stored: no field of the pending code holds the code itself.
    const stored = await storedCode(student.email).get();
    expect(Object.values(stored.data() ?? {}).map(String)).not.toContain(code);
    expect(JSON.stringify(stored.data())).not.toContain(student.email);

    const verified = await verifyCode(student.email, code);
    expect(verified).toMatchObject({ status: 200, body: { redirectUri: '/student-dashboard/courses' } });
    const session = await signInWithCustomToken(verified.body.customToken ?? '');
    expect(session.uid).toBe(student.uid);
    expect(claimsOf(session.idToken)).toMatchObject({ role: 'student', email: student.email });
    const check = await callApi('/auth/session', { token: session.idToken });
    expect(check).toMatchObject({ status: 200, body: { uid: student.uid, role: 'student' } });

    const reused = await verifyCode(student.email, code);
    expect(reused).toMatchObject({ status: 409, body: { code: 'failed-precondition' } });
    expect(reused.body.message).toContain('expired or has already been used');
    expect(reused.body.customToken).toBeUndefined();
  });

  it('refuses a wrong code, saying how many tries are left, and still takes the right one', async () => {
    const student = await createOnboardedStudent();
    await requestCode({ email: student.email });
    const code = await codeFromInbox(student.email);

    const wrong = await verifyCode(student.email, otherThan(code));
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        code: 'invalid-argument',
        message: 'That code is not right. 4 tries left.',
        fields: { code: 'That code is not right.' },
        reason: 'wrong-login-code',
        params: { triesLeft: '4' },
      },
    });
    expect((await verifyCode(student.email, code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const student = await createOnboardedStudent();
    await requestCode({ email: student.email });
    const code = await codeFromInbox(student.email);
    await storedCode(student.email).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    const expired = await verifyCode(student.email, code);
    expect(expired).toMatchObject({ status: 409, body: { code: 'failed-precondition' } });
    expect(expired.body.customToken).toBeUndefined();
  });

  it('cancels the code after 5 wrong tries, so the sixth try fails even with the right code', async () => {
    const student = await createOnboardedStudent();
    await requestCode({ email: student.email });
    const code = await codeFromInbox(student.email);
    const wrong = otherThan(code);

    for (const left of [4, 3, 2, 1]) {
      expect((await verifyCode(student.email, wrong)).body.message).toBe(
        `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    const fifth = await verifyCode(student.email, wrong);
    expect(fifth).toMatchObject({ status: 409, body: { code: 'failed-precondition' } });
    expect(fifth.body.message).toContain('after 5 wrong tries it has been cancelled');

    const sixth = await verifyCode(student.email, code);
    expect(sixth.status).toBe(409);
    expect(sixth.body.customToken).toBeUndefined();
  });

  it('lets nobody but the sign-in that asked for the code try it, use up its tries, or replace it', async () => {
    const student = await createOnboardedStudent();
    await requestCode({ email: student.email });
    const code = await codeFromInbox(student.email);
    const own = attempts.get(student.email);
    // A classmate who knows the address asks for a code too: a code of their own, which the student gets.
    const other = await callApi<Answer>('/students/login/request-login-code', {
      method: 'POST',
      json: { email: student.email },
      headers: { 'X-Forwarded-For': fakeClientIp() },
    });
    expect(other.status).toBe(200);
    await waitForEmail(student.email, 2);
    // A classmate who knows the address, with made-up attempts: five wrong codes, then the right one.
    const guesses = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => letter.repeat(24));
    for (const [index, attempt] of guesses.entries()) {
      const answer = await verifyCode(student.email, index === guesses.length - 1 ? code : otherThan(code), attempt);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body.customToken).toBeUndefined();
    }
    expect((await storedCode(student.email).get()).get('wrongTries')).toBe(0);
    // The student's own dialog still signs in with the code it asked for.
    expect((await verifyCode(student.email, code, own)).status).toBe(200);
  });

  it('accepts only the latest code', async () => {
    const student = await createOnboardedStudent();
    await requestCode({ email: student.email });
    const first = await codeFromInbox(student.email, 1);
    await requestCode({ email: student.email });
    const second = await codeFromInbox(student.email, 2);
    if (first !== second) expect((await verifyCode(student.email, first)).status).toBe(400);
    expect((await verifyCode(student.email, second)).status).toBe(200);
  });
});

describe('student login code: no account enumeration', () => {
  it('answers an unknown address exactly like a student’s, e-mails how to join and no code', async () => {
    const student = await createOnboardedStudent();
    const stranger = uniqueEmail('stranger');
    const known = await requestCode({ email: student.email, language: 'ta' });
    const unknown = await requestCode({ email: stranger, language: 'ta' });
    expect(unknown.status).toBe(known.status);
    expect({ ...unknown.body, attempt: 'each its own' }).toEqual({ ...known.body, email: stranger, attempt: 'each its own' });
    expect(unknown.body.attempt).toHaveLength(known.body.attempt?.length ?? 0);

    const mail = await waitForEmail(stranger);
    expect(mail.subject).toBe('Tutorly இல் உள்நுழைதல்');
    expect(mail.text).not.toMatch(/\d{6}/);
    expect(mail.html).toContain('href="http://127.0.0.1:5050"');

    // Verifying answers alike too, and nothing can sign the stranger in.
    const studentCode = await codeFromInbox(student.email);
    const guess = otherThan(studentCode);
    const knownWrong = await verifyCode(student.email, guess);
    const unknownWrong = await verifyCode(stranger, guess);
    expect(unknownWrong.status).toBe(knownWrong.status);
    expect(unknownWrong.body).toEqual(knownWrong.body);
  });

  it('treats a teacher’s address as unknown', async () => {
    const tutorEmail = uniqueEmail('tutor-at-student-login');
    const tutor = await signInWithGoogle(tutorEmail);
    await callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
    expect((await requestCode({ email: tutorEmail })).status).toBe(200);
    expect((await waitForEmail(tutorEmail)).subject).toBe('Signing in to Tutorly');
  });
});

describe('student login code: limits', () => {
  it('allows 5 code requests per address per hour, then answers 429 with a clear message', async () => {
    const student = await createOnboardedStudent();
    for (let i = 0; i < 5; i += 1) expect((await requestCode({ email: student.email })).status).toBe(200);
    const sixth = await requestCode({ email: student.email });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'resource-exhausted' });
    expect(sixth.body.message).toMatch(/^Too many sign-in codes were requested\. Please wait \d+ minutes? and try again\.$/);
    expect(await emailsTo(student.email)).toHaveLength(5);
  });

  it('limits code requests per client address across addresses', async () => {
    const ip = fakeClientIp();
    for (let i = 0; i < 20; i += 1) expect((await requestCode({ email: uniqueEmail('ip-limit') }, ip)).status).toBe(200);
    const blocked = uniqueEmail('ip-limit-blocked');
    const answer = await requestCode({ email: blocked }, ip);
    expect(answer).toMatchObject({ status: 429, body: { code: 'resource-exhausted' } });
    // Another address is not affected.
    expect((await requestCode({ email: blocked })).status).toBe(200);
  });
});

describe('student login code: malformed requests', () => {
  const ON_SITE = 'must be a path on this site, such as /student-dashboard/home';
  it.each([
    [{}, 'email', 'Email is required'],
    [{ email: '   ' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    // Address lists and display names: the e-mail would go to addresses nobody asked about.
    [{ email: 'a@example.com,b@example.org' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com;b@example.org' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com<b@evil.example>' }, 'email', 'Invalid email address'],
    [{ email: '"a@example.com"@evil.example' }, 'email', 'Invalid email address'],
    [{ email: 42 }, 'email', 'Email is required'],
    [{ email: 'x@example.com', redirectUri: 'https://evil.example/' }, 'redirectUri', ON_SITE],
    [{ email: 'x@example.com', redirectUri: '//evil.example/' }, 'redirectUri', ON_SITE],
    [{ email: 'x@example.com', language: 'fr' }, 'language', 'Invalid option: expected one of "en"|"si"|"ta"'],
  ])('answers %j with 400 naming %s', async (body, field, message) => {
    const answer = await requestCode(body);
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid-argument', fields: { [field]: message } } });
  });

  it('writes and sends nothing for a rejected request', async () => {
    const email = uniqueEmail('malformed');
    expect((await requestCode({ email, language: 'fr' })).status).toBe(400);
    const prefix = loginCodeId(email);
    const stored = await adminDb
      .collection('loginCodes')
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`)
      .get();
    expect(stored.empty).toBe(true);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('sends nothing to the addresses of a list given as one e-mail', async () => {
    const [first, second] = [uniqueEmail('list-a'), uniqueEmail('list-b')];
    expect((await requestCode({ email: `${first},${second}` })).status).toBe(400);
    expect((await requestCode({ email: `${first}<${second}>` })).status).toBe(400);
    expect([...(await emailsTo(first)), ...(await emailsTo(second))]).toEqual([]);
  });

  it.each([
    [{ email: 'x@example.com' }, { code: 'Verification code is required' }],
    [{ email: 'x@example.com', code: '' }, { code: 'Verification code is required' }],
    [{ email: 'x@example.com', code: '12345' }, { code: 'Code must be 6 digits' }],
    [{ email: 'x@example.com', code: '12a456' }, { code: 'Code must be 6 digits' }],
    [{ code: '123456' }, { email: 'Email is required' }],
  ])('answers a verification of %j with 400 and the field messages', async (body, fields) => {
    const answer = await callApi('/students/login/verify-login-code', { method: 'POST', json: body });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid-argument', fields } });
  });

  it('does not use up a try on a malformed code', async () => {
    const student = await createOnboardedStudent();
    await requestCode({ email: student.email });
    await callApi('/students/login/verify-login-code', { method: 'POST', json: { email: student.email, code: 'abcdef' } });
    const stored = await storedCode(student.email).get();
    expect(stored.get('wrongTries')).toBe(0);
  });
});
