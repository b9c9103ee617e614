import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TStudentCourseAccess } from '@shared/schemas/students';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { useApiQuery } from '@/lib/use-api-query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The student's open courses, each with the date their access ends (expired ones are not listed). */
export function MyCourseAccess({ studentId }: { studentId: string }) {
  const { t } = useTranslation('students');
  const { data } = useApiQuery<TStudentCourseAccess[]>(`/students/${encodeURIComponent(studentId)}/courses`);
  const [now] = useState(Date.now);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('myCourses.title')}
        </Title>
        <Text c="dimmed">{t('myCourses.subtitle')}</Text>
      </Stack>
      {!data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : data.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Text c="dimmed" ta="center">
            {t('myCourses.empty')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.map((course) => {
            const daysLeft = Math.max(1, Math.ceil((Date.parse(course.expiresAt) - now) / DAY_MS));
            return (
              <Card key={course.courseId} withBorder radius="md" padding="lg" component="article" aria-label={course.name}>
                <Text fw={600}>{course.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('myCourses.teacher', { name: course.tutorName })}
                </Text>
                <Group gap="xs" mt="md">
                  <IconCalendarEvent size={16} aria-hidden />
                  <Text size="sm">{t('myCourses.until', { date: formatDay(course.expiresAt) })}</Text>
                  <Badge color={daysLeft <= 7 ? 'orange' : 'green'} variant="light" style={{ textTransform: 'none' }}>
                    {t('myCourses.daysLeft', { count: daysLeft })}
                  </Badge>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
