import { db } from '../../lib/firebase.js';

/** Counts the query's documents on the server (an aggregation: one read per 1,000 index entries, no documents sent). */
export async function countOf(query: FirebaseFirestore.Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/**
 * Three of the tutor home's four stat cards (Completion Rate comes with the course progress). Each
 * is an aggregation query, so the cost stays flat however many students, courses and lessons there are.
 */
export async function dashboardCounts(tutorId: string) {
  const [totalStudents, activeCourses, totalLessons] = await Promise.all([
    countOf(db.collection(`tutors/${tutorId}/students`)),
    countOf(db.collection('courses').where('tutorId', '==', tutorId).where('status', '==', 'active')),
    countOf(db.collection('lessons').where('tutorId', '==', tutorId)),
  ]);
  return { totalStudents, activeCourses, totalLessons };
}
