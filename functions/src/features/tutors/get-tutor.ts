import type { Request, Response } from 'express';
import { AppError } from '../../http/errors.js';
import type { TTutorProfile } from '../../shared/schemas/tutor.js';
import { toTutorProfile, tutorsCollection } from './tutor-store.js';

/** GET /tutors/:tutorId — the caller's own profile (ownership checked by requireSelf). */
export async function getTutor(req: Request, res: Response<TTutorProfile>) {
  const tutorId = String(req.params.tutorId);
  const snapshot = await tutorsCollection().doc(tutorId).get();
  if (!snapshot.exists) throw new AppError('not-found', 'Teacher profile not found.');
  res.json(toTutorProfile(tutorId, snapshot.data() ?? {}));
}
