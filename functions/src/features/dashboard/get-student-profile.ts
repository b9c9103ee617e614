import type { Request, Response } from 'express';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import type { TStudentProfile } from '../../shared/schemas/dashboard.js';
import { DEFAULT_AVATAR } from '../tutors/tutor-store.js';

/** GET /students/:studentId — the signed-in student's own profile (ownership checked by requireSelf). */
export async function getStudentProfile(req: Request, res: Response<TStudentProfile>) {
  const studentId = String(req.params.studentId);
  const snapshot = await db.collection('students').doc(studentId).get();
  if (!snapshot.exists) throw new AppError('not-found', 'Student profile not found.');
  const data = snapshot.data() ?? {};
  res.set('Cache-Control', 'private, no-store');
  res.json({
    id: studentId,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    avatarUrl: data.avatarUrl ? String(data.avatarUrl) : DEFAULT_AVATAR,
  });
}
