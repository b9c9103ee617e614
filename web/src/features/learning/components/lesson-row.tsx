import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheckFilled, IconFileText, IconPuzzle, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lessonHref } from '../learning-links';
import { lessonAction } from '../model/learning-stats';
import type { TLessonType } from '@shared/schemas/lesson-rules';
import type { LearningLesson } from '../model/learning-types';
import { LessonStatusBadge } from './lesson-status-badge';
import { useDurationText } from '@/lib/duration';

const TYPE_ICONS: Record<TLessonType, ReactNode> = {
  video: <IconVideo size={18} />,
  text: <IconFileText size={18} />,
  interactive: <IconPuzzle size={18} />,
};

/** One lesson in a list: type, title, course, duration, status and its Start / Continue / Review button. */
export function LessonRow({
  lesson,
  showCourse = true,
  showStatus = true,
}: {
  lesson: LearningLesson;
  showCourse?: boolean;
  /** The status badge (left out where space is short and the button already says it). */
  showStatus?: boolean;
}) {
  const { t } = useTranslation('learning');
  const durationText = useDurationText();
  const action = lessonAction(lesson.status);
  const button = {
    component: Link,
    to: lessonHref(lesson.id),
    size: 'compact-sm',
    variant: action === 'review' ? 'default' : 'filled',
    'aria-label': `${t(`actions.${action}`)}: ${lesson.title}`,
  } as const;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group wrap="nowrap" gap="sm" align="center">
        <ThemeIcon variant="light" radius="md" size={38} color={lesson.status === 'completed' ? 'green' : 'blue'}>
          {lesson.status === 'completed' ? (
            <IconCircleCheckFilled size={20} aria-label={t('status.completed')} />
          ) : (
            TYPE_ICONS[lesson.type]
          )}
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {lesson.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {[t(`types.${lesson.type}`), showCourse ? lesson.courseName : null, durationText(lesson.duration)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {showStatus && (
          <Group gap="xs" wrap="nowrap" visibleFrom="xs">
            <LessonStatusBadge status={lesson.status} />
          </Group>
        )}
        <Button {...button} visibleFrom="xs">
          {t(`actions.${action}`)}
        </Button>
      </Group>
      {/* On a phone the button takes its own line, leaving the title room to be read. */}
      <Button {...button} hiddenFrom="xs" fullWidth mt="xs">
        {t(`actions.${action}`)}
      </Button>
    </Paper>
  );
}
