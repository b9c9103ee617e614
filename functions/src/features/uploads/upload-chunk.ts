import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { parseMultipart } from '../../http/multipart.js';
import { parseOrThrow } from '../../http/validate.js';
import { MAX_CHUNK_BYTES } from '../../shared/schemas/upload-rules.js';
import { ZUploadChunkFields, type TUploadChunkResponse } from '../../shared/schemas/uploads.js';
import { saveChunk } from './chunk-storage.js';
import { claimUpload } from './upload-store.js';

/** What YouTube is told the video is: the browser's type when it is a video type, else generic bytes. */
const contentTypeOf = (mimeType: string) => (/^video\/[\w.+-]+$/.test(mimeType) ? mimeType : 'application/octet-stream');

/**
 * POST /lessons/upload-chunk — one of the 100 chunks of a video (spec §7). Checked before anything
 * is stored: the fields, the chunk's size (at most 1/100 of the 2 GB limit, so a file can never
 * exceed it), and that the file id is not another tutor's. Chunks may come in any order and twice.
 */
export async function uploadChunk(req: Request, res: Response<TUploadChunkResponse>) {
  const tutorId = callerOf(req).uid;
  const { fields, files } = await parseMultipart(req, { maxFileBytes: MAX_CHUNK_BYTES, maxFields: 5 });
  const { fileId, chunkIndex } = parseOrThrow(ZUploadChunkFields, fields);
  const chunk = files.find((file) => file.field === 'chunk');
  if (!chunk) throw new AppError('invalid-argument', 'Send the chunk bytes in the "chunk" field.');
  if (chunk.data.length === 0) throw new AppError('invalid-argument', 'The chunk is empty.');

  await claimUpload(fileId, tutorId, contentTypeOf(chunk.mimeType));
  await saveChunk(tutorId, fileId, chunkIndex, chunk.data);
  res.json({ fileId, chunkIndex });
}
