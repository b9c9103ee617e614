import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { richTextToPlain } from '@shared/rich-text';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import classes from '@/components/stretched-card.module.css';
import { usePercent } from '@/lib/format';
import { CourseBadges } from './course-badges';
import { CourseFacts } from './course-facts';
import { CourseThumbnail } from './course-thumbnail';

/** A course in the grid (spec §2): thumbnail, badges, name, 2-line description, facts, progress and 'View Details'; a click anywhere on the card opens it (§4). */
export function CourseCard({ course, onOpen }: { course: TCourse; onOpen: (id: string) => void }) {
  const { t } = useTranslation('courses');
  const percent = usePercent();
  return (
    <Card withBorder radius="md" padding="md" h="100%" className={classes.card}>
      <Card.Section>
        <CourseThumbnail course={course} radius="0" />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <CourseBadges course={course} />
        {/* Right under the screen's h1. */}
        <Title order={2} fz="lg" lineClamp={2}>
          {course.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {richTextToPlain(course.description)}
        </Text>
        <CourseFacts course={course} size="xs" />
        <Stack gap={4} mt="auto">
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('progress')}
            </Text>
            <Text size="xs" fw={600}>
              {percent(course.progress)}
            </Text>
          </Group>
          <Progress value={course.progress} size="sm" aria-label={t('progress')} />
        </Stack>
        <Button
          variant="light"
          fullWidth
          onClick={() => onOpen(course.id)}
          className={classes.open}
          aria-label={t('viewDetailsOf', { name: course.name })}
        >
          {t('viewDetails')}
        </Button>
      </Stack>
    </Card>
  );
}
