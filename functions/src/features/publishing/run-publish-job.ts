import { Readable } from 'node:stream';
import { AppError } from '../../http/errors.js';
import { logError, logInfo, logWarn } from '../../http/log.js';
import type { TVideoJobError } from '../../shared/schemas/youtube.js';
import { isYoutubeNotConnectedError } from '../../shared/schemas/youtube-messages.js';
import { readChunksFrom } from '../uploads/chunk-storage.js';
import type { UploadDoc } from '../uploads/upload-store.js';
import { youtubeConfig } from '../youtube/config.js';
import { authorizedClient } from '../youtube/token-store.js';
import { afterPublished, claimJob, failJob, finishJob, reportProgress, saveSessionUri, type VideoJobDoc } from './job-store.js';
import {
  createUploadSession,
  queryUploadPosition,
  sendUploadBytes,
  YoutubeUploadError,
  type UploadPosition,
  type YoutubeVideo,
} from './resumable-upload.js';

const MAX_ATTEMPTS = 5;
const PROGRESS_EVERY_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Passes the bytes through, reporting (at most every 2 s) how far the upload has got. */
async function* reportingProgress(source: AsyncIterable<Buffer>, start: number, report: (bytes: number) => Promise<void>) {
  let sent = start;
  let lastReport = Date.now();
  for await (const part of source) {
    sent += part.length;
    if (Date.now() - lastReport >= PROGRESS_EVERY_MS) {
      lastReport = Date.now();
      await report(sent);
    }
    yield part;
  }
}

/**
 * The tutor's access token. A disconnected channel ends the job; Google's token endpoint failing or
 * silent is worth another attempt, like YouTube's own failures.
 */
async function freshAccessToken(tutorId: string) {
  try {
    return await authorizedClient(tutorId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new YoutubeUploadError(0, 'network', `No access token from Google: ${(error as Error).message}`);
  }
}

/**
 * Streams the stored chunks to one YouTube resumable session. After a failure it asks YouTube how
 * much arrived and sends only the rest; a session YouTube forgot starts over.
 */
async function uploadVideo(jobId: string, job: VideoJobDoc, upload: UploadDoc): Promise<YoutubeVideo> {
  const report = (bytes: number) => reportProgress(jobId, job.fileId, bytes);
  let sessionUri = upload.sessionUri;
  for (let attempt = 1; ; attempt++) {
    try {
      // A new access token each attempt: the previous one may be what failed.
      const { accessToken } = await freshAccessToken(job.tutorId);
      const { apiUrl, idleTimeoutMs } = youtubeConfig();
      let position: UploadPosition = sessionUri
        ? await queryUploadPosition(sessionUri, { totalBytes: job.totalBytes, accessToken, idleTimeoutMs })
        : { kind: 'gone' };
      if (!sessionUri || position.kind === 'gone') {
        sessionUri = await createUploadSession({
          apiUrl,
          idleTimeoutMs,
          accessToken,
          metadata: { title: upload.videoTitle ?? '', description: upload.videoDescription ?? '' },
          totalBytes: job.totalBytes,
          contentType: upload.contentType,
        });
        await saveSessionUri(job.fileId, sessionUri);
        position = { kind: 'incomplete', offset: 0 };
      }
      if (position.kind === 'complete') return position.video;
      if (attempt > 1) logInfo('resuming a YouTube upload', { jobId, offset: position.offset, totalBytes: job.totalBytes });
      await report(position.offset);
      const bytes = readChunksFrom(job.tutorId, job.fileId, upload.chunkSizes, position.offset);
      const after = await sendUploadBytes(sessionUri, {
        offset: position.offset,
        totalBytes: job.totalBytes,
        contentType: upload.contentType,
        accessToken,
        idleTimeoutMs,
        body: Readable.from(reportingProgress(bytes, position.offset, report)),
      });
      if (after.kind === 'complete') return after.video;
      throw new YoutubeUploadError(0, 'incomplete', 'YouTube has not received the whole video yet.');
    } catch (error) {
      if (!(error instanceof YoutubeUploadError) || !error.transient || attempt >= MAX_ATTEMPTS) throw error;
      logWarn('YouTube upload attempt failed; will resume', { jobId, attempt, error: error.message });
      await wait(1000 * 2 ** (attempt - 1));
    }
  }
}

function errorCode(error: unknown): TVideoJobError {
  if (error instanceof AppError && isYoutubeNotConnectedError(error)) return 'youtube-disconnected';
  if (!(error instanceof YoutubeUploadError)) return 'upload-failed';
  if (['quotaExceeded', 'uploadLimitExceeded', 'rateLimitExceeded', 'dailyLimitExceeded'].includes(error.reason))
    return 'quota-exceeded';
  return error.status === 400 ? 'video-rejected' : 'upload-failed';
}

/** The `publishVideo` trigger's work for one job: claim it, upload, publish the lesson, delete the chunks. */
export async function runPublishJob(jobId: string): Promise<void> {
  const claim = await claimJob(jobId);
  if (!claim) return;
  if ('done' in claim) return afterPublished(jobId, claim.done);
  // Told to the tutor and shown on the lesson like any other failure, not left "Processing".
  if ('uploadMissing' in claim) return failJob(jobId, claim.uploadMissing, 'upload-missing');
  const { job, upload } = claim;
  let video: YoutubeVideo;
  try {
    video = await uploadVideo(jobId, job, upload);
  } catch (error) {
    const code = errorCode(error);
    logError('publishing a video to YouTube failed', { jobId, code, error });
    await failJob(jobId, job, code);
    return;
  }
  await finishJob(jobId, job, video.id);
  logInfo('video published to YouTube', { jobId, lessonId: job.lessonId, youtubeVideoId: video.id });
  await afterPublished(jobId, job);
}
