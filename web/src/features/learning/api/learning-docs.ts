import { percent } from '@shared/percent';
import { toDate } from '@/lib/dates';
import { LESSON_TYPES } from '@shared/schemas/lesson-rules';
import type { LearningCourse, LearningLesson, ProgressEntry } from '../model/learning-types';

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export interface GrantRecord {
  courseId: string;
  tutorId: string;
  grantedAt?: Date;
  expiresAt?: Date;
}

export function toGrant(data: Data): GrantRecord {
  return {
    courseId: text(data.courseId),
    tutorId: text(data.tutorId),
    grantedAt: toDate(data.grantedAt),
    expiresAt: toDate(data.expiresAt),
  };
}

export function toProgressEntry(data: Data): ProgressEntry | undefined {
  const status = data.status;
  if (status !== 'not_started' && status !== 'in_progress' && status !== 'completed') return undefined;
  return {
    lessonId: text(data.lessonId),
    courseId: text(data.courseId) || undefined,
    status,
    startedAt: toDate(data.startedAt),
    completedAt: toDate(data.completedAt),
    updatedAt: toDate(data.updatedAt),
    openedDays: Array.isArray(data.openedDays) ? data.openedDays.filter((day) => typeof day === 'number') : [],
  };
}

/**
 * The course image's address: the API serves it, versioned like the tutor's screens do it (by
 * `imageVersion`, else the creation time) so a new image is never hidden by the browser's cache.
 */
function courseImageSrc(courseId: string, course: Data): string | null {
  if (!text(course.imagePath)) return null;
  const version = typeof course.imageVersion === 'number' ? course.imageVersion : (toDate(course.createdAt)?.getTime() ?? 0);
  return `/api/courses/${encodeURIComponent(courseId)}/image?v=${version}`;
}

/** The course and its published lessons, as the student sees them, with their progress on each lesson. */
export function buildCourse(
  courseId: string,
  course: Data,
  expiresAt: Date,
  lessons: (Data & { id: string })[],
  progress: Map<string, ProgressEntry>,
): LearningCourse {
  const instructor = text(course.tutorName);
  const category = text(course.category);
  const courseLessons: LearningLesson[] = lessons.map((lesson) => {
    const entry = progress.get(lesson.id);
    return {
      id: lesson.id,
      courseId,
      courseName: text(course.name) || text(lesson.courseName),
      tutorId: text(lesson.tutorId),
      instructor,
      category,
      title: text(lesson.title),
      description: text(lesson.description),
      type: LESSON_TYPES.find((type) => type === lesson.type) ?? 'text',
      duration: text(lesson.duration),
      content: text(lesson.content),
      videoUrl: text(lesson.videoUrl) || null,
      status: entry?.status ?? 'not_started',
      completedAt: entry?.completedAt,
      lastActivityAt: entry?.updatedAt,
    };
  });
  const completedLessons = courseLessons.filter((lesson) => lesson.status === 'completed').length;
  return {
    id: courseId,
    name: text(course.name),
    description: text(course.description),
    category,
    difficulty: text(course.difficulty),
    duration: text(course.duration),
    tutorId: text(course.tutorId),
    instructor,
    imageSrc: courseImageSrc(courseId, course),
    expiresAt,
    lessons: courseLessons,
    completedLessons,
    percent: percent(completedLessons, courseLessons.length),
  };
}

/** The names of a tutor's courses from the student's enrolment (`enrolledCourses`), readable after access ends. */
export function enrolledCourseNames(enrolment: Data | undefined): Map<string, string> {
  const list = Array.isArray(enrolment?.enrolledCourses) ? (enrolment.enrolledCourses as Data[]) : [];
  return new Map(list.map((course) => [text(course.id), text(course.name)]));
}
