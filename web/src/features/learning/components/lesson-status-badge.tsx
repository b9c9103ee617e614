import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProgressStatus } from '../model/learning-types';

const COLORS: Record<TProgressStatus, string> = { not_started: 'gray', in_progress: 'blue', completed: 'green' };

export function LessonStatusBadge({ status }: { status: TProgressStatus }) {
  const { t } = useTranslation('learning');
  return (
    <Badge color={COLORS[status]} variant="light" size="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
