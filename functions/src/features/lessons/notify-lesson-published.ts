import { Timestamp } from 'firebase-admin/firestore';
import { createOnce } from '../../lib/create-once.js';
import { db } from '../../lib/firebase.js';

/** The fields of a lesson document this notification needs. */
export interface PublishedLesson {
  courseId: string;
  courseName: string;
  title: string;
}

/** A lesson turned published now: it was not published before this write and is after it. */
export function becamePublished(before: { status?: unknown } | undefined, after: { status?: unknown } | undefined): boolean {
  return after?.status === 'published' && before?.status !== 'published';
}

/**
 * 'New lesson' in the bell of every student who can open the course now (an active grant that has
 * not expired). One notification per lesson and student, whatever the trigger's retries; `params`
 * lets the app word it in the student's language.
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
