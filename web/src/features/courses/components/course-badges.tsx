import { Badge, Group } from '@mantine/core';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import { DIFFICULTY_COLOURS, statusColour } from '../course-format';

/** Difficulty and status badges (spec §4: active green, anything else yellow). */
export function CourseBadges({ course }: { course: Pick<TCourse, 'difficulty' | 'status'> }) {
  const { t } = useTranslation('courses');
  return (
    <Group gap={6}>
      <Badge color={DIFFICULTY_COLOURS[course.difficulty]} variant="light">
        {t(`difficulties.${course.difficulty}`)}
      </Badge>
      <Badge color={statusColour(course.status)} variant="light">
        {t(`statuses.${course.status}`)}
      </Badge>
    </Group>
  );
}
