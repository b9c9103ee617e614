import { Group, Text } from '@mantine/core';
import { IconBook2, IconClock, IconStar, IconUsers } from '@tabler/icons-react';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import { weeksOf } from '../course-format';

/** The duration in the reader's language when it is a number of weeks, else as stored. */
export function useCourseDuration() {
  const { t } = useTranslation('courses');
  return (duration: string) => {
    const weeks = weeksOf(duration);
    return weeks === null ? duration : t('weeks', { count: weeks });
  };
}

/** Students, lessons, duration and rating of a course, as small labelled icons. */
export function CourseFacts({ course, size = 'sm' }: { course: TCourse; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('courses');
  const durationText = useCourseDuration();
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
