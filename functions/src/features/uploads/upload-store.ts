import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { VIDEO_CHUNK_COUNT } from '../../shared/schemas/uploads.js';

/**
 * `uploads/{fileId}`: server-only bookkeeping of one chunked video upload. `receiving` until all
 * 100 chunks are in, then `complete`; `publishing` while a job streams it to YouTube (no more
 * chunks accepted); back to `complete` if that job fails, so it can be published again.
 */
export type UploadStatus = 'receiving' | 'complete' | 'publishing';

export interface UploadDoc {
  tutorId: string;
  totalChunks: number;
  /** Bytes per received chunk, keyed by chunk index. */
  chunkSizes: Record<string, number>;
  receivedChunks: number;
  totalBytes: number;
  contentType: string;
  status: UploadStatus;
  /** Set while publishing: the job, what to publish, and YouTube's resumable session (a capability: never shown to browsers). */
  jobId: string | null;
  videoTitle: string | null;
  videoDescription: string | null;
  sessionUri: string | null;
  /** Until when the job runner that last claimed the job owns it. */
  leaseExpiresAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const uploadDoc = (fileId: string) => db.collection('uploads').doc(fileId);

const NOT_FOUND = 'This video upload was not found.';

/** The upload's own check: it exists and is the tutor's (another tutor's file id looks exactly like a missing one). */
export function ownUpload(snapshot: FirebaseFirestore.DocumentSnapshot, tutorId: string): UploadDoc {
  const upload = snapshot.data() as UploadDoc | undefined;
  if (!upload || upload.tutorId !== tutorId) throw new AppError('failed-precondition', NOT_FOUND);
  return upload;
}

/** Chunk sizes in index order (every chunk present), as the publishing job streams them. */
export function orderedChunkSizes(upload: UploadDoc): number[] {
  return Array.from({ length: upload.totalChunks }, (_, index) => {
    const size = upload.chunkSizes[String(index)];
    if (size === undefined) throw new Error(`chunk ${index} is missing`);
    return size;
  });
}

/**
 * Before a chunk is stored: the first chunk of a file id claims it for the tutor; a chunk for
 * another tutor's file id, or for a video already being published, is refused (nothing is stored).
 */
export async function claimUpload(fileId: string, tutorId: string, contentType: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(uploadDoc(fileId));
    const existing = snapshot.data() as UploadDoc | undefined;
    if (existing && existing.tutorId !== tutorId) throw new AppError('permission-denied', 'This upload belongs to someone else.');
    if (existing?.status === 'publishing') throw new AppError('failed-precondition', 'This video is already being published.');
    if (existing) return;
    tx.create(snapshot.ref, {
      tutorId,
      totalChunks: VIDEO_CHUNK_COUNT,
      chunkSizes: {},
      receivedChunks: 0,
      totalBytes: 0,
      contentType,
      status: 'receiving',
      jobId: null,
      videoTitle: null,
      videoDescription: null,
      sessionUri: null,
      leaseExpiresAt: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/** After a chunk is stored: records its size (a repeated chunk replaces its earlier copy, never counts twice). */
export async function recordChunk(fileId: string, tutorId: string, index: number, size: number) {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(uploadDoc(fileId));
    const upload = ownUpload(snapshot, tutorId);
    if (upload.status === 'publishing') throw new AppError('failed-precondition', 'This video is already being published.');
    const chunkSizes = { ...upload.chunkSizes, [String(index)]: size };
    const receivedChunks = Object.keys(chunkSizes).length;
    const totalBytes = Object.values(chunkSizes).reduce((sum, n) => sum + n, 0);
    const status: UploadStatus = receivedChunks === upload.totalChunks ? 'complete' : 'receiving';
    tx.update(snapshot.ref, { chunkSizes, receivedChunks, totalBytes, status, updatedAt: FieldValue.serverTimestamp() });
    return { receivedChunks, complete: status === 'complete' };
  });
}
