import type { Request, Response } from 'express';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { logWarn } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { deleteStoredObject } from '../../lib/stored-image.js';
import { writeAll } from '../../lib/write-all.js';
import { latestJobOf, type VideoJobDoc } from '../publishing/job-store.js';
import { discardUpload } from '../uploads/upload-store.js';
import { assertOwnLesson, deleteLessonRecord, lessonsCollection } from './lesson-store.js';
import { withdrawLessonNotices } from './notify-lesson-published.js';
import { recountCourseStudents } from '../progress/recount-progress.js';

/** Students' progress on a deleted lesson would only distort completion rates. */
async function deleteProgressOf(tutorId: string, lessonId: string) {
  const progress = await db
    .collection('progress')
    .where('tutorId', '==', tutorId)
    .where('lessonId', '==', lessonId)
    .select()
    .get();
  await writeAll(progress.docs, (writer, doc) => writer.delete(doc.ref), 'deleting progress on a deleted lesson');
}

/**
 * Notifications that would lead to a lesson no longer there: its students' 'New lesson' and the
 * tutor's 'Video not published'.
 */
async function deleteNoticesOf(tutorId: string, lessonId: string) {
  const tutor = await db
    .collection('notifications')
    .where('userId', '==', tutorId)
    .where('link', '==', `/tutor-dashboard/lessons/${encodeURIComponent(lessonId)}`)
    .select()
    .get();
  await Promise.all([
    withdrawLessonNotices(lessonId),
    writeAll(tutor.docs, (writer, doc) => writer.delete(doc.ref), 'deleting notices of a deleted lesson'),
  ]);
}

/** The request creating a video lesson makes its job within the api function's timeout (index.ts: 60 s). */
const CREATE_REQUEST_MS = 60 * 1000;
/**
 * A job quiet for longer can never finish: Cloud Functions delivers a publishVideo event again for
 * at most 7 days (`retry: true`), and Storage's lifecycle rule removes the chunks it reads after 7 days.
 */
const JOB_GIVEN_UP_MS = 7 * 24 * 60 * 60 * 1000;

const olderThan = (time: unknown, ms: number) => time instanceof Timestamp && Date.now() - time.toMillis() > ms;

/**
 * A `processing` lesson whose video will never be published: its job failed, went quiet for good,
 * or was never made (its create request is long over).
 */
function videoGivenUp(lesson: DocumentData, latest: VideoJobDoc | undefined): boolean {
  if (!latest) return olderThan(lesson.createdAt, CREATE_REQUEST_MS);
  return latest.status === 'failed' || (latest.status !== 'done' && olderThan(latest.updatedAt, JOB_GIVEN_UP_MS));
}

/**
 * DELETE /lessons/:lessonId — the owner only (403 otherwise); not while its video is being
 * published, but once that has failed or stopped for good (the video's kept upload goes with it).
 */
export async function deleteLesson(req: Request, res: Response) {
  const { uid } = callerOf(req);
  const ref = lessonsCollection().doc(String(req.params.lessonId));
  const current = assertOwnLesson(await ref.get(), uid);
  let failedUpload: string | undefined;
  if (current.status === 'processing') {
    const latest = await latestJobOf(uid, ref.id);
    if (!videoGivenUp(current, latest)) {
      throw AppError.refusal('failed-precondition', 'This lesson’s video is still being published. Delete it when it is ready.', {
        reason: 'lesson-still-publishing',
      });
    }
    failedUpload = latest?.fileId;
  }
  const deleted = await deleteLessonRecord(ref, uid);
  // The lesson is gone; leftovers are tidied up but never turn the answer into an error.
  const cleanups = await Promise.allSettled([
    deleted.thumbnailPath ? deleteStoredObject(String(deleted.thumbnailPath)) : Promise.resolve(),
    // Its students' progress is counted again without it (a published lesson counted for them).
    deleteProgressOf(uid, ref.id).then(() =>
      current.status === 'published' ? recountCourseStudents(uid, String(current.courseId)) : undefined,
    ),
    failedUpload ? discardUpload(uid, failedUpload) : Promise.resolve(),
    deleteNoticesOf(uid, ref.id),
  ]);
  for (const result of cleanups) {
    if (result.status === 'rejected') logWarn('lesson cleanup failed', { lessonId: ref.id, error: String(result.reason) });
  }
  res.status(204).end();
}
