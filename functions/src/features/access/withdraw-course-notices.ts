import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { writeAll } from '../../lib/write-all.js';
import { lessonIdsOfCourses } from '../lessons/lessons-of-courses.js';
import { lessonNoticeRef } from '../lessons/notify-lesson-published.js';
import { studentCourseLink } from './grant-store.js';

/**
 * Removes a student's 'New course available' and 'New lesson' notices for courses they can no
 * longer open (revoked, or the tutor removed them): none may lead to a page that refuses them.
 * Access that simply ends keeps them, as the course and lesson pages then say when it ended.
 * Never fails its caller, whose change is already saved: a miss is logged.
 */
export async function withdrawCourseNotices(studentId: string, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  try {
    const courseLinks = new Set(courseIds.map(studentCourseLink));
    const [granted, lessonIds] = await Promise.all([
      db.collection('notifications').where('userId', '==', studentId).where('type', '==', 'access_granted').select('link').get(),
      lessonIdsOfCourses(courseIds),
    ]);
    const refs = [
      ...granted.docs.filter((notice) => courseLinks.has(String(notice.get('link')))).map((notice) => notice.ref),
      // Derived ids: deleting one that was never written is a no-op.
      ...lessonIds.map((lessonId) => lessonNoticeRef(lessonId, studentId)),
    ];
    await writeAll(refs, (writer, ref) => writer.delete(ref), 'withdrawing the notices of courses a student lost');
  } catch (error) {
    logError('withdrawing the notices of courses a student lost failed', { studentId, error });
  }
}
