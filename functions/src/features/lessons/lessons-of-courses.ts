import { db } from '../../lib/firebase.js';

/** Firestore's limit on the values of an `in` filter. */
const IN_LIMIT = 30;

/** The ids of the lessons of `courseIds` (only the published ones, if asked), in as many queries as the `in` limit needs. */
export async function lessonIdsOfCourses(courseIds: readonly string[], { publishedOnly = false } = {}): Promise<string[]> {
  const batches = await Promise.all(
    Array.from({ length: Math.ceil(courseIds.length / IN_LIMIT) }, (_, i) => {
      const lessons = db.collection('lessons').where('courseId', 'in', courseIds.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));
      return (publishedOnly ? lessons.where('status', '==', 'published') : lessons).select().get();
    }),
  );
  return batches.flatMap((batch) => batch.docs.map((lesson) => lesson.id));
}
