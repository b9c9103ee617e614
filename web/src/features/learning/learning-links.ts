import { paths } from '@/config/paths';

/** A course's detail view inside My Courses. */
export const courseHref = (courseId: string) => `${paths.studentDashboard.courses}?course=${encodeURIComponent(courseId)}`;

/** A lesson's page inside My Lessons (video or text, with 'Mark as complete'). */
export const lessonHref = (lessonId: string) => `${paths.studentDashboard.lessons}?lesson=${encodeURIComponent(lessonId)}`;
