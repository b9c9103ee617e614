import { notifications } from '@mantine/notifications';
import { isYoutubeNotConnectedError } from '@shared/schemas/youtube-messages';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from 'reactfire';
import { createLesson } from '@/features/lessons/api/save-lesson';
import type { VideoUploadState } from '@/features/lessons/components/editor/lesson-editor';
import { UploadInBackgroundTitle, UploadProgressMessage } from '@/features/lessons/components/editor/upload-progress';
import type { LessonFormValues } from '@/features/lessons/lesson-form-values';
import {
  forgetUnfinishedVideoLesson,
  keepUnfinishedVideoLesson,
  unfinishedVideoLessonOf,
} from '@/features/lessons/unfinished-video-lesson';
import { ApiError } from '@/lib/api-client';
import { newChunkedUpload, uploadInChunks, type ChunkedUpload } from '@/lib/chunked-upload';
import { checkYoutubeAuth } from '@/features/youtube/api/youtube-auth';
import { askBeforeLeaving } from '@/hooks/use-ask-before-leaving';
import { useOnPage } from '@/hooks/use-on-page';
import { holdUploadUnderWay } from '@/lib/leave-guard';
import { i18n } from '@/lib/i18n';

/** A video lesson waiting for a YouTube connection: the form as filled in, and the upload if it already went up. */
interface PendingVideoLesson {
  values: LessonFormValues;
  fileId?: string;
}

/** The notification that follows an upload the tutor left the page of. */
const BACKGROUND_UPLOAD = 'video-upload-in-background';

/** No answer from the server at all (the chunk upload wraps it once its retries are spent), unlike a refusal or a 5xx. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 0 : error instanceof Error && isNetworkFailure(error.cause);

/**
 * The toasts' words, in the language of the moment they are shown: an upload can end after its
 * page is gone, and the tutor may have changed the language since that page's last render.
 */
const t = i18n.getFixedT(null, 'lessons');

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** Spec §8: a create error saying the tutor has no refresh token means "connect YouTube first". */
const needsConnection = (error: unknown) => error instanceof ApiError && isYoutubeNotConnectedError(error);

/**
 * The video lesson path of spec §4: check the YouTube authorisation; if missing, keep the form and
 * show the connect dialog, and once connected upload in chunks (with a progress percentage) and
 * create the lesson; if authorised, upload and create at once. The chunks are not sent twice: a
 * create that fails for want of a connection keeps the uploaded file for after connecting, and
 * publishing the same file again after a failed upload sends only the chunks that did not arrive.
 * Leaving the page does not stop an upload: it goes on, the lesson is created, and toasts say so.
 * If it fails there, the lesson is kept (unfinished-video-lesson) and the page gives it back as
 * `restored` on the tutor's next visit, its upload stopped where it was.
 */
export function useVideoLessonPublishing(onCreated: () => void) {
  const auth = useAuth();
  const [pending, setPending] = useState<PendingVideoLesson | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [busy, setBusy] = useState(false);
  // Read in render (StrictMode renders twice) and forgotten once the page is on screen.
  const [unfinished] = useState(() => unfinishedVideoLessonOf(auth.currentUser?.uid));
  // Where its upload stopped stays on show; one that had finished (the create failed) or never began has nothing to show.
  const [upload, setUpload] = useState<VideoUploadState | null>(() =>
    unfinished && unfinished.percent > 0 && unfinished.percent < 100
      ? { file: unfinished.upload.file, percent: unfinished.percent, stopped: true }
      : null,
  );
  // The form's video file as far as it went up, until a lesson is created from it.
  const lastUpload = useRef<ChunkedUpload | null>(unfinished?.upload ?? null);
  // Percent of the upload under way, or null: it outlives the page, whose state then goes with it.
  const running = useRef<number | null>(null);
  const onPage = useOnPage();
  // Once on screen, and on leaving the page (`unfinished` never changes).
  useEffect(() => {
    forgetUnfinishedVideoLesson(unfinished);
    return () => {
      // The tutor opened another screen mid-upload: it carries on, with its progress in a notification.
      if (running.current !== null) {
        notifications.show({
          id: BACKGROUND_UPLOAD,
          loading: true,
          autoClose: false,
          withCloseButton: false,
          title: createElement(UploadInBackgroundTitle),
          // Its percent follows each chunk; a screen reader hears only each quarter (the toast is a live region).
          message: createElement(UploadProgressMessage, { percent: running.current }),
        });
      }
    };
  }, [unfinished]);

  /** A red toast; when the lesson was kept for later it says so after the reason, and stays until closed. */
  const fail = useCallback(
    (title: string, reason?: string, kept = false) =>
      notifications.show({
        color: 'red',
        title,
        message: kept ? [reason, t('video.keptForNextVisit')].filter(Boolean).join(' ') : reason,
        autoClose: !kept,
      }),
    [],
  );

  /**
   * The page is gone, and with it the form: the lesson and its upload are kept for the tutor's next
   * visit to New Lesson. Whether it was kept.
   */
  const keepForNextVisit = useCallback(
    (values: LessonFormValues, percent: number) => {
      const uid = auth.currentUser?.uid;
      if (onPage.current || !uid || lastUpload.current?.file !== values.videoFile) return false;
      keepUnfinishedVideoLesson({ uid, values, upload: lastUpload.current, percent });
      return true;
    },
    [auth, onPage],
  );

  /** Sends what the server lacks of the form's video file; resolves with its file id, or undefined once the failure is told. */
  const sendVideo = useCallback(
    async (values: LessonFormValues, file: File, afterConnecting: boolean): Promise<string | undefined> => {
      const stop = new AbortController();
      // Signing out ends the upload (the layout asks first); closing or reloading the tab would lose the chosen file, so the browser asks first.
      const stopWhenSignedOut = auth.onAuthStateChanged((user) => {
        if (!user) stop.abort();
      });
      const stopAsking = askBeforeLeaving();
      const endHold = holdUploadUnderWay();
      const onProgress = (percent: number) => {
        running.current = percent;
        setUpload({ file, percent, stopped: false });
        if (!onPage.current) {
          notifications.update({ id: BACKGROUND_UPLOAD, message: createElement(UploadProgressMessage, { percent }) });
        }
      };
      try {
        const chunked = lastUpload.current?.file === file ? lastUpload.current : newChunkedUpload(file);
        lastUpload.current = chunked;
        await uploadInChunks(chunked, { onProgress, signal: stop.signal });
        return chunked.fileId;
      } catch (error) {
        if (stop.signal.aborted) return undefined;
        setUpload((state) => state && { ...state, stopped: true });
        // The chunk upload's message for a lost connection is this very sentence (spec §8): said once, as the title.
        const lostConnection = !afterConnecting && isNetworkFailure(error);
        const title = afterConnecting
          ? t('video.uploadAfterAuthFailed')
          : lostConnection
            ? t('video.uploadFailed')
            : t('toasts.failedTitle');
        fail(title, lostConnection ? undefined : reasonOf(error), keepForNextVisit(values, running.current ?? 0));
        return undefined;
      } finally {
        running.current = null;
        notifications.hide(BACKGROUND_UPLOAD);
        stopAsking();
        endHold();
        stopWhenSignedOut();
      }
    },
    [auth, fail, keepForNextVisit, onPage],
  );

  const uploadAndCreate = useCallback(
    async (job: PendingVideoLesson, afterConnecting: boolean) => {
      const { values } = job;
      setBusy(true);
      try {
        const fileId = job.fileId ?? (values.videoFile && (await sendVideo(values, values.videoFile, afterConnecting)));
        if (!fileId) return;
        try {
          await createLesson(values, { status: 'published', fileId });
          lastUpload.current = null;
          notifications.show({ color: 'green', title: t('toasts.createdTitle'), message: t('toasts.videoCreatedBody') });
          if (onPage.current) onCreated();
        } catch (error) {
          if (needsConnection(error) && onPage.current) {
            setPending({ values, fileId });
            setConnecting(true);
            return;
          }
          fail(t('toasts.failedTitle'), reasonOf(error) ?? t('toasts.createFailed'), keepForNextVisit(values, 100));
        }
      } finally {
        setBusy(false);
        // Where a failed upload stopped stays on show until the next attempt.
        setUpload((state) => (state?.stopped ? state : null));
      }
    },
    [fail, keepForNextVisit, onCreated, onPage, sendVideo],
  );

  /**
   * The tutor left New Lesson while the YouTube check ran, and it found no connection: the lesson is
   * kept for their next visit, where Publish opens Connect YouTube, as it would have here.
   */
  const keepUntilConnected = useCallback(
    (values: LessonFormValues) => {
      const file = values.videoFile;
      try {
        if (file && lastUpload.current?.file !== file) lastUpload.current = newChunkedUpload(file);
      } catch (error) {
        fail(t('toasts.failedTitle'), reasonOf(error));
        return;
      }
      fail(t('video.connectToPublish'), undefined, keepForNextVisit(values, 0));
    },
    [fail, keepForNextVisit],
  );

  const publishVideoLesson = useCallback(
    async (values: LessonFormValues) => {
      setBusy(true);
      let authorised: boolean;
      try {
        authorised = await checkYoutubeAuth();
      } catch (error) {
        setBusy(false);
        // The check's own error is the title's sentence: what stopped it (its cause) is the message.
        fail(t('video.checkAuthFailed'), error instanceof Error ? reasonOf(error.cause) : undefined);
        return;
      }
      if (!authorised) {
        setBusy(false);
        if (onPage.current) {
          setPending({ values });
          setConnecting(true);
        } else {
          keepUntilConnected(values);
        }
        return;
      }
      await uploadAndCreate({ values }, false);
    },
    [fail, keepUntilConnected, onPage, uploadAndCreate],
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
  return { publishVideoLesson, busy, upload, restored: unfinished?.values ?? null, connectDialog };
}
