import type { TLessonStatus, TLessonType } from '@shared/schemas/lesson-rules';
import { IconDeviceLaptop, IconFileText, IconVideo, type Icon } from '@tabler/icons-react';

export const LESSON_TYPE_ICONS: Record<TLessonType, Icon> = {
  video: IconVideo,
  text: IconFileText,
  interactive: IconDeviceLaptop,
};

/** Spec §4: published lessons are green, anything else yellow. */
export const lessonStatusColour = (status: TLessonStatus) => (status === 'published' ? 'green' : 'yellow');

/** Lesson thumbnails load from the API base plus `thumbnailUrl`. */
export const thumbnailSrc = (thumbnailUrl: string | null) => (thumbnailUrl ? `/api${thumbnailUrl}` : undefined);
