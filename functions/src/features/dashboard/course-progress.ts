import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TCourseProgress } from '../../shared/schemas/dashboard.js';
import { countOf } from './dashboard-stats.js';
import { percent } from './percent.js';

/** The overview shows this many active courses, newest first. */
export const COURSE_PROGRESS_LIMIT = 10;

/**
 * Per active course: how many students hold access now, and how many of its lesson records are
 * completed. Counted by aggregation queries, three per course.
 */
export async function courseProgress(tutorId: string, now = Date.now()): Promise<TCourseProgress[]> {
  const courses = await db.collection('courses').where('tutorId', '==', tutorId).orderBy('createdAt', 'desc').get();
  const active = courses.docs.filter((course) => course.get('status') === 'active').slice(0, COURSE_PROGRESS_LIMIT);
  return Promise.all(
    active.map(async (course) => {
      const progress = db.collection('progress').where('courseId', '==', course.id);
      const [students, tracked, completed] = await Promise.all([
        countOf(db.collection('grants').where('courseId', '==', course.id).where('expiresAt', '>', Timestamp.fromMillis(now))),
        countOf(progress),
        countOf(progress.where('status', '==', 'completed')),
      ]);
      return {
        courseId: course.id,
        name: String(course.get('name') ?? ''),
        students,
        completed,
        tracked,
        completionRate: percent(completed, tracked),
      };
    }),
  );
}
