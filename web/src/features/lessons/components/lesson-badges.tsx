import { Badge, Group } from '@mantine/core';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { PublicationBadge } from './publication-badge';

export function LessonBadges({ lesson }: { lesson: Pick<TLessonSummary, 'type' | 'status' | 'videoFailed'> }) {
  const { t } = useTranslation('lessons');
  return (
    <Group gap={6}>
      <Badge variant="outline" color="gray">
        {t(`types.${lesson.type}`)}
      </Badge>
      <PublicationBadge lesson={lesson} />
    </Group>
  );
}
