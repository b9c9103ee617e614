import { VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** An upload is said aloud at its start, at each quarter and at its end: not at each of its 100 chunks. */
const ANNOUNCED_STEP = 25;

/** What a screen reader is told of an upload at `percent`; it changes only when a new step is reached. */
export function uploadAnnouncement(t: TFunction<'lessons'>, percent: number): string {
  if (percent >= 100) return t('video.uploadDone');
  const step = Math.floor(percent / ANNOUNCED_STEP) * ANNOUNCED_STEP;
  return step === 0 ? t('video.uploadStarted') : t('video.uploadReached', { percent: step });
}

/**
 * A toast's message while a video uploads. The toast is a live region (Mantine's is role="alert")
 * and its message is updated at every chunk: the percent is for the eye only, and a screen reader
 * hears the step, which changes four or five times per upload.
 */
export function UploadProgressMessage({ percent }: { percent: number }) {
  const { t } = useTranslation('lessons');
  return (
    <>
      <span aria-hidden>{t('video.uploading', { percent })}</span>
      <VisuallyHidden>{uploadAnnouncement(t, percent)}</VisuallyHidden>
    </>
  );
}

/** That toast's title, in the language of the moment: the tutor may change it while the upload goes on. */
export function UploadInBackgroundTitle() {
  const { t } = useTranslation('lessons');
  return t('video.continuesInBackground');
}
