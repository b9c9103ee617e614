import { createHash } from 'node:crypto';
import type { Storage } from 'firebase-admin/storage';
import { app } from '../../lib/firebase.js';

type Bucket = ReturnType<Storage['bucket']>;

let bucket: Promise<Bucket> | undefined;

/** The default bucket; firebase-admin/storage (with @google-cloud/storage) loads on first use, not with the entry file. */
export function uploadsBucket(): Promise<Bucket> {
  bucket ??= import('firebase-admin/storage').then(({ getStorage }) => getStorage(app).bucket());
  return bucket;
}

const folderOf = (tutorId: string, fileId: string) => `uploads/${tutorId}/${fileId}/`;
export const chunkPath = (tutorId: string, fileId: string, index: number) => `${folderOf(tutorId, fileId)}${index}`;

/**
 * One request, no resumable session: a chunk is at most ~21.5 MB and is retried whole by the browser.
 * Integrity: Cloud Storage checks the MD5 we send (hashed natively) instead of the client library
 * hashing in JavaScript, which measured ~10x slower than the upload itself.
 */
export async function saveChunk(tutorId: string, fileId: string, index: number, bytes: Buffer): Promise<void> {
  const file = (await uploadsBucket()).file(chunkPath(tutorId, fileId, index));
  const md5Hash = createHash('md5').update(bytes).digest('base64');
  await file.save(bytes, { resumable: false, validation: false, contentType: 'application/octet-stream', metadata: { md5Hash } });
}

export async function deleteChunks(tutorId: string, fileId: string): Promise<void> {
  await (await uploadsBucket()).deleteFiles({ prefix: folderOf(tutorId, fileId) });
}

/**
 * The stored video from byte `offset` on, chunk after chunk, streamed: only what the consumer has
 * not read yet is in memory. Read without the library's JavaScript CRC32C check (the cost noted at
 * saveChunk); the bytes were checked by Storage on the way in and travel over TLS.
 */
export async function* readChunksFrom(
  tutorId: string,
  fileId: string,
  chunkSizes: number[],
  offset: number,
): AsyncGenerator<Buffer> {
  const storage = await uploadsBucket();
  let chunkStart = 0;
  for (const [index, size] of chunkSizes.entries()) {
    const chunkEnd = chunkStart + size;
    if (offset < chunkEnd) {
      const skip = Math.max(0, offset - chunkStart);
      const file = storage.file(chunkPath(tutorId, fileId, index));
      yield* file.createReadStream({ start: skip, validation: false }) as AsyncIterable<Buffer>;
    }
    chunkStart = chunkEnd;
  }
}
