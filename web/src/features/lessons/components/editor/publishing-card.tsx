import { Badge, Button, Card, Group, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconSend } from '@tabler/icons-react';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { PublicationBadge } from '../publication-badge';
import { uploadAnnouncement } from './upload-progress';

interface Props {
  /** The lesson as saved; null while it is being created. */
  saved: Pick<TLessonSummary, 'status' | 'videoFailed'> | null;
  canPublish: boolean;
  canSaveDraft: boolean;
  /** An uploaded video is published when ready, never kept as a draft. */
  videoUpload: boolean;
  /** A new video lesson with neither a file nor a link: a draft needs the link. */
  videoLinkNeeded: boolean;
  busy: boolean;
  /** Upload progress in percent while a video goes up. */
  uploadProgress: number | null;
  /** Where an upload that failed stopped, in percent: publishing again sends only the rest. */
  uploadStoppedAt: number | null;
  onPublish: () => void;
  onSaveDraft: () => void;
  onPreview: () => void;
}

/**
 * Publish Lesson (Save Changes once the lesson is published), Save as Draft and Preview Lesson
 * (spec §2), with the upload's progress.
 */
export function PublishingCard({
  saved,
  canPublish,
  canSaveDraft,
  videoUpload,
  videoLinkNeeded,
  busy,
  uploadProgress,
  uploadStoppedAt,
  onPublish,
  onSaveDraft,
  onPreview,
}: Props) {
  const { t } = useTranslation('lessons');
  const status = saved?.status ?? null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('form.publishing')}
          </Title>
          {saved ? (
            <PublicationBadge lesson={saved} />
          ) : (
            <Badge variant="light" color="gray">
              {t('form.newLesson')}
            </Badge>
          )}
        </Group>
        <Button
          leftSection={<IconSend size={18} />}
          onClick={onPublish}
          disabled={!canPublish || busy}
          loading={busy && uploadProgress === null}
        >
          {busy ? t('form.publishingBusy') : status === 'published' ? t('form.saveChanges') : t('form.publish')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={onSaveDraft}
          disabled={!canSaveDraft || busy}
        >
          {t('form.saveDraft')}
        </Button>
        <Button variant="subtle" leftSection={<IconEye size={18} />} onClick={onPreview}>
          {t('form.preview')}
        </Button>
        {/* Not a live region: the percent changes at each of the upload's 100 chunks. */}
        {uploadProgress !== null && (
          <Stack gap={4}>
            <Text size="sm">{t('video.uploading', { percent: uploadProgress })}</Text>
            <Progress value={uploadProgress} animated aria-label={t('video.uploadProgress')} />
          </Stack>
        )}
        {uploadStoppedAt !== null && (
          <Stack gap={4}>
            <Text size="sm">{t('form.uploadStopped', { percent: uploadStoppedAt })}</Text>
            <Progress value={uploadStoppedAt} color="orange" aria-label={t('video.uploadProgress')} />
          </Stack>
        )}
        {/* What a screen reader is told: the upload's start, each quarter, its end, or where it stopped. */}
        <VisuallyHidden role="status">
          {uploadProgress !== null
            ? uploadAnnouncement(t, uploadProgress)
            : uploadStoppedAt !== null
              ? t('video.uploadStoppedAt', { percent: uploadStoppedAt })
              : ''}
        </VisuallyHidden>
        {!canPublish && (
          <Text size="xs" c="dimmed">
            {t('form.publishHint')}
          </Text>
        )}
        {videoUpload && (
          <Text size="xs" c="dimmed">
            {t('form.videoDraftHint')}
          </Text>
        )}
        {videoLinkNeeded && (
          <Text size="xs" c="dimmed">
            {t('form.videoLinkDraftHint')}
          </Text>
        )}
        {status === 'processing' && !saved?.videoFailed && (
          <Text size="xs" c="dimmed">
            {t('form.processingHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
