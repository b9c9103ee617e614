import type { ChunkedUpload } from '@/lib/chunked-upload';
import type { LessonFormValues } from './lesson-form-values';

/**
 * A video lesson whose upload (or create) failed after the tutor had left New Lesson: the form and
 * the chunks that arrived, kept in this tab so that coming back to New Lesson finds the lesson as it
 * was written, and publishing it again sends only what is missing. One at a time, for its tutor only.
 */
export interface UnfinishedVideoLesson {
  uid: string;
  values: LessonFormValues;
  upload: ChunkedUpload;
  /** Where the upload stopped, shown under the Publish button. */
  percent: number;
}

let kept: UnfinishedVideoLesson | null = null;

export function keepUnfinishedVideoLesson(lesson: UnfinishedVideoLesson): void {
  kept = lesson;
}

/** The lesson kept for `uid`, if any: another account signed in on this tab never sees it. */
export function unfinishedVideoLessonOf(uid: string | undefined): UnfinishedVideoLesson | null {
  return kept && kept.uid === uid ? kept : null;
}

/** Once New Lesson has taken it up again: the page's form holds it from then on. */
export function forgetUnfinishedVideoLesson(lesson: UnfinishedVideoLesson | null): void {
  if (kept === lesson) kept = null;
}
