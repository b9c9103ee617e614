import { isDocumentId } from './id-rules.js';
import { hasRichText, MAX_RICH_TEXT_LENGTH } from '../rich-text.js';

/**
 * A lesson's form rules (spec §5), free of zod so the web editor stays small (zod is ~9 kB gzip of
 * that page); the API's schemas in ./lessons.ts apply the same functions, so the editor's Publish
 * and Save as Draft buttons agree with what the API accepts.
 */
export const LESSON_TYPES = ['video', 'text', 'interactive'] as const;
export const LESSON_STATUSES = ['draft', 'processing', 'published'] as const;
export type TLessonType = (typeof LESSON_TYPES)[number];
export type TLessonStatus = (typeof LESSON_STATUSES)[number];

export const MAX_LESSON_MINUTES = 1440;
export const MAX_LESSON_TITLE_LENGTH = 150;
export const MAX_LESSON_DESCRIPTION_LENGTH = 2000;
export const MAX_LESSON_THUMBNAIL_BYTES = 5 * 1024 * 1024;

export const LESSON_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `Keep the title under ${MAX_LESSON_TITLE_LENGTH} characters.`,
  courseRequired: 'Choose a course.',
  descriptionRequired: 'Enter a description.',
  descriptionTooLong: `Keep the description under ${MAX_LESSON_DESCRIPTION_LENGTH} characters.`,
  minutesRequired: 'Enter the duration in minutes.',
  minutesWhole: 'Enter a whole number of minutes.',
  minutesTooMany: `At most ${MAX_LESSON_MINUTES} minutes.`,
  contentRequired: 'Add the lesson content.',
  contentTooLong: 'The content is too long.',
} as const;
export type TLessonMessage = keyof typeof LESSON_MESSAGES;

/** What a field needs: only its limits (a draft's optional fields), or to be filled too (publishing). */
export type TFieldNeed = 'limits' | 'filled';

export function titleProblem(value: string): TLessonMessage | null {
  const title = value.trim();
  if (!title) return 'titleRequired';
  return title.length > MAX_LESSON_TITLE_LENGTH ? 'titleTooLong' : null;
}

export function courseProblem(value: string): TLessonMessage | null {
  const id = value.trim();
  return id && id.length <= 128 && isDocumentId(id) ? null : 'courseRequired';
}

export function descriptionProblem(value: string, need: TFieldNeed): TLessonMessage | null {
  const description = value.trim();
  if (!description && need === 'filled') return 'descriptionRequired';
  return description.length > MAX_LESSON_DESCRIPTION_LENGTH ? 'descriptionTooLong' : null;
}

/** A number of minutes, once read as a number (NaN when it is not one). */
export function minutesProblem(minutes: number): TLessonMessage | null {
  if (Number.isNaN(minutes)) return 'minutesRequired';
  if (!Number.isInteger(minutes)) return 'minutesWhole';
  if (minutes < 1) return 'minutesRequired';
  return minutes > MAX_LESSON_MINUTES ? 'minutesTooMany' : null;
}

/** Rich-text content: filled means some text, not just empty paragraphs. */
export function contentProblem(html: string, need: TFieldNeed): TLessonMessage | null {
  if (html.length > MAX_RICH_TEXT_LENGTH) return 'contentTooLong';
  return need === 'filled' && !hasRichText(html) ? 'contentRequired' : null;
}

/** The fields both forms fill in; the duration as typed ('' when empty). */
export interface TLessonTextFields {
  title: string;
  courseId: string;
  description: string;
  duration: number | string;
  content: string;
}

/**
 * Whether the fields can be saved with `status`: a draft needs a title and a course, the rest only
 * within limits; publishing needs every field filled (spec §5).
 */
export function lessonFieldsReady(fields: TLessonTextFields, status: 'draft' | 'published'): boolean {
  const need: TFieldNeed = status === 'published' ? 'filled' : 'limits';
  const durationGiven = String(fields.duration).trim() !== '';
  return (
    !titleProblem(fields.title) &&
    !courseProblem(fields.courseId) &&
    !descriptionProblem(fields.description, need) &&
    !contentProblem(fields.content, need) &&
    (durationGiven ? !minutesProblem(Number(fields.duration)) : need === 'limits')
  );
}
