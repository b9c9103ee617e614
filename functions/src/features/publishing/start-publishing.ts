import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { storedChunkSizes } from '../uploads/chunk-storage.js';
import { alreadyPublishing, chunkSizesOf, ownUpload, uploadDoc } from '../uploads/upload-store.js';
import { notConnected, tokenDoc } from '../youtube/token-store.js';
import { jobDoc, type VideoJobDoc } from './job-store.js';
import { youtubeDescription, youtubeTitle } from './video-metadata.js';

/**
 * Hands a fully uploaded video to the publishing job (the `publishVideo` trigger runs it outside
 * this request, since Hosting cuts requests at 60 s). Refuses when the tutor has no YouTube
 * connection (the app then offers to connect), or the upload is not theirs, not complete, or
 * already being published.
 */
export async function startPublishing(input: {
  tutorId: string;
  lessonId: string;
  fileId: string;
  title: string;
  description: string;
}): Promise<{ jobId: string }> {
  const job = jobDoc(db.collection('videoJobs').doc().id);
  // Listed before the transaction (Storage is not part of it); once the upload is `publishing`,
  // claimUpload refuses further chunks, so these sizes are the ones the job will read.
  const stored = await storedChunkSizes(input.tutorId, input.fileId);
  await db.runTransaction(async (tx) => {
    const lessonRef = db.collection('lessons').doc(input.lessonId);
    const [token, uploadSnapshot, lesson] = await tx.getAll(tokenDoc(input.tutorId), uploadDoc(input.fileId), lessonRef);
    if (!token?.exists) throw notConnected();
    const upload = ownUpload(uploadSnapshot!, input.tutorId);
    if (upload.status === 'publishing') throw alreadyPublishing();
    const chunkSizes = chunkSizesOf(stored, upload.totalChunks);
    if (!Array.isArray(chunkSizes)) {
      const [received, total] = [String(chunkSizes.received), String(upload.totalChunks)];
      throw AppError.refusal('failed-precondition', `The video upload is incomplete: ${received} of ${total} chunks arrived.`, {
        reason: 'upload-incomplete',
        params: { received, total },
      });
    }
    const totalBytes = chunkSizes.reduce((sum, size) => sum + size, 0);
    const fresh: Omit<VideoJobDoc, 'updatedAt'> = {
      tutorId: input.tutorId,
      lessonId: input.lessonId,
      fileId: input.fileId,
      status: 'queued',
      bytesSent: 0,
      totalBytes,
      youtubeVideoId: null,
      error: null,
    };
    tx.create(job, { ...fresh, updatedAt: FieldValue.serverTimestamp() });
    // Published again: no longer a failed video (failJob).
    if (lesson?.get('videoFailed')) tx.update(lessonRef, { videoFailed: FieldValue.delete() });
    tx.update(uploadSnapshot!.ref, {
      status: 'publishing',
      chunkSizes,
      totalBytes,
      jobId: job.id,
      videoTitle: youtubeTitle(input.title),
      videoDescription: youtubeDescription(input.description),
      sessionUri: null,
      leaseExpiresAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return { jobId: job.id };
}
