import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLoader } from '@tabler/icons-react';
import { isYoutubeNotConnectedError, RETRYABLE_VIDEO_JOB_ERRORS } from '@shared/schemas/youtube-messages';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshLessonLists } from '@/features/lessons/api/save-lesson';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { ApiError } from '@/lib/api-client';
import { publishVideoAgain } from '../api/publish-video-again';
import { useLessonVideoJob, type VideoJob } from '../hooks/use-lesson-video-job';
import { ConnectYoutubeDialog } from './lazy-dialogs';
import './youtube-styles';

/**
 * A failed job: why, and the way on. A failure a retry can get past offers to publish the kept
 * upload again (after connecting YouTube, when that is what failed); any other, to delete the lesson.
 */
function FailedJob({ lessonId, job }: { lessonId: string; job: VideoJob }) {
  const { t } = useTranslation(['youtube', 'common']);
  const [busy, setBusy] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const connectLoaded = useOpenedOnce(connecting);
  const error = job.error ?? 'upload-failed';
  const retryable = RETRYABLE_VIDEO_JOB_ERRORS.includes(error);

  const publishAgain = async () => {
    setBusy(true);
    try {
      await publishVideoAgain(lessonId);
      // The new job appears above by itself (the jobs are followed live).
    } catch (failure) {
      if (failure instanceof ApiError && isYoutubeNotConnectedError(failure)) setConnecting(true);
      else notifications.show({ color: 'red', title: t('job.publishAgainFailed'), message: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('job.failed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`job.errors.${error}`)}</Text>
        {retryable ? (
          <Button
            size="xs"
            loading={busy}
            onClick={() => (error === 'youtube-disconnected' ? setConnecting(true) : void publishAgain())}
          >
            {error === 'youtube-disconnected' ? t('connect.button') : t('job.publishAgain')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('job.deleteHint')}
          </Text>
        )}
      </Stack>
      {connectLoaded && (
        <Suspense fallback={null}>
          <ConnectYoutubeDialog
            opened={connecting}
            onClose={() => setConnecting(false)}
            onConnected={() => {
              setConnecting(false);
              void publishAgain();
            }}
          />
        </Suspense>
      )}
    </Alert>
  );
}

/** Where a lesson's video stands on its way to YouTube, live (for a `processing` lesson); `onDone` once it is published. */
export function VideoJobProgress({ lessonId, onDone }: { lessonId: string; onDone?: () => void }) {
  const { t } = useTranslation('youtube');
  const job = useLessonVideoJob(lessonId);
  const done = job?.status === 'done';
  useEffect(() => {
    if (!done) return;
    // Published now: the Lessons list's badge and count, the course's and the home's figures change too.
    refreshLessonLists();
    onDone?.();
  }, [done, onDone]);
  if (job?.status === 'done') return <Text c="green">{t('job.done')}</Text>;
  if (job?.status === 'failed') return <FailedJob lessonId={lessonId} job={job} />;
  const percent = job && job.totalBytes > 0 ? Math.floor((job.bytesSent * 100) / job.totalBytes) : 0;
  const label = job?.status === 'uploading' ? t('job.uploading', { percent }) : t('job.queued');
  return (
    <Alert color="yellow" icon={<IconLoader size={18} />} title={t('job.processingTitle')}>
      <Stack gap={6}>
        <Text size="sm">{t('job.processingBody')}</Text>
        <Text size="sm">{label}</Text>
        <Progress value={percent} aria-label={label} animated={job?.status === 'uploading'} />
      </Stack>
    </Alert>
  );
}
