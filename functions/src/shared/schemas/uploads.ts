import * as z from 'zod/mini';

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

/** A file id the browser makes up (a UUID): it names the Storage folder, so only safe characters. */
export const ZFileId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid file id'));

/** The text fields of `POST /api/lessons/upload-chunk` (multipart; the bytes come in the `chunk` file field). */
const CHUNK_INDEX_RANGE = `chunkIndex must be a whole number from 0 to ${VIDEO_CHUNK_COUNT - 1}`;
const CHUNK_COUNT = `A video is sent in exactly ${VIDEO_CHUNK_COUNT} chunks`;

/** A whole number in plain decimal digits, as a form field carries it: not "1e1", "0x5" or "-0". */
const digits = (message: string) => z.pipe(z.string(message).check(z.regex(/^\d{1,9}$/, message)), z.transform(Number));

export const ZUploadChunkFields = z.object({
  fileId: ZFileId,
  chunkIndex: z.pipe(digits(CHUNK_INDEX_RANGE), z.number().check(z.lte(VIDEO_CHUNK_COUNT - 1, CHUNK_INDEX_RANGE))),
  totalChunks: z.pipe(digits(CHUNK_COUNT), z.literal(VIDEO_CHUNK_COUNT, CHUNK_COUNT)),
});
export type TUploadChunkFields = z.infer<typeof ZUploadChunkFields>;

/** The chunk is stored. The browser counts its own chunks; what Cloud Storage holds decides at publishing. */
export const ZUploadChunkResponse = z.object({
  fileId: z.string(),
  chunkIndex: z.number(),
});
export type TUploadChunkResponse = z.infer<typeof ZUploadChunkResponse>;
