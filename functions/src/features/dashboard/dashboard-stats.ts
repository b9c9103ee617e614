import { db } from '../../lib/firebase.js';

/** Counts the query's documents on the server (an aggregation: one read per 1,000 index entries, no documents sent). */
export async function countOf(query: FirebaseFirestore.Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/**
 * Two of the tutor home's four stat cards (Active Courses and Completion Rate come with the course
 * progress, which reads the active courses anyway). Each is an aggregation query, so the cost stays
 * flat however many students and lessons there are.
 */
export async function dashboardCounts(tutorId: string) {
  const [totalStudents, totalLessons] = await Promise.all([
    countOf(db.collection(`tutors/${tutorId}/students`)),
    countOf(db.collection('lessons').where('tutorId', '==', tutorId)),
  ]);
  return { totalStudents, totalLessons };
}
