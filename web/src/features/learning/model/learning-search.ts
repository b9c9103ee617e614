import { matchesText as matches } from '@/lib/normalise-text';
import type { LearningCourse, LearningLesson } from './learning-types';

/** A category as searched: its key (`data science`) and the label the student sees. */
export const categoryWords = (category: string, categoryLabel: (category: string) => string) => [
  category.replace(/-/g, ' '),
  categoryLabel(category),
];

/** My Courses search: title, instructor or category (its key and the label the student sees). */
export function filterCourses(courses: LearningCourse[], query: string, categoryLabel: (category: string) => string) {
  return courses.filter((course) =>
    matches(query, [course.name, course.instructor, ...categoryWords(course.category, categoryLabel)]),
  );
}

/** My Lessons search: title, instructor, category or course; optionally only one course's lessons. */
export function filterLessons(
  lessons: LearningLesson[],
  query: string,
  courseId: string | null,
  categoryLabel: (category: string) => string,
) {
  return lessons.filter(
    (lesson) =>
      (!courseId || lesson.courseId === courseId) &&
      matches(query, [lesson.title, lesson.instructor, lesson.courseName, ...categoryWords(lesson.category, categoryLabel)]),
  );
}
