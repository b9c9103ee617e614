import * as z from 'zod/mini';
import { ZDocumentId } from './ids.js';
import {
  contentProblem,
  courseProblem,
  descriptionProblem,
  LESSON_MESSAGES,
  LESSON_STATUSES,
  LESSON_TYPES,
  minutesProblem,
  titleProblem,
  type TFieldNeed,
  type TLessonMessage,
} from './lesson-rules.js';
import { ZFileId } from './uploads.js';
import { toVideoEmbed } from '../video-links.js';

/** Multipart sends every field as a string; an empty optional field means "not given". */
const emptyAsUndefined = z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value));

/** Applies one of the rules in ./lesson-rules.ts, reporting its message. */
function rule<T>(problem: (value: T) => TLessonMessage | null) {
  return z.superRefine((value: T, ctx) => {
    const found = problem(value);
    if (found) ctx.addIssue({ code: 'custom', message: LESSON_MESSAGES[found] });
  });
}

const title = z.string(LESSON_MESSAGES.titleRequired).check(z.trim(), rule(titleProblem));
const courseId = z.string(LESSON_MESSAGES.courseRequired).check(z.trim(), rule(courseProblem));
const minutes = z.coerce.number(LESSON_MESSAGES.minutesRequired).check(rule(minutesProblem));
const description = (need: TFieldNeed) =>
  z.string().check(
    z.trim(),
    rule((value: string) => descriptionProblem(value, need)),
  );
const content = (need: TFieldNeed) => z.string().check(rule((html: string) => contentProblem(html, need)));

/** What a draft needs: a title and a course; the rest may still be empty. */
export const ZLessonDraftFields = z.object({
  title,
  courseId,
  description: z._default(description('limits'), ''),
  duration: z.pipe(emptyAsUndefined, z.optional(minutes)),
  content: z._default(content('limits'), ''),
});

/** What publishing needs (spec §5): title, description, course, duration and content all filled. */
export const ZLessonPublishFields = z.extend(ZLessonDraftFields, {
  description: description('filled'),
  duration: minutes,
  content: content('filled'),
});

/** A link from a supported video site (spec §5); stored as its embed URL. */
const videoLink = z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.refine((link) => toVideoEmbed(link) !== null, 'Please check the video URL format'),
);

const media = {
  /** The chunked upload of a video lesson's file (`POST /api/lessons/upload-chunk`). */
  fileId: z.pipe(emptyAsUndefined, z.optional(ZFileId)),
  /** Instead of a file: a link to a video already on a video site. */
  videoUrl: z.pipe(emptyAsUndefined, z.optional(videoLink)),
  /** Title and description of the YouTube video (default: the lesson's). */
  videoTitle: z.pipe(emptyAsUndefined, z.optional(z.string().check(z.trim(), z.maxLength(100)))),
  videoDescription: z.pipe(emptyAsUndefined, z.optional(z.string().check(z.trim(), z.maxLength(5000)))),
};

/**
 * `POST /api/lessons?type=video|text|interactive` (multipart; optional `image` thumbnail file).
 * `status` is `published` (Publish Lesson) or `draft` (Save as Draft); a video upload always
 * starts as `processing` and becomes `published` when the video is on YouTube.
 */
const STATUS_CHOICE = "Set status to 'draft' or 'published'.";

export const ZCreateLessonRequest = z.discriminatedUnion(
  'status',
  [
    z.extend(ZLessonDraftFields, { status: z.literal('draft'), ...media }),
    z.extend(ZLessonPublishFields, { status: z.literal('published'), ...media }),
  ],
  STATUS_CHOICE,
);
export type TCreateLessonRequest = z.infer<typeof ZCreateLessonRequest>;

export const ZCreateLessonQuery = z.object({ type: z._default(z.enum(LESSON_TYPES), 'video') });

/**
 * The lesson's `updatedAt` as the edit form was filled from it (`''` for a lesson stored without
 * one). If the lesson changed since (saved in another tab or on another device), nothing is saved
 * (409 `lesson-changed`): a form opened on an older version would otherwise undo that save.
 */
const seenUpdatedAt = z.string('Reload the page, then make your changes again.').check(z.maxLength(40));

/** `PUT /api/lessons/{id}` (JSON). Course, type and media cannot change after creation. */
export const ZUpdateLessonRequest = z.discriminatedUnion(
  'status',
  [
    z.extend(z.omit(ZLessonDraftFields, { courseId: true }), { status: z.literal('draft'), seenUpdatedAt }),
    z.extend(z.omit(ZLessonPublishFields, { courseId: true }), { status: z.literal('published'), seenUpdatedAt }),
  ],
  STATUS_CHOICE,
);
export type TUpdateLessonRequest = z.infer<typeof ZUpdateLessonRequest>;

export const ZLessonParams = z.object({ lessonId: ZDocumentId });
export const ZLessonsParams = z.object({ tutorId: z.string().check(z.minLength(1), z.maxLength(128)) });
export const ZLessonImageQuery = z.object({ v: z.optional(z.string().check(z.maxLength(32))) });

/** A lesson in the tutor's list: everything but the full content (an excerpt instead). */
export const ZLessonSummary = z.object({
  id: z.string(),
  tutorId: z.string(),
  course: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  type: z.enum(LESSON_TYPES),
  /** As stored, e.g. '15 minutes'. */
  duration: z.string(),
  status: z.enum(LESSON_STATUSES),
  /** A `processing` lesson whose video job failed: it waits for the tutor (publish again, or delete). */
  videoFailed: z.boolean(),
  views: z.number().check(z.int()),
  /** Percent of the course's enrolled students who completed it (from `progress`). */
  completion: z.number().check(z.gte(0), z.lte(100)),
  videoUrl: z.nullable(z.string()),
  youtubeVideoId: z.nullable(z.string()),
  /** Relative to the API base (`/api`). */
  thumbnailUrl: z.nullable(z.string()),
  excerpt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

export const ZLesson = z.extend(ZLessonSummary, { content: z.string() });
export type TLesson = z.infer<typeof ZLesson>;

export const ZLessonsResponse = z.object({ lessons: z.array(ZLessonSummary) });
export type TLessonsResponse = z.infer<typeof ZLessonsResponse>;

export const ZLessonResponse = z.object({ lesson: ZLesson });
export type TLessonResponse = z.infer<typeof ZLessonResponse>;

/** `POST /api/lessons`: the new lesson and, for a video upload, the publishing job to follow. */
export const ZCreateLessonResponse = z.object({ lesson: ZLesson, jobId: z.nullable(z.string()) });
export type TCreateLessonResponse = z.infer<typeof ZCreateLessonResponse>;
