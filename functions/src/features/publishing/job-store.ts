import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TVideoJobError, TVideoJobStatus } from '../../shared/schemas/youtube.js';
import { discardUpload, uploadDoc, type UploadDoc } from '../uploads/upload-store.js';
import { lessonNotice, lessonNoticeRef, publishedLessonOf, studentsWithAccess } from '../lessons/notify-lesson-published.js';
import { recountCourseStudents } from '../progress/recount-progress.js';

/** `videoJobs/{jobId}`: what the tutor's app follows live while a video goes to YouTube. */
export interface VideoJobDoc {
  tutorId: string;
  lessonId: string;
  fileId: string;
  status: TVideoJobStatus;
  bytesSent: number;
  totalBytes: number;
  youtubeVideoId: string | null;
  error: TVideoJobError | null;
  updatedAt: Timestamp;
}

export const jobDoc = (jobId: string) => db.collection('videoJobs').doc(jobId);

/** The lesson's newest publishing job (a lesson gets another one each time its video is published again). */
export async function latestJobOf(tutorId: string, lessonId: string): Promise<VideoJobDoc | undefined> {
  const jobs = await db.collection('videoJobs').where('tutorId', '==', tutorId).where('lessonId', '==', lessonId).get();
  const newestFirst = jobs.docs
    .map((doc) => doc.data() as VideoJobDoc)
    .sort((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis());
  return newestFirst[0];
}

/** How long a runner owns a job after its last sign of life; a runner that died is replaced after this. */
const LEASE_MS = 2 * 60 * 1000;

/** Another runner holds the job (a duplicate delivery of the trigger): retry later, when it has finished or died. */
export class JobBusyError extends Error {}

/**
 * Takes the job for this runner: nothing to do when it failed or is gone; only what follows
 * publishing when it is done (a runner that died after finishing it); `uploadMissing` when its
 * upload is gone or another job's (the caller fails it, as any failure); busy while another
 * runner's lease is alive; otherwise `uploading`, with a fresh lease.
 */
export async function claimJob(
  jobId: string,
): Promise<{ job: VideoJobDoc; upload: UploadDoc } | { done: VideoJobDoc } | { uploadMissing: VideoJobDoc } | undefined> {
  return db.runTransaction(async (tx) => {
    const jobSnapshot = await tx.get(jobDoc(jobId));
    const job = jobSnapshot.data() as VideoJobDoc | undefined;
    if (job?.status === 'done') return { done: job };
    if (!job || job.status === 'failed') return undefined;
    const uploadSnapshot = await tx.get(uploadDoc(job.fileId));
    const upload = uploadSnapshot.data() as UploadDoc | undefined;
    if (!upload || upload.jobId !== jobId) return { uploadMissing: job };
    if (job.status === 'uploading' && (upload.leaseExpiresAt?.toMillis() ?? 0) > Date.now()) throw new JobBusyError(jobId);
    tx.update(jobSnapshot.ref, { status: 'uploading', updatedAt: FieldValue.serverTimestamp() });
    tx.update(uploadSnapshot.ref, { leaseExpiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) });
    return { job, upload };
  });
}

/** Progress for the tutor's screen, and a renewed lease for this runner. */
export async function reportProgress(jobId: string, fileId: string, bytesSent: number): Promise<void> {
  const batch = db.batch();
  batch.update(jobDoc(jobId), { bytesSent, updatedAt: FieldValue.serverTimestamp() });
  batch.update(uploadDoc(fileId), { leaseExpiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) });
  await batch.commit();
}

export async function saveSessionUri(fileId: string, sessionUri: string): Promise<void> {
  await uploadDoc(fileId).update({ sessionUri, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * The video is on YouTube: the job is done, and the lesson (if it still exists) is published with
 * its embed and announced to its students, all in one transaction, so a runner that dies on the
 * way leaves either nothing done (the retry finishes) or everything (the retry finds it done).
 */
export async function finishJob(jobId: string, job: VideoJobDoc, youtubeVideoId: string): Promise<void> {
  const lessonRef = db.collection('lessons').doc(job.lessonId);
  const now = Date.now();
  // Who to tell is read first: a query inside the transaction would lock the course's grants.
  const courseId = (await lessonRef.get()).get('courseId') as string | undefined;
  const students = courseId ? await studentsWithAccess(courseId, now) : [];
  await db.runTransaction(async (tx) => {
    const recipients = students.map((studentId) => ({ studentId, ref: lessonNoticeRef(lessonRef.id, studentId) }));
    const [current, lesson, ...notices] = await tx.getAll(jobDoc(jobId), lessonRef, ...recipients.map((r) => r.ref));
    if (!current || !lesson || current.get('status') === 'done') return;
    if (lesson.exists) {
      tx.update(lessonRef, {
        status: 'published',
        videoUrl: `https://www.youtube.com/embed/${youtubeVideoId}`,
        youtubeVideoId,
        updatedAt: FieldValue.serverTimestamp(),
      });
      const published = publishedLessonOf(lesson.data() ?? {});
      const alreadyTold = new Set(notices.filter((notice) => notice.exists).map((notice) => notice.id));
      for (const { studentId, ref } of recipients) {
        if (!alreadyTold.has(ref.id)) tx.create(ref, lessonNotice(lessonRef.id, published, studentId, now));
      }
    }
    tx.update(current.ref, {
      status: 'done',
      bytesSent: job.totalBytes,
      youtubeVideoId,
      error: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/**
 * What follows publishing, safe to run again: the course's students are counted again (the lesson
 * now counts towards their progress) and the chunks and upload record go. A retry of a runner that
 * died after finishJob finds the job done and runs only this.
 */
export async function afterPublished(jobId: string, job: VideoJobDoc): Promise<void> {
  const [lesson, upload] = await Promise.all([db.collection('lessons').doc(job.lessonId).get(), uploadDoc(job.fileId).get()]);
  const courseId = lesson.get('courseId') as string | undefined;
  if (courseId) await recountCourseStudents(job.tutorId, courseId);
  // Gone already, or this job's: never another job's upload.
  if (!upload.exists || upload.get('jobId') === jobId) await discardUpload(job.tutorId, job.fileId);
}

/**
 * The job failed for good: the chunks stay, and the upload can be published again by a new job.
 * The tutor, sent on from the editor long before, hears of it in their notifications (once per job)
 * and sees it on the lesson.
 */
export async function failJob(jobId: string, job: VideoJobDoc, error: TVideoJobError): Promise<void> {
  const [lesson, upload] = await Promise.all([db.collection('lessons').doc(job.lessonId).get(), uploadDoc(job.fileId).get()]);
  const lessonTitle = String(lesson.get('title') ?? '');
  const batch = db.batch();
  batch.update(jobDoc(jobId), { status: 'failed', error, updatedAt: FieldValue.serverTimestamp() });
  // The lessons list says so, rather than "Processing" (and stops polling for it); a new job clears it.
  if (lesson.exists) batch.update(lesson.ref, { videoFailed: true });
  // Only this job's upload opens again: one that is gone, or another job's (`upload-missing`), stays as it is.
  if (upload.get('jobId') === jobId) {
    batch.update(upload.ref, { status: 'open', leaseExpiresAt: null, updatedAt: FieldValue.serverTimestamp() });
  }
  batch.set(db.collection('notifications').doc(`video_failed_${jobId}`), {
    userId: job.tutorId,
    type: 'video_failed',
    title: 'Video not published',
    body: `"${lessonTitle}" could not be published to YouTube. Open the lesson to see why and publish it again.`,
    link: `/tutor-dashboard/lessons/${encodeURIComponent(job.lessonId)}`,
    params: { lessonTitle },
    createdAt: FieldValue.serverTimestamp(),
    read: false,
  });
  await batch.commit();
}
