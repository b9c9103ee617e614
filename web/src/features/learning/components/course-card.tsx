import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { courseHref, lessonHref } from '../learning-links';
import { courseAction, nextLesson } from '../model/learning-stats';
import type { LearningCourse } from '../model/learning-types';
import { AccessExpiry } from './access-expiry';
import { CourseImage } from './course-image';
import { useLabels } from './use-labels';

/** A My Courses card (spec §2): image, percent badge, instructor, progress, lessons, duration, access end, action. */
export function CourseCard({ course }: { course: LearningCourse }) {
  const { t } = useTranslation('learning');
  const labels = useLabels();
  const action = courseAction(course);
  const target = action === 'review' ? course.lessons[0] : nextLesson(course);
  return (
    <Card withBorder radius="lg" padding="md" h="100%">
      <Card.Section pos="relative">
        <CourseImage src={course.imageSrc} alt={course.name} height={150} />
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
          <Title order={3} fz="lg" lineClamp={2} mih="2lh">
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
            {t('course.lessons', { count: course.lessons.length })}
          </Text>
          {course.duration && (
            <Text size="xs" c="dimmed">
              <IconClockHour4 size={13} style={{ verticalAlign: -2, marginInlineEnd: 4 }} aria-hidden />
              {course.duration}
            </Text>
          )}
        </Group>
        <AccessExpiry expiresAt={course.expiresAt} />
        <Stack gap="xs" mt="auto" pt="xs">
          {target && (
            <Button component={Link} to={lessonHref(target.id)} fullWidth>
              {t(`actions.${action}`)}
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
