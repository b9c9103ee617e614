import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { writeAll } from '../../lib/write-all.js';
import { lessonIdsOfCourses } from '../lessons/lessons-of-courses.js';
import { lessonNoticeRef } from '../lessons/notify-lesson-published.js';
import { grantRef, studentCourseLink } from './grant-store.js';

const noticesOf = (userId: string, type: string, field: string) =>
  db.collection('notifications').where('userId', '==', userId).where('type', '==', type).select(field).get();

/** Both sides' 'Access ending soon' about the student's grants of these courses (each names its grant). */
async function endingNoticesOf(tutorId: string, studentId: string, courseIds: readonly string[]) {
  const grantIds = new Set(courseIds.map((courseId) => grantRef(courseId, studentId).id));
  const [studentEnding, tutorEnding] = await Promise.all([
    noticesOf(studentId, 'access_expiring', 'grantId'),
    noticesOf(tutorId, 'access_expiring', 'grantId'),
  ]);
  return [...studentEnding.docs, ...tutorEnding.docs]
    .filter((notice) => grantIds.has(String(notice.get('grantId'))))
    .map((notice) => notice.ref);
}

/** Deletes the notices `find` names. Never fails its caller, whose change is already saved: a miss is logged. */
async function withdraw(what: string, studentId: string, find: () => Promise<FirebaseFirestore.DocumentReference[]>) {
  try {
    await writeAll(await find(), (writer, ref) => writer.delete(ref), what);
  } catch (error) {
    logError(`${what} failed`, { studentId, error });
  }
}

/**
 * Removes the notices about courses a student can no longer open (revoked, or the tutor removed
 * them): the student's 'New course available' and 'New lesson', which would lead to pages that
 * refuse them, and both sides' 'Access ending soon', no longer true. Access that simply ends keeps
 * them, as the course and lesson pages then say when it ended.
 */
export async function withdrawCourseNotices(tutorId: string, studentId: string, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await withdraw('withdrawing the notices of courses a student lost', studentId, async () => {
    const courseLinks = new Set(courseIds.map(studentCourseLink));
    const [granted, ending, lessonIds] = await Promise.all([
      noticesOf(studentId, 'access_granted', 'link'),
      endingNoticesOf(tutorId, studentId, courseIds),
      lessonIdsOfCourses(courseIds),
    ]);
    return [
      ...granted.docs.filter((notice) => courseLinks.has(String(notice.get('link')))).map((notice) => notice.ref),
      ...ending,
      // Derived ids: deleting one that was never written is a no-op.
      ...lessonIds.map((lessonId) => lessonNoticeRef(lessonId, studentId)),
    ];
  });
}

/**
 * Removes both sides' 'Access ending soon' about courses whose end date the tutor changed: they
 * name the old date. The daily job reminds them again ahead of the new one.
 */
export async function withdrawEndingNotices(tutorId: string, studentId: string, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await withdraw('withdrawing the access reminders of a changed end date', studentId, () =>
    endingNoticesOf(tutorId, studentId, courseIds),
  );
}
