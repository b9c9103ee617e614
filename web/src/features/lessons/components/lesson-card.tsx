import { ActionIcon, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBook2, IconCalendar, IconClock, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { LazyTooltip, LazyTooltipGroup } from '@/components/lazy-tooltip';
import { LESSON_TYPE_ICONS } from '../lesson-format';
import { LessonBadges } from './lesson-badges';
import classes from '@/components/stretched-card.module.css';
import { useLessonDuration } from './lesson-duration';
import { formatDate, toDate } from '@/lib/dates';

interface Props {
  lesson: TLessonSummary;
  onOpen: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (lesson: TLessonSummary) => void;
}

/** A lesson in the list (spec §2): type icon, badges, snippet, course, duration, views, updated date, edit and delete. */
export function LessonCard({ lesson, onOpen, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('lessons');
  const durationText = useLessonDuration();
  const TypeIcon = LESSON_TYPE_ICONS[lesson.type];
  const updatedAt = toDate(lesson.updatedAt);
  const updated = updatedAt ? formatDate(updatedAt, i18n.language) : '';
  const facts = [
    { icon: IconBook2, text: lesson.course.name },
    { icon: IconClock, text: durationText(lesson.duration) },
    { icon: IconEye, text: t('views', { count: lesson.views }) },
    { icon: IconCalendar, text: t('updated', { date: updated }) },
  ];
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {/* Not on a phone, where it left the text a third of the card: the type badge says the same. */}
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden visibleFrom="xs">
          <TypeIcon size={24} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <LessonBadges lesson={lesson} />
          <UnstyledButton onClick={() => onOpen(lesson.id)} className={classes.open} fw={700} fz="lg">
            {lesson.title}
          </UnstyledButton>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {lesson.excerpt || lesson.description || t('noContentShort')}
          </Text>
          <Group gap="md" wrap="wrap">
            {facts.map(({ icon: Icon, text }) => (
              <Group key={text} gap={4} wrap="nowrap">
                <Icon size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  {text}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {/* Side by side: once Edit's tooltip shows, Delete's opens at once (spec §9's skip delay, in the theme). */}
          <LazyTooltipGroup>
            <LazyTooltip label={t('edit')}>
              <ActionIcon
                variant="subtle"
                onClick={() => onEdit(lesson.id)}
                aria-label={t('editLesson', { title: lesson.title })}
              >
                <IconEdit size={18} />
              </ActionIcon>
            </LazyTooltip>
            <LazyTooltip label={t('delete.action')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onDelete(lesson)}
                aria-label={t('deleteLesson', { title: lesson.title })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </LazyTooltip>
          </LazyTooltipGroup>
        </Group>
      </Group>
    </Card>
  );
}
