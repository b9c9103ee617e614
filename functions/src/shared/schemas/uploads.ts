import * as z from 'zod/mini';
import { VIDEO_CHUNK_COUNT } from './upload-rules.js';

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
