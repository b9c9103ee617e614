import { Badge } from '@mantine/core';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { lessonStatusColour } from '../lesson-format';

/** Where a lesson stands: published, draft, processing, or a video that failed to publish (it waits for the tutor). */
export function PublicationBadge({ lesson }: { lesson: Pick<TLessonSummary, 'status' | 'videoFailed'> }) {
  const { t } = useTranslation('lessons');
  return (
    <Badge variant="light" color={lesson.videoFailed ? 'red' : lessonStatusColour(lesson.status)}>
      {lesson.videoFailed ? t('statuses.videoFailed') : t(`statuses.${lesson.status}`)}
    </Badge>
  );
}
