import type { TCourseDetail, TCoursesResponse } from '@shared/schemas/courses';
import { useApiQuery } from '@/lib/use-api-query';

/** The tutor's courses with live counts (`GET /api/courses/tutor/{tutorId}`). */
export function useCourses(tutorId: string | undefined) {
  return useApiQuery<TCoursesResponse>(tutorId ? `/courses/tutor/${tutorId}` : null);
}

/** One course with its students' progress (`GET /api/courses/{id}`). */
export function useCourse(courseId: string | undefined) {
  return useApiQuery<TCourseDetail>(courseId ? `/courses/${courseId}` : null);
}
