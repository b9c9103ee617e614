import { Group, Text } from '@mantine/core';
import { IconBook2, IconClock, IconStar, IconUsers } from '@tabler/icons-react';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '@/lib/duration';

/** Students, lessons, duration and rating of a course, as small labelled icons. */
export function CourseFacts({ course, size = 'sm' }: { course: TCourse; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('courses');
  const durationText = useDurationText();
  const facts = [
    { icon: IconUsers, text: t('studentsCount', { count: course.students }) },
    { icon: IconBook2, text: t('lessonsCount', { count: course.lessons }) },
    { icon: IconClock, text: durationText(course.duration) },
    { icon: IconStar, text: course.rating === null ? t('noRating') : course.rating.toFixed(1) },
  ];
  return (
    <Group gap="md" wrap="wrap">
      {facts.map(({ icon: Icon, text }) => (
        <Group key={text} gap={4} wrap="nowrap">
          <Icon size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size={size} c="dimmed">
            {text}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
