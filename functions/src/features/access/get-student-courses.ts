import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TStudentCourseAccess } from '../../shared/schemas/students.js';
import { coursesCollection, grantsCollection } from './grant-store.js';

/**
 * GET /students/:studentId/courses — the courses the signed-in student may open now, each with its
 * end date. The same rule as firestore.rules: a grant counts only while `expiresAt` is in the future.
 */
export async function getStudentCourses(req: Request, res: Response<TStudentCourseAccess[]>) {
  const grants = await grantsCollection()
    .where('studentId', '==', String(req.params.studentId))
    .where('expiresAt', '>', Timestamp.now())
    .orderBy('expiresAt', 'asc')
    .get();
  if (grants.empty) {
    res.json([]);
    return;
  }
  const courses = await db.getAll(...grants.docs.map((grant) => coursesCollection().doc(String(grant.get('courseId')))));
  const answer: TStudentCourseAccess[] = [];
  grants.docs.forEach((grant, index) => {
    const course = courses[index];
    if (!course?.exists) return;
    answer.push({
      courseId: course.id,
      name: String(course.get('name') ?? ''),
      tutorName: String(course.get('tutorName') ?? ''),
      expiresAt: (grant.get('expiresAt') as Timestamp).toDate().toISOString(),
    });
  });
  res.json(answer);
}
