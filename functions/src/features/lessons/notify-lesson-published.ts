import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { createOnce } from '../../lib/create-once.js';
import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { writeAll } from '../../lib/write-all.js';

/** The fields of a lesson document this notification needs. */
export interface PublishedLesson {
  courseId: string;
  courseName: string;
  title: string;
}

/** The lesson fields the notification names, from a lesson document. */
export const publishedLessonOf = (data: FirebaseFirestore.DocumentData): PublishedLesson => ({
  courseId: String(data.courseId),
  courseName: String(data.courseName ?? ''),
  title: String(data.title ?? ''),
});

/** The students who can open the course now: an active grant that has not expired. */
export async function studentsWithAccess(courseId: string, now: number): Promise<string[]> {
  const grants = await db
    .collection('grants')
    .where('courseId', '==', courseId)
    .where('expiresAt', '>', Timestamp.fromMillis(now))
    .get();
  return [...new Set(grants.docs.filter((grant) => grant.get('status') === 'active').map((g) => String(g.get('studentId'))))];
}

/** One notification per lesson and student: the id is derived, so writing it again changes nothing. */
export const lessonNoticeRef = (lessonId: string, studentId: string) =>
  db.collection('notifications').doc(`lesson_published_${lessonId}_${studentId}`);

/** 'New lesson' for one student; `params` lets the app word it in the student's language. */
export const lessonNotice = (lessonId: string, lesson: PublishedLesson, studentId: string, now: number) => ({
  userId: studentId,
  type: 'lesson_published',
  title: 'New lesson',
  body: `"${lesson.title}" is ready in ${lesson.courseName}.`,
  // The course too: once access to it has ended, the lesson cannot be read, and the page says whose access ended and when.
  link: `/student-dashboard/lessons?${new URLSearchParams({ lesson: lessonId, course: lesson.courseId }).toString()}`,
  params: { lessonTitle: lesson.title, courseName: lesson.courseName },
  createdAt: Timestamp.fromMillis(now),
  read: false,
});

/**
 * 'New lesson' in the bell of every student who can open the course now. Called where the API
 * makes a lesson go live: created published, a draft published (a finished video upload writes
 * its notices in the job's own transaction). Writes made by other means (the demo seed, an
 * import) notify nobody. It runs after the lesson is saved, so it never fails the request: an
 * error here would make the tutor send it again, and a create sent again is a second lesson.
 */
export async function notifyLessonPublished(lessonId: string, lesson: PublishedLesson, now = Date.now()): Promise<void> {
  try {
    const students = await studentsWithAccess(lesson.courseId, now);
    await Promise.all(
      students.map((studentId) =>
        createOnce(lessonNoticeRef(lessonId, studentId), lessonNotice(lessonId, lesson, studentId, now)),
      ),
    );
  } catch (error) {
    logError('telling students about a new lesson failed', { lessonId, error });
  }
}

/**
 * Removes the students' 'New lesson' notices of a lesson (found by their derived ids) once it is
 * unpublished or deleted: none may lead to a lesson they cannot open. Published again, it notifies
 * again. Like notifyLessonPublished it never fails the request, which has already saved the lesson.
 */
export async function withdrawLessonNotices(lessonId: string): Promise<void> {
  const prefix = `lesson_published_${lessonId}_`;
  try {
    const notices = await db
      .collection('notifications')
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`)
      .select()
      .get();
    await writeAll(notices.docs, (writer, doc) => writer.delete(doc.ref), 'withdrawing New lesson notices');
  } catch (error) {
    logError('withdrawing New lesson notices failed', { lessonId, error });
  }
}
