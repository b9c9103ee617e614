import { Badge, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TLessonType } from '@shared/schemas/lesson-rules';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextViewSlot } from '@/components/rich-text-slots';
import { PHONE_QUERY } from '@/lib/media-queries';
import { LessonContent } from './lesson-content';
import { LessonMedia } from './lesson-media';

export interface LessonPreview {
  title: string;
  description: string;
  courseName: string;
  durationText: string;
  type: TLessonType;
  videoUrl: string | null;
  thumbnailSrc?: string;
  localVideoSrc?: string;
  content: string;
}

/** Preview Lesson: the lesson as a student with access to the course will see it. */
export function LessonPreviewModal({
  preview,
  opened,
  onClose,
  RichText,
}: {
  preview: LessonPreview;
  opened: boolean;
  onClose: () => void;
  RichText: RichTextViewSlot;
}) {
  const { t } = useTranslation('lessons');
  const isMobile = useMediaQuery(PHONE_QUERY);
  return (
    <Modal opened={opened} onClose={onClose} title={t('form.previewTitle')} size="xl" fullScreen={isMobile}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.previewNote')}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray">
            {t(`types.${preview.type}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {[preview.courseName, preview.durationText].filter(Boolean).join(' · ')}
          </Text>
        </Group>
        <Title order={2}>{preview.title || t('form.untitled')}</Title>
        {preview.description && <Text c="dimmed">{preview.description}</Text>}
        <LessonMedia
          title={preview.title}
          type={preview.type}
          videoUrl={preview.videoUrl}
          thumbnailSrc={preview.thumbnailSrc}
          localVideoSrc={preview.localVideoSrc}
          withPlaceholder={false}
        />
        {/* The editor pages load the rich-text display on demand: it is usually there by now. */}
        <Suspense fallback={<Skeleton h={120} />}>
          <LessonContent html={preview.content} RichText={RichText} />
        </Suspense>
      </Stack>
    </Modal>
  );
}
