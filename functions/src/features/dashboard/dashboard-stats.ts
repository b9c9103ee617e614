import { db } from '../../lib/firebase.js';
import { percent } from '../../shared/percent.js';

/** Counts the query's documents on the server (an aggregation: one read per 1,000 index entries, no documents sent). */
export async function countOf(query: FirebaseFirestore.Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/**
 * The four numbers of the tutor home's stat cards. Every figure is an aggregation query, so the
 * cost stays flat however many students, courses, lessons and progress records the tutor has.
 */
export async function dashboardStats(tutorId: string) {
  const progress = db.collection('progress').where('tutorId', '==', tutorId);
  const [totalStudents, activeCourses, totalLessons, tracked, completed] = await Promise.all([
    countOf(db.collection(`tutors/${tutorId}/students`)),
    countOf(db.collection('courses').where('tutorId', '==', tutorId).where('status', '==', 'active')),
    countOf(db.collection('lessons').where('tutorId', '==', tutorId)),
    countOf(progress),
    countOf(progress.where('status', '==', 'completed')),
  ]);
  return { totalStudents, activeCourses, totalLessons, completionRate: percent(completed, tracked) };
}
