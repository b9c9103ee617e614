import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import {
  accessEndProblem,
  MAX_ACCESS_YEARS,
  type TCourseAccessResponse,
  type ZCourseAccessRequest,
} from '../../shared/schemas/access.js';
import type { TEnrolledCourse } from '../../shared/schemas/students.js';
import { enrolmentsOf, notEnrolled, toStudent } from '../students/student-store.js';
import { coursesCollection, grantRef, grantsCollection, studentCourseLink } from './grant-store.js';
import { withdrawCourseNotices, withdrawEndingNotices } from './withdraw-course-notices.js';
import { logWarn } from '../../http/log.js';
import { recountEnrolmentProgress } from '../progress/recount-progress.js';

function assertExpiry(expiresAt: number, now: number): void {
  const problem = accessEndProblem(expiresAt, now);
  if (problem === 'past') {
    throw new AppError(
      'invalid-argument',
      'The access end date must be in the future.',
      { expiresAt: 'Must be in the future.' },
      { reason: 'access-end-past' },
    );
  }
  if (problem === 'too-far') {
    throw new AppError(
      'invalid-argument',
      `Access can be granted for at most ${MAX_ACCESS_YEARS} years at a time.`,
      { expiresAt: `At most ${MAX_ACCESS_YEARS} years ahead.` },
      { reason: 'access-end-too-far', params: { years: String(MAX_ACCESS_YEARS) } },
    );
  }
}

type TSeenCourse = Pick<TEnrolledCourse, 'id' | 'expiresAt'>;

/** The same courses with the same ends, in any order. */
function sameCourses(stored: readonly TSeenCourse[], seen: readonly TSeenCourse[]): boolean {
  const key = (course: TSeenCourse) => `${course.id}@${course.expiresAt ?? ''}`;
  const seenKeys = new Set(seen.map(key));
  return stored.length === seen.length && stored.every((course) => seenKeys.has(key(course)));
}

/** The student's notification for a course newly opened to them; `params` lets the app word it in their language. */
function accessGrantedNotification(studentId: string, course: FirebaseFirestore.DocumentSnapshot) {
  const tutorName = String(course.get('tutorName') ?? '');
  const courseName = String(course.get('name') ?? '');
  return {
    userId: studentId,
    type: 'access_granted',
    title: 'New course available',
    body: `${tutorName} gave you access to ${courseName}.`,
    link: studentCourseLink(course.id),
    params: { tutorName, courseName },
    createdAt: FieldValue.serverTimestamp(),
    read: false,
  };
}

/**
 * POST /tutors/dashboard/:tutorId/students/:studentId/courses/access — sets the complete set of
 * the tutor's courses the student may open, all until `expiresAt`; courses left out are revoked.
 * A course whose access has already ended and is left out stays as it is, ended: the dialog does
 * not tick it, so giving a student a new course does not reopen their old ones, and the student
 * still sees that its access ended. Grants, the enrolment's course list and status, and the
 * courses' student counts change together.
 */
export async function saveCourseAccess(req: Request, res: Response<TCourseAccessResponse>) {
  const tutorId = String(req.params.tutorId);
  const studentId = String(req.params.studentId);
  const { expiresAt, courseIds, seenCourses } = req.body as z.output<typeof ZCourseAccessRequest>;
  assertExpiry(expiresAt, Date.now());
  const expiry = Timestamp.fromMillis(expiresAt);
  const enrolmentRef = enrolmentsOf(tutorId).doc(studentId);

  const { revokedIds, movedIds } = await db.runTransaction(async (tx) => {
    const enrolment = await tx.get(enrolmentRef);
    if (!enrolment.exists) throw notEnrolled('permission-denied');
    if (seenCourses && !sameCourses(toStudent(enrolment.id, enrolment.data() ?? {}).enrolledCourses, seenCourses)) {
      throw AppError.refusal(
        'failed-precondition',
        "This student's course access was changed elsewhere while this dialog was open. Close it and open it again to see the current access.",
        { reason: 'access-changed' },
      );
    }
    const courses = courseIds.length ? await tx.getAll(...courseIds.map((id) => coursesCollection().doc(id))) : [];
    if (courses.some((course) => !course.exists || course.get('tutorId') !== tutorId)) {
      throw new AppError('permission-denied', 'You can only grant access to your own courses.');
    }
    const existing = await tx.get(grantsCollection().where('studentId', '==', studentId).where('tutorId', '==', tutorId));
    const selected = new Set(courseIds);
    const hasEnded = (grant: FirebaseFirestore.QueryDocumentSnapshot) =>
      ((grant.get('expiresAt') as Timestamp | undefined)?.toMillis() ?? Infinity) <= Date.now();
    const leftOut = existing.docs.filter((grant) => !selected.has(String(grant.get('courseId'))));
    const ended = leftOut.filter(hasEnded);
    const revoked = leftOut.filter((grant) => !hasEnded(grant));
    const revokedCourses = revoked.length
      ? await tx.getAll(...revoked.map((grant) => coursesCollection().doc(String(grant.get('courseId')))))
      : [];
    const courseIdsOf = (grants: FirebaseFirestore.QueryDocumentSnapshot[]) =>
      new Set(grants.map((g) => String(g.get('courseId'))));
    // Counted in the course's studentCount until the daily job marks the grant expired...
    const counted = courseIdsOf(existing.docs.filter((g) => g.get('status') === 'active'));
    // ...but closed to the student (the rules) from its end: reopening it is news to them.
    const open = courseIdsOf(existing.docs.filter((g) => g.get('status') === 'active' && !hasEnded(g)));

    const now = FieldValue.serverTimestamp();
    // Grants given a new end date: their 'Access ending soon' notices name the old one.
    const movedIds: string[] = [];
    for (const course of courses) {
      const prior = existing.docs.find((grant) => grant.get('courseId') === course.id);
      const priorEnd = (prior?.get('expiresAt') as Timestamp | undefined)?.toMillis();
      const endStands = prior !== undefined && priorEnd === expiresAt;
      if (prior && !endStands) movedIds.push(course.id);
      tx.set(grantRef(course.id, studentId), {
        courseId: course.id,
        studentId,
        tutorId,
        grantedAt: (prior?.get('grantedAt') as Timestamp | undefined) ?? now,
        updatedAt: now,
        expiresAt: expiry,
        status: 'active',
        // A new end date deserves its own reminders; one that stands keeps the record of those
        // sent, or the daily job would e-mail the student and the tutor again.
        remindersSent: endStands ? ((prior.get('remindersSent') as string[] | undefined) ?? []) : [],
      });
      if (!counted.has(course.id)) tx.update(course.ref, { studentCount: FieldValue.increment(1) });
      if (!open.has(course.id)) tx.create(db.collection('notifications').doc(), accessGrantedNotification(studentId, course));
    }
    for (const grant of revoked) tx.delete(grant.ref);
    for (const course of revokedCourses) {
      if (course.exists && counted.has(course.id)) tx.update(course.ref, { studentCount: FieldValue.increment(-1) });
    }
    const endedIds = new Set(ended.map((grant) => String(grant.get('courseId'))));
    const endedCourses =
      (enrolment.get('enrolledCourses') as { id: string }[] | undefined)?.filter((c) => endedIds.has(c.id)) ?? [];
    tx.update(enrolmentRef, {
      enrolledCourses: [
        ...courses.map((course) => ({ id: course.id, name: String(course.get('name') ?? ''), expiresAt: expiry })),
        ...endedCourses,
      ],
      status: courses.length ? 'active' : 'inactive',
      updatedAt: now,
    });
    return { revokedIds: revoked.map((grant) => String(grant.get('courseId'))), movedIds };
  });
  // The courses changed, so the share of their lessons the student completed did too; the revoked
  // ones' notices would lead to pages that refuse the student now.
  await Promise.all([withdrawCourseNotices(tutorId, studentId, revokedIds), withdrawEndingNotices(tutorId, studentId, movedIds)]);
  await recountEnrolmentProgress(studentId, tutorId).catch((error: unknown) =>
    logWarn('recounting progress after an access change failed', { tutorId, studentId, error: String(error) }),
  );
  res.json({
    message: 'Course access saved.',
    expiresAt: expiry.toDate().toISOString(),
    granted: courseIds,
    revoked: revokedIds,
  });
}
