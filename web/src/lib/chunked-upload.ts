import { chunkBounds, MAX_VIDEO_BYTES, MIN_VIDEO_BYTES, VIDEO_CHUNK_COUNT } from '@shared/schemas/upload-rules';
import type { TUploadChunkResponse } from '@shared/schemas/uploads';
import { ApiError, apiRequest, isRetryable, wait } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Spec §9: each chunk gets up to 3 attempts, 1 s apart. */
const ATTEMPTS = 3;
const RETRY_WAIT_MS = 1000;
/** Browsers upload fastest with 3–4 requests in flight (more adds nothing, fewer leaves the link idle). */
const MAX_IN_FLIGHT = 4;
/**
 * Every chunk request must end within the 60 s Hosting and the function give it, so only as many
 * go at once as the connection carries in about half that: a 2 GB video's 21.5 MB chunks, four at
 * once, would need ~12 Mbit/s of upload, more than many home links have.
 */
const CHUNK_TIME_BUDGET_MS = 30_000;

/** How many chunks of `chunkBytes` to send at once over a link measured at `bytesPerMs` (1 to 4). */
export function chunksInFlight(bytesPerMs: number, chunkBytes: number): number {
  return Math.max(1, Math.min(MAX_IN_FLIGHT, Math.floor((bytesPerMs * CHUNK_TIME_BUDGET_MS) / chunkBytes)));
}

/**
 * One video on its way up, kept while the form holds the file: the chunks the server has confirmed
 * are not sent again when the tutor publishes once more after an upload that failed midway.
 */
export interface ChunkedUpload {
  readonly file: File;
  readonly fileId: string;
  /** Indexes of the chunks the server has answered for. */
  readonly stored: Set<number>;
}

/** A new upload of `file`; refuses files that cannot be a video of the allowed size. */
export function newChunkedUpload(file: File): ChunkedUpload {
  if (file.size < MIN_VIDEO_BYTES) throw new Error(i18n.t('youtube:upload.tooSmall'));
  if (file.size > MAX_VIDEO_BYTES) throw new Error(i18n.t('youtube:upload.tooLarge'));
  return { file, fileId: crypto.randomUUID(), stored: new Set() };
}

/**
 * Sends the chunks of `upload` the server does not have yet, out of exactly 100, to
 * `POST /api/lessons/upload-chunk` (spec §4/§7/§9), up to four at a time (the first alone, then as
 * many as the measured speed allows, one again after a failed attempt), reporting the overall
 * percentage (what arrived before counts). `POST /api/lessons` then names `upload.fileId`. Rejects
 * with a message fit to show (spec §8), or the server's refusal; what arrived stays recorded.
 */
export async function uploadInChunks(
  upload: ChunkedUpload,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const { file, fileId, stored } = upload;
  // The first chunk that fails for good stops the others, and so does the caller. (Not
  // AbortSignal.any, which Safari before 17.4 lacks: every upload there failed at once.)
  const stop = new AbortController();
  const { signal } = stop;
  const stopForCaller = () => stop.abort();
  if (options.signal?.aborted) stop.abort();
  else options.signal?.addEventListener('abort', stopForCaller, { once: true });
  const chunkSize = (index: number) => {
    const { start, end } = chunkBounds(file.size, index);
    return end - start;
  };
  let sentBytes = [...stored].reduce((sum, index) => sum + chunkSize(index), 0);
  // The link's speed, from what this run has sent, decides how many chunks go at once.
  const startedAt = performance.now();
  let sentThisRun = 0;
  let allowed = 1;
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const wakeAll = () => {
    const woken = waiting;
    waiting = [];
    woken.forEach((wake) => wake());
  };
  const missing = Array.from({ length: VIDEO_CHUNK_COUNT }, (_, index) => index).filter((index) => !stored.has(index));
  options.onProgress?.(Math.floor((sentBytes * 100) / file.size));

  const sendChunk = async (index: number) => {
    const { start, end } = chunkBounds(file.size, index);
    for (let attempt = 1; ; attempt++) {
      const form = new FormData();
      form.set('fileId', fileId);
      form.set('chunkIndex', String(index));
      form.set('totalChunks', String(VIDEO_CHUNK_COUNT));
      form.set('chunk', file.slice(start, end, file.type), 'chunk');
      try {
        await apiRequest<TUploadChunkResponse>('/lessons/upload-chunk', { method: 'POST', body: form, signal });
        break;
      } catch (error) {
        if (signal.aborted || !isRetryable(error)) throw error;
        if (attempt >= ATTEMPTS) {
          const offline = error instanceof ApiError && error.status === 0;
          throw new Error(
            offline ? i18n.t('youtube:upload.networkError') : i18n.t('youtube:upload.chunkFailed', { n: index + 1 }),
            {
              cause: error,
            },
          );
        }
        // A link too slow for the chunks in flight fails them: the rest go one at a time until it recovers.
        allowed = 1;
        await wait(RETRY_WAIT_MS);
      }
    }
    stored.add(index);
    sentBytes += end - start;
    sentThisRun += end - start;
    allowed = chunksInFlight(sentThisRun / Math.max(1, performance.now() - startedAt), end - start);
    options.onProgress?.(Math.floor((sentBytes * 100) / file.size));
  };

  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    try {
      while (next < missing.length && !signal.aborted) {
        if (inFlight >= allowed) {
          await new Promise<void>((wake) => waiting.push(wake));
          continue;
        }
        inFlight += 1;
        try {
          await sendChunk(missing[next++]!);
        } finally {
          inFlight -= 1;
          wakeAll();
        }
      }
    } catch (error) {
      failure ??= { error };
      stop.abort();
      wakeAll();
    }
  };
  // Settles only when every request has ended, so `stored` is final when the caller hears of a failure.
  await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, worker));
  options.signal?.removeEventListener('abort', stopForCaller);
  if (options.signal?.aborted) throw options.signal.reason;
  if (failure) throw failure.error;
}
