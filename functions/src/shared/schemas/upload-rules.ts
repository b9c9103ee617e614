/**
 * How a video travels in chunks (spec §9), free of zod so the web app's upload code stays small; the
 * API's schemas in ./uploads.ts and its chunk store use the same numbers.
 */

/** Spec §9: a video always travels in exactly this many chunks. */
export const VIDEO_CHUNK_COUNT = 100;
/** The largest video a tutor can publish (YouTube takes far more; this keeps one upload within a chunk's request limit). */
export const MAX_VIDEO_BYTES = 2 * 1024 ** 3;
/** Each chunk's share of the largest video: ~21.5 MB, well under the 32 MB request limit of Cloud Functions. */
export const MAX_CHUNK_BYTES = Math.ceil(MAX_VIDEO_BYTES / VIDEO_CHUNK_COUNT);
/** Below this, 100 chunks would leave some empty (and no real video is this small). */
export const MIN_VIDEO_BYTES = VIDEO_CHUNK_COUNT;

/** Byte range [start, end) of chunk `index`: the file is cut into 100 near-equal parts (sizes differ by at most one byte). */
export function chunkBounds(fileSize: number, index: number): { start: number; end: number } {
  return {
    start: Math.floor((index * fileSize) / VIDEO_CHUNK_COUNT),
    end: Math.floor(((index + 1) * fileSize) / VIDEO_CHUNK_COUNT),
  };
}
