import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { enrolmentsOf } from '../students/student-store.js';
import { coursesCollection, grantsCollection } from './grant-store.js';

const hasAccessAt = (courses: unknown, now: number) =>
  Array.isArray(courses) &&
  courses.some(
    (c) =>
      (c as { expiresAt?: unknown }).expiresAt instanceof Timestamp && (c as { expiresAt: Timestamp }).expiresAt.toMillis() > now,
  );

/**
 * Marks every grant whose end has passed as `expired` (the rules already deny it by time), takes
 * it off the course's student count, and marks the student inactive with the tutor once none of
 * their courses from that tutor is still open. Each grant is one transaction, so a rerun is harmless.
 */
export async function expireGrants(now: Date): Promise<{ expired: number; deactivated: number }> {
  const due = await grantsCollection().where('status', '==', 'active').where('expiresAt', '<=', Timestamp.fromDate(now)).get();
  let expired = 0;
  let deactivated = 0;
  for (const doc of due.docs) {
    const outcome = await db.runTransaction(async (tx) => {
      const grant = await tx.get(doc.ref);
      const expiresAt = grant.get('expiresAt') as Timestamp | undefined;
      if (!grant.exists || grant.get('status') !== 'active' || !expiresAt || expiresAt.toMillis() > now.getTime()) return null;
      const enrolmentRef = enrolmentsOf(String(grant.get('tutorId'))).doc(String(grant.get('studentId')));
      const courseRef = coursesCollection().doc(String(grant.get('courseId')));
      const [enrolment, course] = await tx.getAll(enrolmentRef, courseRef);
      tx.update(grant.ref, { status: 'expired', expiredAt: Timestamp.fromDate(now) });
      if (course?.exists) tx.update(courseRef, { studentCount: FieldValue.increment(-1) });
      const deactivate =
        !!enrolment?.exists &&
        enrolment.get('status') !== 'inactive' &&
        !hasAccessAt(enrolment.get('enrolledCourses'), now.getTime());
      if (deactivate) tx.update(enrolmentRef, { status: 'inactive' });
      return { deactivate };
    });
    if (!outcome) continue;
    expired += 1;
    if (outcome.deactivate) deactivated += 1;
  }
  return { expired, deactivated };
}
