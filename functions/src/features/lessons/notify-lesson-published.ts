import { Timestamp } from 'firebase-admin/firestore';
import { createOnce } from '../../lib/create-once.js';
import { db } from '../../lib/firebase.js';

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

/**
 * 'New lesson' in the bell of every student who can open the course now (an active grant that has
 * not expired). Called where a lesson goes live: created published, a draft published, a video
 * whose upload finished. One notification per lesson and student even if called again (a retried
 * job); `params` lets the app word it in the student's language. Writes made by other means (the
 * demo seed, an import) notify nobody.
 */
export async function notifyLessonPublished(lessonId: string, lesson: PublishedLesson, now = Date.now()): Promise<number> {
  const grants = await db
    .collection('grants')
    .where('courseId', '==', lesson.courseId)
    .where('expiresAt', '>', Timestamp.fromMillis(now))
    .get();
  const students = new Set(
    grants.docs.filter((grant) => grant.get('status') === 'active').map((g) => String(g.get('studentId'))),
  );
  await Promise.all(
    [...students].map((studentId) =>
      createOnce(db.collection('notifications').doc(`lesson_published_${lessonId}_${studentId}`), {
        userId: studentId,
        type: 'lesson_published',
        title: 'New lesson',
        body: `"${lesson.title}" is ready in ${lesson.courseName}.`,
        link: `/student-dashboard/lessons?lesson=${encodeURIComponent(lessonId)}`,
        params: { lessonTitle: lesson.title, courseName: lesson.courseName },
        createdAt: Timestamp.fromMillis(now),
        read: false,
      }),
    ),
  );
  return students.size;
}
