import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { writeAll } from '../../lib/write-all.js';
import { lessonIdsOfCourses } from '../lessons/lessons-of-courses.js';
import { lessonNoticeRef } from '../lessons/notify-lesson-published.js';
import { grantRef, studentCourseLink } from './grant-store.js';

const noticesOf = (userId: string, type: string, field: string) =>
  db.collection('notifications').where('userId', '==', userId).where('type', '==', type).select(field).get();

/**
 * Removes the notices about courses a student can no longer open (revoked, or the tutor removed
 * them): the student's 'New course available' and 'New lesson', which would lead to pages that
 * refuse them, and both sides' 'Access ending soon', no longer true. Access that simply ends keeps
 * them, as the course and lesson pages then say when it ended. Never fails its caller, whose change
 * is already saved: a miss is logged.
 */
export async function withdrawCourseNotices(tutorId: string, studentId: string, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  try {
    const courseLinks = new Set(courseIds.map(studentCourseLink));
    const grantIds = new Set(courseIds.map((courseId) => grantRef(courseId, studentId).id));
    const [granted, studentEnding, tutorEnding, lessonIds] = await Promise.all([
      noticesOf(studentId, 'access_granted', 'link'),
      noticesOf(studentId, 'access_expiring', 'grantId'),
      noticesOf(tutorId, 'access_expiring', 'grantId'),
      lessonIdsOfCourses(courseIds),
    ]);
    const ending = [...studentEnding.docs, ...tutorEnding.docs].filter((notice) => grantIds.has(String(notice.get('grantId'))));
    const refs = [
      ...granted.docs.filter((notice) => courseLinks.has(String(notice.get('link')))).map((notice) => notice.ref),
      ...ending.map((notice) => notice.ref),
      // Derived ids: deleting one that was never written is a no-op.
      ...lessonIds.map((lessonId) => lessonNoticeRef(lessonId, studentId)),
    ];
    await writeAll(refs, (writer, ref) => writer.delete(ref), 'withdrawing the notices of courses a student lost');
  } catch (error) {
    logError('withdrawing the notices of courses a student lost failed', { studentId, error });
  }
}
