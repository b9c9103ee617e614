import type { Request, Response } from 'express';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { hasRichText } from '../../shared/rich-text.js';
import type { TLessonResponse, TUpdateLessonRequest } from '../../shared/schemas/lessons.js';
import { lessonCompletion } from '../courses/course-stats.js';
import { isoOf } from '../courses/course-store.js';
import { loadLearningRecords } from '../courses/learning-records.js';
import { storedDuration } from '../../shared/durations.js';
import { assertOwnLesson, lessonsCollection, toLesson } from './lesson-store.js';
import { notifyLessonPublished, publishedLessonOf, withdrawLessonNotices } from './notify-lesson-published.js';
import { recountCourseStudents } from '../progress/recount-progress.js';

const LESSON_CHANGED =
  'This lesson was changed elsewhere (in another tab or on another device) since you opened it, so your changes were not saved. Copy anything you want to keep, reload the page to see the latest version, then make your changes again.';

const DRAFT_WHILE_PUBLISHING =
  'This lesson’s video is being published to YouTube, so it cannot be saved as a draft. Use Publish Lesson to save your changes.';

/**
 * Whether the tutor saved the lesson after `seenUpdatedAt`, the `updatedAt` the form was filled
 * from. Only their own saves count (`editedAt`): the publishing job also moves `updatedAt` when the
 * video is ready, and a form opened while it was publishing edits nothing the job wrote. Lessons
 * from before `editedAt` compare `updatedAt`. A `seenUpdatedAt` that is no date counts as stale.
 */
function editedSince(data: DocumentData, seenUpdatedAt: string): boolean {
  const lastEdit = Date.parse(isoOf(data.editedAt ?? data.updatedAt));
  return !(Date.parse(seenUpdatedAt) >= lastEdit);
}

/**
 * PUT /lessons/:lessonId (JSON: title, description, duration, content, status, seenUpdatedAt).
 * Course, type and media stay as created. Saved only if no other save came after the version the
 * form was filled from (409 otherwise), so a second tab cannot silently undo the first one's. A
 * video still being published keeps `processing` until its job finishes and publishes the lesson,
 * so it cannot be made a draft meanwhile (409).
 */
export async function updateLesson(req: Request, res: Response<TLessonResponse>) {
  const { uid } = callerOf(req);
  const body = req.body as TUpdateLessonRequest;
  const ref = lessonsCollection().doc(String(req.params.lessonId));
  const content = await sanitizeRichText(body.content);
  if (body.status === 'published' && !hasRichText(content)) {
    throw new AppError('invalid-argument', 'Add the lesson content.', { content: 'Add the lesson content.' });
  }
  const wasPublished = await db.runTransaction(async (tx) => {
    const data = assertOwnLesson(await tx.get(ref), uid);
    if (editedSince(data, body.seenUpdatedAt)) {
      throw AppError.refusal('failed-precondition', LESSON_CHANGED, { reason: 'lesson-changed' });
    }
    if (data.status === 'processing' && body.status === 'draft') {
      throw AppError.refusal('failed-precondition', DRAFT_WHILE_PUBLISHING, { reason: 'draft-while-publishing' });
    }
    tx.update(ref, {
      title: body.title,
      description: body.description,
      duration: body.duration ? storedDuration(body.duration, 'minutes') : '',
      content,
      status: data.status === 'processing' ? 'processing' : body.status,
      updatedAt: FieldValue.serverTimestamp(),
      editedAt: FieldValue.serverTimestamp(),
    });
    return data.status === 'published';
  });
  const [updated, records] = await Promise.all([ref.get(), loadLearningRecords(uid)]);
  const data = updated.data() ?? {};
  if (!wasPublished && data.status === 'published') await notifyLessonPublished(ref.id, publishedLessonOf(data));
  // Back to a draft: its 'New lesson' notices would lead students to a lesson they cannot open.
  if (wasPublished && data.status !== 'published') await withdrawLessonNotices(ref.id);
  if (wasPublished !== (data.status === 'published')) await recountCourseStudents(uid, String(data.courseId));
  const completion = lessonCompletion({ id: ref.id, courseId: String(data.courseId), status: String(data.status) }, records);
  res.json({ lesson: toLesson(ref.id, data, completion) });
}
