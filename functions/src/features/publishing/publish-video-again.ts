import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { TPublishVideoAgainResponse } from '../../shared/schemas/youtube.js';
import { RETRYABLE_VIDEO_JOB_ERRORS } from '../../shared/schemas/youtube-messages.js';
import { assertOwnLesson, lessonsCollection } from '../lessons/lesson-store.js';
import { storedChunkSizes } from '../uploads/chunk-storage.js';
import { uploadDoc, type UploadDoc } from '../uploads/upload-store.js';
import { latestJobOf } from './job-store.js';
import { startPublishing } from './start-publishing.js';

export const NOTHING_TO_PUBLISH_AGAIN = 'This lesson has no failed video to publish again.';

export const UPLOAD_GONE =
  'The uploaded video is no longer kept (uploads are removed after 7 days). Delete this lesson and create it again with the video.';

/**
 * POST /lessons/:lessonId/publish-video — a video whose job failed in a way a retry can get past
 * (YouTube disconnected, the daily limit, an upload error) goes to YouTube again from the chunks
 * kept in Storage, with the title and description it had; the lesson stays `processing`. The
 * owner only (403); the YouTube connection is checked as on create (the app then offers to connect).
 */
export async function publishVideoAgain(req: Request, res: Response<TPublishVideoAgainResponse>) {
  const { uid } = callerOf(req);
  const lessonId = String(req.params.lessonId);
  const lesson = assertOwnLesson(await lessonsCollection().doc(lessonId).get(), uid);
  const latest = lesson.status === 'processing' ? await latestJobOf(uid, lessonId) : undefined;
  if (latest?.status !== 'failed' || !latest.error || !RETRYABLE_VIDEO_JOB_ERRORS.includes(latest.error)) {
    throw AppError.refusal('failed-precondition', NOTHING_TO_PUBLISH_AGAIN, { reason: 'nothing-to-publish-again' });
  }
  // Storage's lifecycle rule removes uploads after 7 days (README): say so, not "0 of 100 chunks arrived".
  if ((await storedChunkSizes(uid, latest.fileId)).size === 0)
    throw AppError.refusal('failed-precondition', UPLOAD_GONE, { reason: 'upload-gone' });
  const upload = (await uploadDoc(latest.fileId).get()).data() as UploadDoc | undefined;
  const { jobId } = await startPublishing({
    tutorId: uid,
    lessonId,
    fileId: latest.fileId,
    title: upload?.videoTitle ?? String(lesson.title ?? ''),
    description: upload?.videoDescription ?? '',
  });
  res.status(202).json({ jobId });
}
