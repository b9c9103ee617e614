import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { auth } from '../../lib/firebase.js';
import type * as z from 'zod/mini';
import type { TTutorSessionResponse, ZTutorSessionRequest } from '../../shared/schemas/tutor.js';
import { findOrCreateTutor } from '../tutors/tutor-store.js';

/**
 * POST /auth/tutor/session — called after every tutor sign-in. Creates the profile on the first
 * (Google) sign-in and gives the account the `tutor` role; a student account cannot become a tutor here.
 * Keeps the language the tutor signs in with, for their e-mails.
 */
export async function startTutorSession(req: Request, res: Response<TTutorSessionResponse>) {
  const caller = callerOf(req);
  if (caller.role === 'student') {
    throw new AppError('permission-denied', 'This Google account is registered as a student. Use the Student button to sign in.');
  }
  // Becoming a tutor takes a Google account; a tutor may come back through a sign-in link's custom token.
  if (!caller.email || (caller.role !== 'tutor' && caller.token.firebase.sign_in_provider !== 'google.com')) {
    throw new AppError('permission-denied', 'Teachers sign in with a Google account.');
  }
  const { language } = req.body as z.output<typeof ZTutorSessionRequest>;
  const tutor = await findOrCreateTutor(
    caller.uid,
    {
      name: String(caller.token.name ?? caller.email.split('@')[0]),
      email: caller.email,
      avatarUrl: String(caller.token.picture ?? ''),
    },
    language,
  );
  const refreshToken = caller.role !== 'tutor';
  if (refreshToken) await auth.setCustomUserClaims(caller.uid, { role: 'tutor' });
  res.json({ tutor, refreshToken });
}
