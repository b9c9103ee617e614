import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { logInfo } from '../../http/log.js';
import { auth, db } from '../../lib/firebase.js';
import type { TVerifyLoginCodeResponse, ZVerifyLoginCodeRequest } from '../../shared/schemas/auth.js';
import { authConfig } from './auth-config.js';
import { isOnboardedStudent } from './find-student.js';
import { checkLoginCode } from './login-code-store.js';

const NO_CODE = 'This code has expired or has already been used. Please request a new code.';

/**
 * POST /students/login/verify-login-code — a right code (once, within 10 minutes) answers a Firebase
 * custom token for the student's account, which the browser exchanges with signInWithCustomToken.
 * Nothing long-lived travels in a URL.
 */
export async function verifyLoginCode(req: Request, res: Response<TVerifyLoginCodeResponse>) {
  const { email, code, attempt } = req.body as z.output<typeof ZVerifyLoginCodeRequest>;
  const check = await checkLoginCode(email, code, attempt, authConfig().loginCodeSecret);
  switch (check.outcome) {
    case 'missing':
      throw new AppError('failed-precondition', NO_CODE);
    case 'cancelled':
      throw new AppError(
        'failed-precondition',
        'That code is not right, and after 5 wrong tries it has been cancelled. Please request a new code.',
      );
    case 'wrong':
      throw new AppError(
        'invalid-argument',
        `That code is not right. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`,
        { code: 'That code is not right.' },
        // The student is warned before the last try cancels the code.
        { reason: 'wrong-login-code', params: { triesLeft: String(check.triesLeft) } },
      );
    case 'accepted':
      break;
  }
  // The account may have been disabled or removed since the code was sent.
  if (!(await isOnboardedStudent(check.uid))) throw new AppError('failed-precondition', NO_CODE);

  const customToken = await auth.createCustomToken(check.uid);
  // Entering the code proves the address is theirs.
  await Promise.all([
    auth.updateUser(check.uid, { emailVerified: true }),
    db.collection('students').doc(check.uid).update({ lastActive: FieldValue.serverTimestamp() }),
  ]);
  logInfo('student signed in with a code', { uid: check.uid });
  res.json({ customToken, redirectUri: check.redirectUri });
}
