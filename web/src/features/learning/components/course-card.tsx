import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { courseHref, lessonHref } from '../learning-links';
import type { CourseCardData } from '../model/course-card-data';
import { AccessExpiry } from './access-expiry';
import { CourseImage } from './course-image';
import { useLabels } from './use-labels';
import { useDurationText } from '@/lib/duration';

/**
 * A My Courses card (spec §2): image, percent badge, instructor, progress, lessons, duration, access
 * end, action. `priority` for the first card in sight: its image is the page's largest content.
 * `headingOrder`: 2 right under the page's h1 (My Courses), 3 under a section's h2 (the home).
 */
export function CourseCard({
  course,
  priority = false,
  headingOrder = 3,
}: {
  course: CourseCardData;
  priority?: boolean;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('learning');
  const durationText = useDurationText();
  const labels = useLabels();
  return (
    <Card withBorder radius="lg" padding="md" h="100%">
      <Card.Section pos="relative">
        <CourseImage src={course.imageSrc} alt={course.name} height={150} priority={priority} />
        <Badge pos="absolute" top={10} right={10} color={course.percent === 100 ? 'green' : 'dark'} variant="filled">
          {t('course.percentComplete', { percent: course.percent })}
        </Badge>
      </Card.Section>
      <Stack gap={8} mt="md" h="100%">
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {labels.category(course.category)}
          </Badge>
          <Badge variant="outline" color="gray" size="sm">
            {labels.difficulty(course.difficulty)}
          </Badge>
        </Group>
        <Anchor component={Link} to={courseHref(course.id)} c="inherit" underline="hover">
          {/* Always two lines high: every card, and the home's placeholder for one, has the same height. */}
          <Title order={headingOrder} fz="lg" lineClamp={2} mih="2lh">
            {course.name}
          </Title>
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('course.instructor', { name: course.instructor })}
        </Text>
        <Progress value={course.percent} radius="xl" aria-label={t('course.percentComplete', { percent: course.percent })} />
        <Group gap="md">
          <Text size="xs" c="dimmed">
            <IconPlayerPlay size={13} style={{ verticalAlign: -2, marginInlineEnd: 4 }} aria-hidden />
            {t('course.lessons', { count: course.lessonCount })}
          </Text>
          {course.duration && (
            <Text size="xs" c="dimmed">
              <IconClockHour4 size={13} style={{ verticalAlign: -2, marginInlineEnd: 4 }} aria-hidden />
              {durationText(course.duration)}
            </Text>
          )}
        </Group>
        <AccessExpiry expiresAt={course.expiresAt} />
        <Stack gap="xs" mt="auto" pt="xs">
          {course.actionLessonId && (
            <Button component={Link} to={lessonHref(course.actionLessonId)} fullWidth>
              {t(`actions.${course.action}`)}
            </Button>
          )}
          <Button component={Link} to={courseHref(course.id)} variant="default" fullWidth>
            {t('course.details')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
