import { z } from 'zod';
import { ZDocumentId } from './ids.js';
import { hasRichText, MAX_RICH_TEXT_LENGTH } from '../rich-text.js';
import { toVideoEmbed } from '../video-links.js';

export const LESSON_TYPES = ['video', 'text', 'interactive'] as const;
export const LESSON_STATUSES = ['draft', 'processing', 'published'] as const;
export type TLessonType = (typeof LESSON_TYPES)[number];
export type TLessonStatus = (typeof LESSON_STATUSES)[number];

export const MAX_LESSON_MINUTES = 1440;
export const MAX_LESSON_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/** Multipart sends every field as a string; an empty optional field means "not given". */
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const title = z.string('Enter a title.').trim().min(1, 'Enter a title.').max(150, 'Keep the title under 150 characters.');
const courseId = z.string('Choose a course.').trim().min(1, 'Choose a course.').max(128);
const minutes = z.coerce
  .number('Enter the duration in minutes.')
  .int('Enter a whole number of minutes.')
  .min(1, 'Enter the duration in minutes.')
  .max(MAX_LESSON_MINUTES, `At most ${MAX_LESSON_MINUTES} minutes.`);
const content = z.string().max(MAX_RICH_TEXT_LENGTH, 'The content is too long.');
const description = z.string().trim().max(2000, 'Keep the description under 2000 characters.');

/** What a draft needs: a title and a course; the rest may still be empty. */
export const ZLessonDraftFields = z.object({
  title,
  courseId,
  description: description.default(''),
  duration: z.preprocess(emptyAsUndefined, minutes.optional()),
  content: content.default(''),
});

/** What publishing needs (spec §5): title, description, course, duration and content all filled. */
export const ZLessonPublishFields = ZLessonDraftFields.extend({
  description: description.min(1, 'Enter a description.'),
  duration: minutes,
  content: content.refine(hasRichText, 'Add the lesson content.'),
});

/** A link from a supported video site (spec §5); stored as its embed URL. */
const videoLink = z
  .string()
  .trim()
  .max(2048)
  .refine((link) => toVideoEmbed(link) !== null, 'Please check the video URL format');

const media = {
  /** The chunked upload of a video lesson's file (`POST /api/lessons/upload-chunk`). */
  fileId: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(200).optional()),
  /** Instead of a file: a link to a video already on a video site. */
  videoUrl: z.preprocess(emptyAsUndefined, videoLink.optional()),
  /** Title and description of the YouTube video (default: the lesson's). */
  videoTitle: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  videoDescription: z.preprocess(emptyAsUndefined, z.string().trim().max(5000).optional()),
};

/**
 * `POST /api/lessons?type=video|text|interactive` (multipart; optional `image` thumbnail file).
 * `status` is `published` (Publish Lesson) or `draft` (Save as Draft); a video upload always
 * starts as `processing` and becomes `published` when the video is on YouTube.
 */
export const ZCreateLessonRequest = z.discriminatedUnion('status', [
  ZLessonDraftFields.extend({ status: z.literal('draft'), ...media }),
  ZLessonPublishFields.extend({ status: z.literal('published'), ...media }),
]);
export type TCreateLessonRequest = z.infer<typeof ZCreateLessonRequest>;

export const ZCreateLessonQuery = z.object({ type: z.enum(LESSON_TYPES).default('video') });

/** `PUT /api/lessons/{id}` (JSON). Course, type and media cannot change after creation. */
export const ZUpdateLessonRequest = z.discriminatedUnion('status', [
  ZLessonDraftFields.omit({ courseId: true }).extend({ status: z.literal('draft') }),
  ZLessonPublishFields.omit({ courseId: true }).extend({ status: z.literal('published') }),
]);
export type TUpdateLessonRequest = z.infer<typeof ZUpdateLessonRequest>;

export const ZLessonParams = z.object({ lessonId: ZDocumentId });
export const ZLessonsParams = z.object({ tutorId: z.string().min(1).max(128) });
export const ZLessonImageQuery = z.object({ v: z.string().max(32).optional() });

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
  views: z.number().int(),
  /** Percent of the course's enrolled students who completed it (from `progress`). */
  completion: z.number().min(0).max(100),
  videoUrl: z.string().nullable(),
  youtubeVideoId: z.string().nullable(),
  /** Relative to the API base (`/api`). */
  thumbnailUrl: z.string().nullable(),
  excerpt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

export const ZLesson = ZLessonSummary.extend({ content: z.string() });
export type TLesson = z.infer<typeof ZLesson>;

export const ZLessonsResponse = z.object({ lessons: z.array(ZLessonSummary) });
export type TLessonsResponse = z.infer<typeof ZLessonsResponse>;

export const ZLessonResponse = z.object({ lesson: ZLesson });
export type TLessonResponse = z.infer<typeof ZLessonResponse>;

/** `POST /api/lessons`: the new lesson and, for a video upload, the publishing job to follow. */
export const ZCreateLessonResponse = z.object({ lesson: ZLesson, jobId: z.string().nullable() });
export type TCreateLessonResponse = z.infer<typeof ZCreateLessonResponse>;
