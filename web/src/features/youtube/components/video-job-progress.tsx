import { Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLessonVideoJob } from '../hooks/use-lesson-video-job';
import './youtube-styles';

/** Where a lesson's video stands on its way to YouTube, live (for the lesson screens); `onDone` once it is published. */
export function VideoJobProgress({ lessonId, onDone }: { lessonId: string; onDone?: () => void }) {
  const { t } = useTranslation('youtube');
  const job = useLessonVideoJob(lessonId);
  const done = job?.status === 'done';
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  if (!job) return null;
  if (job.status === 'done') return <Text c="green">{t('job.done')}</Text>;
  if (job.status === 'failed') {
    return (
      <Stack gap={2} role="alert">
        <Text c="red" fw={600}>
          {t('job.failed')}
        </Text>
        <Text size="sm">{t(`job.errors.${job.error ?? 'upload-failed'}`)}</Text>
      </Stack>
    );
  }
  const percent = job.totalBytes > 0 ? Math.floor((job.bytesSent * 100) / job.totalBytes) : 0;
  const label = job.status === 'queued' ? t('job.queued') : t('job.uploading', { percent });
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress value={percent} aria-label={label} animated={job.status === 'uploading'} />
    </Stack>
  );
}
