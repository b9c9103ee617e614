import { Badge, Group } from '@mantine/core';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { lessonStatusColour } from '../lesson-format';

export function LessonBadges({ lesson }: { lesson: Pick<TLessonSummary, 'type' | 'status' | 'videoFailed'> }) {
  const { t } = useTranslation('lessons');
  return (
    <Group gap={6}>
      <Badge variant="outline" color="gray">
        {t(`types.${lesson.type}`)}
      </Badge>
      {/* A failed video waits for the tutor: "Processing" would have them wait for nothing. */}
      <Badge variant="light" color={lesson.videoFailed ? 'red' : lessonStatusColour(lesson.status)}>
        {lesson.videoFailed ? t('statuses.videoFailed') : t(`statuses.${lesson.status}`)}
      </Badge>
    </Group>
  );
}
