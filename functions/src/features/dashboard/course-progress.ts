import { db } from '../../lib/firebase.js';
import type { TCourseProgress } from '../../shared/schemas/dashboard.js';
import { courseCompletion } from '../courses/course-stats.js';
import { loadLearningRecords, loadLessonRecords } from '../courses/learning-records.js';
import { percent } from '../../shared/percent.js';

/** The overview shows this many active courses, newest first. */
export const COURSE_PROGRESS_LIMIT = 10;

/**
 * Per active course, newest first: its enrolled students (unexpired access) and how many of their
 * published lessons they completed, out of students × published lessons. The same figures as the
 * Courses screen (courseStats), so the home and a course's card never disagree.
 */
export async function activeCourseProgress(tutorId: string): Promise<TCourseProgress[]> {
  const [courses, lessons, records] = await Promise.all([
    db.collection('courses').where('tutorId', '==', tutorId).orderBy('createdAt', 'desc').get(),
    loadLessonRecords(tutorId),
    loadLearningRecords(tutorId),
  ]);
  const active = courses.docs.filter((course) => course.get('status') === 'active');
  return active.map((course) => {
    const { students, published, completed } = courseCompletion(course.id, lessons, records);
    const tracked = students * published;
    return {
      courseId: course.id,
      name: String(course.get('name') ?? ''),
      students,
      completed,
      tracked,
      completionRate: percent(completed, tracked),
    };
  });
}

/** The home's Completion Rate: every active course's completed pairs over its tracked ones, so it agrees with the overview. */
export function overallCompletion(courses: readonly TCourseProgress[]): number {
  const sum = (pick: (course: TCourseProgress) => number) => courses.reduce((total, course) => total + pick(course), 0);
  return percent(
    sum((course) => course.completed),
    sum((course) => course.tracked),
  );
}
