import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { deleteStoredObject, saveImage } from '../../lib/stored-image.js';
import { richTextToPlain } from '../../shared/rich-text.js';
import type { TLessonType } from '../../shared/schemas/lesson-rules.js';
import type { TCreateLessonResponse } from '../../shared/schemas/lessons.js';
import { assertOwnCourse, coursesCollection, tutorRef } from '../courses/course-store.js';
import { startPublishing } from '../publishing/start-publishing.js';
import { readLessonForm, type LessonForm } from './lesson-form.js';
import { notifyLessonPublished, publishedLessonOf } from './notify-lesson-published.js';
import { storedDuration } from '../../shared/durations.js';
import { deleteLessonRecord, lessonsCollection, lessonThumbnailPath, toLesson } from './lesson-store.js';
import { recountCourseStudents } from '../progress/recount-progress.js';

/** Writes the lesson and raises its course's and tutor's lessonCount in one transaction. */
async function writeLesson(
  ref: FirebaseFirestore.DocumentReference,
  tutorId: string,
  type: TLessonType,
  form: LessonForm,
  thumbnailPath: string | null,
) {
  const { fields, embed } = form;
  const courseRef = coursesCollection().doc(fields.courseId);
  await db.runTransaction(async (tx) => {
    const [course, tutor] = await Promise.all([tx.get(courseRef), tx.get(tutorRef(tutorId))]);
    const courseData = assertOwnCourse(course, tutorId);
    if (!tutor.exists) throw new AppError('failed-precondition', 'Your teacher profile is not set up yet. Sign in again.');
    tx.create(ref, {
      tutorId,
      courseId: course.id,
      courseName: String(courseData.name ?? ''),
      title: fields.title,
      description: fields.description,
      type,
      duration: fields.duration ? storedDuration(fields.duration, 'minutes') : '',
      content: fields.content,
      // An upload is published by the job once the video is on YouTube.
      status: fields.fileId ? 'processing' : fields.status,
      views: 0,
      completion: 0,
      videoUrl: embed?.embedUrl ?? null,
      youtubeVideoId: embed?.provider === 'youtube' ? embed.videoId : null,
      thumbnailPath,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      // The tutor's last save, which edit forms are checked against (update-lesson), apart from the job's.
      editedAt: FieldValue.serverTimestamp(),
    });
    tx.update(courseRef, { lessonCount: FieldValue.increment(1) });
    tx.update(tutorRef(tutorId), { lessonCount: FieldValue.increment(1) });
  });
}

/**
 * POST /lessons?type=video|text|interactive (multipart). Text and interactive lessons (and video
 * lessons from a link) are created published or as a draft; a video upload (`fileId` from the
 * chunked upload) is created `processing` and handed to the publishing job. If the job cannot
 * start (e.g. no YouTube connection), the lesson is removed again and the job's error is returned.
 */
export async function createLesson(req: Request, res: Response<TCreateLessonResponse>) {
  const { uid } = callerOf(req);
  const { type } = req.query as { type: TLessonType };
  const form = await readLessonForm(req, type);
  // Ownership of the course before anything is stored (re-checked inside the transaction).
  assertOwnCourse(await coursesCollection().doc(form.fields.courseId).get(), uid);

  const ref = lessonsCollection().doc();
  const thumbnailPath = form.thumbnail ? lessonThumbnailPath(ref.id) : null;
  if (form.thumbnail && thumbnailPath) await saveImage(thumbnailPath, form.thumbnail.data, form.thumbnail.type);
  const dropThumbnail = () => (thumbnailPath ? deleteStoredObject(thumbnailPath).catch(() => undefined) : undefined);
  try {
    await writeLesson(ref, uid, type, form, thumbnailPath);
  } catch (error) {
    await dropThumbnail();
    throw error;
  }

  let jobId: string | null = null;
  const { fileId, title, description, videoTitle, videoDescription } = form.fields;
  if (fileId) {
    try {
      ({ jobId } = await startPublishing({
        tutorId: uid,
        lessonId: ref.id,
        fileId,
        // startPublishing fits it to YouTube's 100 characters (youtubeTitle), never cutting one in half.
        title: videoTitle ?? title,
        description: videoDescription ?? (description || richTextToPlain(form.fields.content)),
      }));
    } catch (error) {
      await deleteLessonRecord(ref, uid);
      await dropThumbnail();
      throw error;
    }
  }
  const created = await ref.get();
  const data = created.data() ?? {};
  if (data.status === 'published') {
    await notifyLessonPublished(ref.id, publishedLessonOf(data));
    await recountCourseStudents(uid, String(data.courseId));
  }
  res.status(201).json({ lesson: toLesson(ref.id, data, 0), jobId });
}
