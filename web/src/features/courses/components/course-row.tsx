import { Box, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import classes from '@/components/stretched-card.module.css';
import { usePercent } from '@/lib/format';
import { CourseBadges } from './course-badges';
import { CourseFacts } from './course-facts';
import { CourseThumbnail } from './course-thumbnail';

/** A course in the list view: the card's content laid out in one row. */
export function CourseRow({ course, onOpen }: { course: TCourse; onOpen: (id: string) => void }) {
  const { t } = useTranslation('courses');
  const percent = usePercent();
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card}>
      <Group wrap="wrap" gap="md" align="center">
        <Box w={{ base: '100%', xs: 160 }}>
          <CourseThumbnail course={course} radius="sm" />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <Text fw={700}>{course.name}</Text>
            <CourseBadges course={course} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(`categories.${course.category}`)}
          </Text>
          <CourseFacts course={course} size="xs" />
        </Stack>
        <Stack gap={4} w={{ base: '100%', xs: 160 }}>
          <Text size="xs" c="dimmed">
            {t('progress')} · {percent(course.progress)}
          </Text>
          <Progress value={course.progress} size="sm" aria-label={t('progress')} />
          <Button
            variant="light"
            size="xs"
            onClick={() => onOpen(course.id)}
            className={classes.open}
            aria-label={t('viewDetailsOf', { name: course.name })}
          >
            {t('viewDetails')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
