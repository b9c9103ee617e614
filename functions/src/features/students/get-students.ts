import type { Request, Response } from 'express';
import type { TStudent } from '../../shared/schemas/students.js';
import { enrolmentsOf, toStudent } from './student-store.js';

/** GET /students/tutor/:tutorId — the caller's students, newest enrolment first (ownership checked by requireSelf). */
export async function getStudents(req: Request, res: Response<TStudent[]>) {
  const snapshot = await enrolmentsOf(String(req.params.tutorId)).orderBy('enrolledAt', 'desc').get();
  const now = Date.now();
  res.json(snapshot.docs.map((doc) => toStudent(doc.id, doc.data(), now)));
}
