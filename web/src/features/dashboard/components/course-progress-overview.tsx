import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TCourseProgress } from '@shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';

/** Each active course's completion, from its students' progress records. */
export function CourseProgressOverview({ courses }: { courses: TCourseProgress[] | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Title order={2} fz="h4" mb="md">
        {t('courseProgress.title')}
      </Title>
      {!courses ? (
        <Stack>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : courses.length === 0 ? (
        <Text c="dimmed">{t('courseProgress.empty')}</Text>
      ) : (
        <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {courses.map((course) => (
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
                {t('courseProgress.completed', { completed: course.completed, tracked: course.tracked })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
