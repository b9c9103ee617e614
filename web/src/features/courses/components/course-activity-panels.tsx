import { Avatar, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCourseDetail } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import { formatDate, toDate } from '@/lib/dates';
import { usePercent } from '@/lib/format';

const dateOf = (iso: string, language: string) => {
  const date = toDate(iso);
  return date ? formatDate(date, language) : '';
};

/** Recent Student Activity and Progress Overview of one course, from its students' real progress. */
export function CourseActivityPanels({ course }: { course: TCourseDetail }) {
  const { t, i18n } = useTranslation('courses');
  const percent = usePercent();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          {t('detail.recentActivity')}
        </Title>
        {course.recentActivity.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('detail.noActivity')}
          </Text>
        ) : (
          <Stack gap="sm">
            {course.recentActivity.map((activity) => (
              <div key={`${activity.studentName}-${activity.lessonTitle}-${activity.updatedAt}`}>
                <Text size="sm">
                  {t(`detail.activity.${activity.status}`, {
                    name: activity.studentName || t('detail.unknownStudent'),
                    lesson: activity.lessonTitle || t('detail.unknownLesson'),
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {dateOf(activity.updatedAt, i18n.language)}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          {t('detail.progressOverview')}
        </Title>
        {course.enrolments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('detail.noStudents')}
          </Text>
        ) : (
          <Stack gap="md">
            {course.enrolments.map((student) => (
              <Group key={student.studentId} wrap="nowrap" align="flex-start">
                <Avatar src={student.avatarUrl || undefined} alt="" radius="xl" size="sm" />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={600} truncate>
                      {student.name || t('detail.unknownStudent')}
                    </Text>
                    <Text size="sm">{percent(student.progress)}</Text>
                  </Group>
                  <Progress value={student.progress} size="sm" aria-label={student.name} />
                  <Text size="xs" c="dimmed">
                    {t('detail.lessonsDone', { done: student.completedLessons, total: course.publishedLessons })} ·{' '}
                    {t('detail.accessUntil', { date: dateOf(student.expiresAt, i18n.language) })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </SimpleGrid>
  );
}
