import * as z from 'zod/mini';
import { ZDocumentId } from './ids.js';
import { hasRichText, MAX_RICH_TEXT_LENGTH } from '../rich-text.js';

export const COURSE_CATEGORIES = ['programming', 'design', 'business', 'marketing', 'data-science'] as const;
export const COURSE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const COURSE_STATUSES = ['active', 'draft', 'archived'] as const;
export type TCourseCategory = (typeof COURSE_CATEGORIES)[number];
export type TCourseDifficulty = (typeof COURSE_DIFFICULTIES)[number];
export type TCourseStatus = (typeof COURSE_STATUSES)[number];

/** Course thumbnails: at most 5 MB, and really an image of THUMBNAIL_TYPES (checked by content, not by name). */
export const MAX_COURSE_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_COURSE_WEEKS = 520;

/**
 * The fields of the create and update dialogs (spec §3/§5), as the multipart form sends them.
 * Duration is a number of weeks, stored as '{n} weeks'; the description is rich text.
 */
export const ZCourseFields = z.object({
  name: z
    .string('Enter a course name.')
    .check(z.trim(), z.minLength(1, 'Enter a course name.'), z.maxLength(120, 'Keep the name under 120 characters.')),
  description: z
    .string()
    .check(z.maxLength(MAX_RICH_TEXT_LENGTH, 'The description is too long.'), z.refine(hasRichText, 'Enter a description.')),
  category: z.enum(COURSE_CATEGORIES, 'Choose a category.'),
  difficulty: z.enum(COURSE_DIFFICULTIES, 'Choose a difficulty.'),
  duration: z.coerce
    .number('Enter the duration in weeks.')
    .check(
      z.int('Enter a whole number of weeks.'),
      z.gte(1, 'Enter the duration in weeks.'),
      z.lte(MAX_COURSE_WEEKS, `At most ${MAX_COURSE_WEEKS} weeks.`),
    ),
});
export type TCourseFields = z.infer<typeof ZCourseFields>;

/** `POST /api/courses` (multipart; plus the required `image` file). */
export const ZCreateCourseRequest = ZCourseFields;
export type TCreateCourseRequest = TCourseFields;

/** `PUT /api/courses/{id}` (multipart; an optional `image` file replaces the thumbnail). */
export const ZUpdateCourseRequest = ZCourseFields;
export type TUpdateCourseRequest = TCourseFields;

export const ZCourseParams = z.object({ courseId: ZDocumentId });
export const ZCourseImageQuery = z.object({ v: z.optional(z.string().check(z.maxLength(32))) });

/** A course as the API returns it; counts and completion are computed from grants, lessons and progress. */
export const ZCourse = z.object({
  id: z.string(),
  tutorId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  difficulty: z.enum(COURSE_DIFFICULTIES),
  /** As stored, e.g. '8 weeks'. */
  duration: z.string(),
  status: z.enum(COURSE_STATUSES),
  /** Relative to the API base (`/api`); versioned, so a new thumbnail gets a new address. */
  imageUrl: z.nullable(z.string()),
  /** Students holding an unexpired access grant. */
  students: z.number().check(z.int()),
  lessons: z.number().check(z.int()),
  publishedLessons: z.number().check(z.int()),
  /** Percent of (enrolled student × published lesson) pairs completed. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  /** Nothing rates courses yet: always null until a rating feature exists. */
  rating: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;

export const ZCourseEnrolment = z.object({
  studentId: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  completedLessons: z.number().check(z.int()),
  progress: z.number().check(z.gte(0), z.lte(100)),
  expiresAt: z.string(),
});
export type TCourseEnrolment = z.infer<typeof ZCourseEnrolment>;

export const ZCourseActivity = z.object({
  studentName: z.string(),
  lessonTitle: z.string(),
  status: z.enum(['not_started', 'in_progress', 'completed']),
  updatedAt: z.string(),
});
export type TCourseActivity = z.infer<typeof ZCourseActivity>;

/** `GET /api/courses/{id}`: the course with its students' progress and their latest lesson activity. */
export const ZCourseDetail = z.extend(ZCourse, {
  enrolments: z.array(ZCourseEnrolment),
  recentActivity: z.array(ZCourseActivity),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZCoursesResponse = z.object({ courses: z.array(ZCourse) });
export type TCoursesResponse = z.infer<typeof ZCoursesResponse>;

export const ZCourseResponse = z.object({ course: ZCourse });
export type TCourseResponse = z.infer<typeof ZCourseResponse>;
