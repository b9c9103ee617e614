import { db } from '../../lib/firebase.js';

/** `grants/{courseId}_{studentId}` (docs/data-model.md): one key, so the rules check access with a single get(). */
export const grantsCollection = () => db.collection('grants');
export const grantRef = (courseId: string, studentId: string) => grantsCollection().doc(`${courseId}_${studentId}`);
export const coursesCollection = () => db.collection('courses');

/** Where a student's notice about a course leads: My Courses with that course open. */
export const studentCourseLink = (courseId: string) => `/student-dashboard/courses?course=${encodeURIComponent(courseId)}`;
