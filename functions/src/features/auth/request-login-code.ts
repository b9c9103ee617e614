import type { Request, Response } from 'express';
import type * as z from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { logInfo } from '../../http/log.js';
import type { TRequestLoginCodeResponse, ZRequestLoginCodeRequest } from '../../shared/schemas/auth.js';
import { mailConfig } from '../mail/mail-config.js';
import { sendMail } from '../mail/send-mail.js';
import { authConfig } from './auth-config.js';
import { clientIp } from './client-ip.js';
import { joinEmail } from './emails/join-email.js';
import { loginCodeEmail } from './emails/login-code-email.js';
import { findOnboardedStudent } from './find-student.js';
import { generateLoginCode, newAttempt } from './login-code.js';
import { discardLoginCode, saveLoginCode } from './login-code-store.js';
import { takeRateLimit } from './rate-limit.js';
import { studentsCollection } from '../students/student-store.js';

const HOUR_MS = 60 * 60 * 1000;
/** Spec'd by the accounts issue: at most 5 code requests per e-mail address per hour. */
const CODES_PER_EMAIL_PER_HOUR = 5;

async function enforceLimits(req: Request, res: Response, email: string, now: number) {
  const config = authConfig();
  const checks = [
    () =>
      takeRateLimit(
        'loginCodeIp',
        clientIp(req.get('x-forwarded-for'), req.socket.remoteAddress, config.trustedProxyHops),
        config.codesPerIpPerHour,
        HOUR_MS,
        now,
      ),
    () => takeRateLimit('loginCodeEmail', email, CODES_PER_EMAIL_PER_HOUR, HOUR_MS, now),
  ];
  for (const check of checks) {
    const waitSeconds = await check();
    if (waitSeconds === null) continue;
    const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
    res.set('Retry-After', String(waitSeconds));
    throw new AppError(
      'resource-exhausted',
      `Too many sign-in codes were requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

/**
 * POST /students/login/request-login-code — e-mails a 6-digit code to an onboarded student. Any
 * other address gets an e-mail on how to join and an unusable decoy code, so the answer, the
 * limits and the later verification behave the same either way (no account enumeration).
 */
export async function requestLoginCode(req: Request, res: Response<TRequestLoginCodeResponse>) {
  const { email, redirectUri, language } = req.body as z.output<typeof ZRequestLoginCodeRequest>;
  const now = Date.now();
  await enforceLimits(req, res, email, now);

  const studentUid = await findOnboardedStudent(email);
  const code = generateLoginCode();
  const attempt = newAttempt();
  await saveLoginCode({
    email,
    code,
    attempt,
    uid: studentUid,
    redirectUri: redirectUri ?? null,
    secret: authConfig().loginCodeSecret,
    now,
  });
  const message = studentUid ? loginCodeEmail(language, code) : joinEmail(language, mailConfig().APP_URL);
  try {
    await sendMail({ to: email, ...message });
  } catch (error) {
    // The student never saw this code: it must not stay usable.
    await discardLoginCode(email, attempt);
    throw error;
  }
  // The language they sign in with is the one their later e-mails (access reminders) are written in.
  if (studentUid)
    await studentsCollection()
      .doc(studentUid)
      .update({ language })
      .catch(() => undefined);
  logInfo('login code requested', { language });
  res.json({ sent: true, email, attempt });
}
