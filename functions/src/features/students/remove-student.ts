import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { writeAll } from '../../lib/write-all.js';
import { tutorsCollection } from '../tutors/tutor-store.js';
import { coursesCollection, grantsCollection } from '../access/grant-store.js';
import { withdrawCourseNotices } from '../access/withdraw-course-notices.js';
import { enrolmentsOf, notEnrolled } from './student-store.js';

/**
 * DELETE /tutors/dashboard/:tutorId/students/:studentId — the tutor no longer teaches this student:
 * their enrolment and every grant to the tutor's courses go in one transaction (the rules close the
 * courses at once), the class has a place free again (the plan's student limit), and the courses'
 * student counts drop. Their progress with the tutor goes after it, so it no longer counts in the
 * tutor's figures, and their notices of the tutor's courses and lessons, which would lead to pages
 * that refuse them now. The student's account and their other tutors are untouched. A student already
 * gone (another tab removed them) is a 404, after deleting any progress a failed attempt left.
 */
export async function removeStudent(req: Request, res: Response) {
  const tutorId = String(req.params.tutorId);
  const studentId = String(req.params.studentId);
  const enrolmentRef = enrolmentsOf(tutorId).doc(studentId);
  const tutorRef = tutorsCollection().doc(tutorId);

  const removed = await db.runTransaction(async (tx) => {
    const enrolment = await tx.get(enrolmentRef);
    if (!enrolment.exists) return null;
    const grants = await tx.get(grantsCollection().where('studentId', '==', studentId).where('tutorId', '==', tutorId));
    const tutor = await tx.get(tutorRef);
    // courses.studentCount counts active grants until the daily job marks them expired (save-course-access.ts).
    const counted = grants.docs.filter((grant) => grant.get('status') === 'active');
    const courses = counted.length
      ? await tx.getAll(...counted.map((grant) => coursesCollection().doc(String(grant.get('courseId')))))
      : [];
    for (const grant of grants.docs) tx.delete(grant.ref);
    for (const course of courses) if (course.exists) tx.update(course.ref, { studentCount: FieldValue.increment(-1) });
    tx.delete(enrolmentRef);
    if (tutor.exists) {
      const studentCount = Number(tutor.get('studentCount') ?? 0);
      tx.update(tutorRef, { studentCount: Math.max(0, studentCount - 1), updatedAt: FieldValue.serverTimestamp() });
    }
    return grants.docs.map((grant) => String(grant.get('courseId')));
  });

  if (removed) await withdrawCourseNotices(tutorId, studentId, removed);
  const progress = await db
    .collection('progress')
    .where('tutorId', '==', tutorId)
    .where('studentId', '==', studentId)
    .select()
    .get();
  const failed = await writeAll(
    progress.docs,
    (writer, doc) => writer.delete(doc.ref),
    'deleting the progress of a removed student',
  );
  // Left over, those records would still count in the tutor's completion figures: trying again
  // (the student is no longer enrolled: a 404) deletes them.
  if (failed > 0) {
    throw AppError.refusal('unavailable', 'The student was removed, but not all their progress was deleted. Please try again.', {
      reason: 'removal-incomplete',
    });
  }
  if (!removed) throw notEnrolled('not-found');
  res.status(204).end();
}
