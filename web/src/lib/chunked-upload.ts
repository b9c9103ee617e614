import {
  chunkBounds,
  MAX_VIDEO_BYTES,
  MIN_VIDEO_BYTES,
  VIDEO_CHUNK_COUNT,
  type TUploadChunkResponse,
} from '@shared/schemas/uploads';
import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Spec §9: each chunk gets up to 3 attempts, 1 s apart. */
const ATTEMPTS = 3;
const RETRY_WAIT_MS = 1000;
/** Browsers upload fastest with 3–4 requests in flight (more adds nothing, fewer leaves the link idle). */
const IN_FLIGHT = 4;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The network, the server's own failures and rate limiting are worth another attempt; a refusal (4xx) is not. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/**
 * Uploads a video in exactly 100 chunks to `POST /api/lessons/upload-chunk` (spec §4/§7/§9), four
 * at a time, reporting the overall percentage. Resolves with the file id that `POST /api/lessons`
 * then names; rejects with a message fit to show (spec §8), or the server's refusal.
 */
export async function uploadInChunks(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<{ fileId: string }> {
  if (file.size < MIN_VIDEO_BYTES) throw new Error(i18n.t('youtube:upload.tooSmall'));
  if (file.size > MAX_VIDEO_BYTES) throw new Error(i18n.t('youtube:upload.tooLarge'));
  const fileId = crypto.randomUUID();
  // The first chunk that fails for good stops the others.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let sentBytes = 0;
  let nextIndex = 0;
  options.onProgress?.(0);

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
        await wait(RETRY_WAIT_MS);
      }
    }
    sentBytes += end - start;
    options.onProgress?.(Math.floor((sentBytes * 100) / file.size));
  };

  const worker = async () => {
    while (nextIndex < VIDEO_CHUNK_COUNT && !signal.aborted) await sendChunk(nextIndex++);
  };
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } catch (error) {
    stop.abort();
    throw error;
  }
  if (options.signal?.aborted) throw options.signal.reason;
  return { fileId };
}
