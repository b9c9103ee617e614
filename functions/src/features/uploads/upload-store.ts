import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { deleteChunks } from './chunk-storage.js';
import { VIDEO_CHUNK_COUNT } from '../../shared/schemas/upload-rules.js';

/**
 * `uploads/{fileId}`: server-only bookkeeping of one chunked video upload; the chunks themselves are
 * objects in Cloud Storage (chunk-storage.ts), which is also the record of which have arrived. `open` while chunks may arrive;
 * `publishing` while a job streams the video to YouTube (the sizes are then fixed on this
 * document); `open` again if that job fails, so the same upload can be published again.
 */
export type UploadStatus = 'open' | 'publishing';

export interface UploadDoc {
  tutorId: string;
  totalChunks: number;
  contentType: string;
  status: UploadStatus;
  /** Fixed when publishing starts: bytes per chunk, in chunk order, and their sum. */
  chunkSizes: number[];
  totalBytes: number;
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

/** The refusal of a video already on its way to YouTube: no more chunks, and no second job. */
export const alreadyPublishing = () =>
  AppError.refusal('failed-precondition', 'This video is already being published.', { reason: 'video-already-publishing' });

/** The upload's own check: it exists and is the tutor's (another tutor's file id looks exactly like a missing one). */
export function ownUpload(snapshot: FirebaseFirestore.DocumentSnapshot, tutorId: string): UploadDoc {
  const upload = snapshot.data() as UploadDoc | undefined;
  if (!upload || upload.tutorId !== tutorId)
    throw AppError.refusal('failed-precondition', 'This video upload was not found.', { reason: 'upload-not-found' });
  return upload;
}

const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/**
 * Before a chunk is stored: the first chunk of a file id claims it for the tutor (an atomic
 * create); a chunk for another tutor's file id, or for a video being published, is refused.
 */
export async function claimUpload(fileId: string, tutorId: string, contentType: string): Promise<void> {
  let snapshot = await uploadDoc(fileId).get();
  if (!snapshot.exists) {
    try {
      await uploadDoc(fileId).create({
        tutorId,
        totalChunks: VIDEO_CHUNK_COUNT,
        contentType,
        status: 'open',
        chunkSizes: [],
        totalBytes: 0,
        jobId: null,
        videoTitle: null,
        videoDescription: null,
        sessionUri: null,
        leaseExpiresAt: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return;
    } catch (error) {
      // Another chunk of the same file created it first.
      if (!isAlreadyExists(error)) throw error;
      snapshot = await uploadDoc(fileId).get();
    }
  }
  const upload = snapshot.data() as UploadDoc;
  if (upload.tutorId !== tutorId)
    throw AppError.refusal('permission-denied', 'This upload belongs to someone else.', { reason: 'upload-of-someone-else' });
  if (upload.status === 'publishing') throw alreadyPublishing();
}

/** The sizes of chunks 0..n-1 from what is stored (index → bytes), or how many arrived when some are missing. */
export function chunkSizesOf(stored: ReadonlyMap<number, number>, totalChunks: number): number[] | { received: number } {
  const ordered = Array.from({ length: totalChunks }, (_, index) => stored.get(index));
  return ordered.every((size) => size !== undefined) ? ordered : { received: stored.size };
}

/** An upload done with (published, or its lesson deleted): its chunks in Storage, then its bookkeeping. */
export async function discardUpload(tutorId: string, fileId: string): Promise<void> {
  await deleteChunks(tutorId, fileId);
  await uploadDoc(fileId).delete();
}
