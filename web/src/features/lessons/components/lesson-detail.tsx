import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconTrash } from '@tabler/icons-react';
import type { TLesson } from '@shared/schemas/lessons';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextViewSlot } from '@/components/rich-text-slots';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { thumbnailSrc } from '../lesson-format';
import { LessonBadges } from './lesson-badges';
import { LessonContent } from './lesson-content';
import { DeleteLessonDialog } from './lazy-dialogs';
import { useLessonDuration } from './lesson-duration';
import { LessonMedia } from './lesson-media';
import { LessonStatCards } from './lesson-stat-cards';

interface Props {
  lesson: TLesson;
  onBack: () => void;
  onEdit: () => void;
  onDeleted: () => void;
  RichText: RichTextViewSlot;
  /** While the lesson's video is on its way to YouTube: where it stands (the YouTube feature's live job). */
  videoProgress?: ReactNode;
}

/** One lesson (spec §2): type and status, title, description, facts, stat cards, media and content. */
export function LessonDetail({ lesson, onBack, onEdit, onDeleted, RichText, videoProgress }: Props) {
  const { t } = useTranslation('lessons');
  const durationText = useLessonDuration();
  const [deleting, setDeleting] = useState(false);
  const deleteLoaded = useOpenedOnce(deleting);
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack} px={0}>
          {t('back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
          <LessonBadges lesson={lesson} />
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {lesson.title}
          </Title>
          {lesson.description && <Text c="dimmed">{lesson.description}</Text>}
          <Text size="sm" c="dimmed">
            {[lesson.course.name, durationText(lesson.duration), t('views', { count: lesson.views })].join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
            {t('delete.action')}
          </Button>
          <Button leftSection={<IconEdit size={18} />} onClick={onEdit}>
            {t('editAction')}
          </Button>
        </Group>
      </Group>
      {lesson.status === 'processing' && videoProgress}
      <LessonStatCards lesson={lesson} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="lg">
          <LessonMedia
            title={lesson.title}
            type={lesson.type}
            videoUrl={lesson.videoUrl}
            thumbnailSrc={thumbnailSrc(lesson.thumbnailUrl)}
          />
          <LessonContent html={lesson.content} RichText={RichText} />
        </Stack>
      </Card>
      {deleteLoaded && (
        <Suspense fallback={null}>
          <DeleteLessonDialog lesson={deleting ? lesson : null} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
        </Suspense>
      )}
    </Stack>
  );
}
