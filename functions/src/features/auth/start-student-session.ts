import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { auth, db } from '../../lib/firebase.js';
import type { TStudentSessionResponse } from '../../shared/schemas/auth.js';
import { isOnboardedStudent } from './find-student.js';

/** One answer for strangers and for addresses Google did not link: it never tells whether a student exists. */
const NOT_A_STUDENT =
  'This Google account is not linked to a student account yet. If your tutor invited you, open the invitation e-mail and accept it first; otherwise ask your tutor to invite you.';
/** Only an account made by this very sign-in may be removed. */
const FRESH_ACCOUNT_MS = 15 * 60 * 1000;

/** A role-less account this sign-in just made, holding no data: nothing is kept for strangers. */
async function removeIfThrowaway(uid: string): Promise<void> {
  const user = await auth.getUser(uid);
  const [tutor, student] = await Promise.all([db.doc(`tutors/${uid}`).get(), db.doc(`students/${uid}`).get()]);
  const throwaway =
    Object.keys(user.customClaims ?? {}).length === 0 &&
    user.providerData.every((p) => p.providerId === 'google.com') &&
    Date.now() - Date.parse(user.metadata.creationTime) < FRESH_ACCOUNT_MS &&
    !tutor.exists &&
    !student.exists;
  if (throwaway) await auth.deleteUser(uid);
}

/**
 * POST /auth/student/session — called after a student's Google sign-in. With Firebase's default
 * "one account per e-mail address", Google (which vouches for the address) signs in to the
 * student's existing account, so the caller already holds the `student` claim. Anyone else is
 * turned away, and an account the sign-in just created for them is removed again.
 */
export async function startStudentSession(req: Request, res: Response<TStudentSessionResponse>) {
  const caller = callerOf(req);
  if (caller.role === 'tutor') {
    throw AppError.refusal(
      'permission-denied',
      "This Google account belongs to a teacher. Use the Teacher's button to sign in.",
      { reason: 'teacher-google-account' },
    );
  }
  if (caller.role !== 'student' || !(await isOnboardedStudent(caller.uid))) {
    if (!caller.role) await removeIfThrowaway(caller.uid);
    throw new AppError('permission-denied', NOT_A_STUDENT);
  }
  await db.doc(`students/${caller.uid}`).update({ lastActive: FieldValue.serverTimestamp() });
  res.json({ ok: true });
}
