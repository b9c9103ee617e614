import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLesson } from '@/features/lessons/api/save-lesson';
import type { VideoUploadState } from '@/features/lessons/components/editor/lesson-editor';
import type { LessonFormValues } from '@/features/lessons/lesson-form-values';
import { ApiError } from '@/lib/api-client';
import { newChunkedUpload, uploadInChunks, type ChunkedUpload } from '@/lib/chunked-upload';
import { checkYoutubeAuth } from '@/features/youtube/api/youtube-auth';

/** A video lesson waiting for a YouTube connection: the form as filled in, and the upload if it already went up. */
interface PendingVideoLesson {
  values: LessonFormValues;
  fileId?: string;
}

/** Spec §8: a create error saying the tutor has no refresh token means "connect YouTube first". */
const needsConnection = (error: unknown) => error instanceof ApiError && /no refresh token/i.test(error.message);

/**
 * The video lesson path of spec §4: check the YouTube authorisation; if missing, keep the form and
 * show the connect dialog, and once connected upload in chunks (with a progress percentage) and
 * create the lesson; if authorised, upload and create at once. The chunks are not sent twice: a
 * create that fails for want of a connection keeps the uploaded file for after connecting, and
 * publishing the same file again after a failed upload sends only the chunks that did not arrive.
 */
export function useVideoLessonPublishing(onCreated: () => void) {
  const { t } = useTranslation('lessons');
  const [pending, setPending] = useState<PendingVideoLesson | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState<VideoUploadState | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  useEffect(() => () => uploadAbort.current?.abort(), []);
  // Closing or reloading the tab mid-upload loses the file the tutor chose: the browser asks first.
  const uploading = upload !== null && !upload.stopped;
  useEffect(() => {
    if (!uploading) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  // The form's video file as far as it went up, until a lesson is created from it.
  const lastUpload = useRef<ChunkedUpload | null>(null);

  const fail = useCallback(
    (title: string, error?: unknown) =>
      notifications.show({ color: 'red', title, message: error instanceof Error && error.message ? error.message : undefined }),
    [],
  );

  const uploadAndCreate = useCallback(
    async (job: PendingVideoLesson, afterConnecting: boolean) => {
      const { values } = job;
      setBusy(true);
      try {
        let { fileId } = job;
        if (!fileId) {
          const file = values.videoFile;
          if (!file) return;
          const { signal } = (uploadAbort.current = new AbortController());
          try {
            const chunked = lastUpload.current?.file === file ? lastUpload.current : newChunkedUpload(file);
            lastUpload.current = chunked;
            await uploadInChunks(chunked, { onProgress: (percent) => setUpload({ file, percent, stopped: false }), signal });
            fileId = chunked.fileId;
          } catch (error) {
            if (signal.aborted) return;
            setUpload((state) => state && { ...state, stopped: true });
            fail(afterConnecting ? t('video.uploadAfterAuthFailed') : t('video.uploadFailed'), error);
            return;
          }
        }
        try {
          await createLesson(values, { status: 'published', fileId });
          lastUpload.current = null;
          notifications.show({ color: 'green', title: t('toasts.createdTitle'), message: t('toasts.videoCreatedBody') });
          onCreated();
        } catch (error) {
          if (needsConnection(error)) {
            setPending({ values, fileId });
            setConnecting(true);
            return;
          }
          notifications.show({
            color: 'red',
            title: t('toasts.failedTitle'),
            message: error instanceof Error && error.message ? error.message : t('toasts.createFailed'),
          });
        }
      } finally {
        setBusy(false);
        // Where a failed upload stopped stays on show until the next attempt.
        setUpload((state) => (state?.stopped ? state : null));
      }
    },
    [fail, onCreated, t],
  );

  const publishVideoLesson = useCallback(
    async (values: LessonFormValues) => {
      setBusy(true);
      let authorised: boolean;
      try {
        authorised = await checkYoutubeAuth();
      } catch (error) {
        setBusy(false);
        fail(t('video.checkAuthFailed'), error);
        return;
      }
      if (!authorised) {
        setBusy(false);
        setPending({ values });
        setConnecting(true);
        return;
      }
      await uploadAndCreate({ values }, false);
    },
    [fail, t, uploadAndCreate],
  );

  const connectDialog = {
    opened: connecting,
    onClose: () => {
      setConnecting(false);
      setPending(null);
    },
    onConnected: () => {
      setConnecting(false);
      const job = pending;
      setPending(null);
      if (job) void uploadAndCreate(job, true);
    },
  };
  return { publishVideoLesson, busy, upload, connectDialog };
}
