import { Badge, Group } from '@mantine/core';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { lessonStatusColour } from '../lesson-format';

export function LessonBadges({ lesson }: { lesson: Pick<TLessonSummary, 'type' | 'status'> }) {
  const { t } = useTranslation('lessons');
  return (
    <Group gap={6}>
      <Badge variant="outline" color="gray">
        {t(`types.${lesson.type}`)}
      </Badge>
      <Badge variant="light" color={lessonStatusColour(lesson.status)}>
        {t(`statuses.${lesson.status}`)}
      </Badge>
    </Group>
  );
}
