import { lessonFieldsReady, type TLessonType } from '@shared/schemas/lesson-rules';
import type { TLesson } from '@shared/schemas/lessons';
import { durationIn } from '@shared/durations';

/** The create/edit form: the lesson's fields plus what the Media card holds before upload. */
export interface LessonFormValues {
  title: string;
  description: string;
  courseId: string;
  type: TLessonType;
  duration: number | string;
  content: string;
  videoFile: File | null;
  thumbnailFile: File | null;
  /** A video-site link, as its embed URL. */
  videoUrl: string;
  /** The saved lesson's `updatedAt` the form was filled from ('' for a new one): its save is refused if the lesson changed since. */
  seenUpdatedAt: string;
}

export const EMPTY_LESSON: LessonFormValues = {
  title: '',
  description: '',
  courseId: '',
  // Spec §3: a lesson's type defaults to video.
  type: 'video',
  duration: '',
  content: '',
  videoFile: null,
  thumbnailFile: null,
  videoUrl: '',
  seenUpdatedAt: '',
};

export function valuesOfLesson(lesson: TLesson): LessonFormValues {
  return {
    ...EMPTY_LESSON,
    title: lesson.title,
    description: lesson.description,
    courseId: lesson.course.id,
    type: lesson.type,
    duration: durationIn(lesson.duration, 'minutes') ?? '',
    content: lesson.content,
    videoUrl: lesson.videoUrl ?? '',
    seenUpdatedAt: lesson.updatedAt,
  };
}

/** Spec §5: Publish needs title, description, course, duration and content, checked with the API's own rules. */
export const canPublish = (values: LessonFormValues) => lessonFieldsReady(values, 'published');

/**
 * A draft needs a title and a course. A new video lesson also needs its video, as a link: the API
 * refuses a video lesson without one (its media cannot be added later), and an uploaded file is
 * published as soon as it is ready, so it cannot be a draft; nor can a saved lesson whose video is
 * still `processing` (the API refuses). An existing lesson's media is fixed.
 */
export const canSaveDraft = (values: LessonFormValues, saved: Pick<TLesson, 'status'> | null = null) =>
  lessonFieldsReady(values, 'draft') &&
  saved?.status !== 'processing' &&
  !(!saved && values.type === 'video' && (values.videoFile || !values.videoUrl));

/** The video a video lesson still lacks (spec §5 'Video File Required'). */
export const lacksVideo = (values: LessonFormValues) => values.type === 'video' && !values.videoFile && !values.videoUrl;
