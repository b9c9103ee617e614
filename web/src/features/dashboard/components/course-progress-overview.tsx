import { Group, Progress, Text } from '@mantine/core';
import type { TCourseProgress } from '@shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';

/** Each active course's completion, from its students' progress records. */
export function CourseProgressOverview({ courses }: { courses: TCourseProgress[] | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <Panel
      title={t('courseProgress.title')}
      items={courses}
      empty={t('courseProgress.empty')}
      gap="lg"
      renderItem={(course) => (
        <li key={course.courseId}>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
            <Text fw={500} size="sm" truncate>
              {course.name}
            </Text>
            <Text fw={700} size="sm">
              {course.completionRate}%
            </Text>
          </Group>
          <Progress value={course.completionRate} size="md" radius="xl" aria-label={course.name} />
          <Text size="xs" c="dimmed" mt={4}>
            {t('courseProgress.students', { count: course.students })} ·{' '}
            {t('courseProgress.completed', { completed: course.completed, count: course.tracked })}
          </Text>
        </li>
      )}
    />
  );
}
