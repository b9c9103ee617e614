import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { proseExcerpt } from '../../shared/rich-text.js';
import { LESSON_STATUSES, LESSON_TYPES } from '../../shared/schemas/lesson-rules.js';
import type { TLesson, TLessonSummary } from '../../shared/schemas/lessons.js';
import { coursesCollection, isoOf, tutorRef } from '../courses/course-store.js';

export const lessonsCollection = () => db.collection('lessons');

/** Where a lesson's thumbnail lives in Cloud Storage. */
export const lessonThumbnailPath = (lessonId: string) => `lessons/${lessonId}/thumbnail`;

const EXCERPT_LENGTH = 160;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function toLessonSummary(id: string, data: DocumentData, completion: number): TLessonSummary {
  // A thumbnail never changes after creation (media is locked in edit), so its creation time versions it.
  const version = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0;
  return {
    id,
    tutorId: String(data.tutorId),
    course: { id: String(data.courseId ?? ''), name: String(data.courseName ?? '') },
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    type: oneOf(LESSON_TYPES, data.type, 'text'),
    duration: String(data.duration ?? ''),
    status: oneOf(LESSON_STATUSES, data.status, 'draft'),
    videoFailed: data.status === 'processing' && data.videoFailed === true,
    views: Number(data.views ?? 0),
    completion,
    videoUrl: stringOrNull(data.videoUrl),
    youtubeVideoId: stringOrNull(data.youtubeVideoId),
    thumbnailUrl: data.thumbnailPath ? `/lessons/${id}/thumbnail?v=${version}` : null,
    excerpt: proseExcerpt(String(data.content ?? ''), EXCERPT_LENGTH),
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
  };
}

export function toLesson(id: string, data: DocumentData, completion: number): TLesson {
  return { ...toLessonSummary(id, data, completion), content: String(data.content ?? '') };
}

/** The lesson if `tutorId` owns it: 404 when it does not exist, 403 when it is another tutor's. */
export function assertOwnLesson(snapshot: DocumentSnapshot, tutorId: string): DocumentData {
  const data = snapshot.data();
  if (!data) throw new AppError('not-found', 'Lesson not found.');
  if (data.tutorId !== tutorId) throw new AppError('permission-denied', 'This lesson belongs to another teacher.');
  return data;
}

/** Deletes the lesson and lowers its course's and tutor's lessonCount in the same transaction. */
export async function deleteLessonRecord(ref: DocumentReference, tutorId: string): Promise<DocumentData> {
  return db.runTransaction(async (tx) => {
    const data = assertOwnLesson(await tx.get(ref), tutorId);
    const courseRef = coursesCollection().doc(String(data.courseId));
    const [course, tutor] = await Promise.all([tx.get(courseRef), tx.get(tutorRef(tutorId))]);
    tx.delete(ref);
    if (course.exists) tx.update(courseRef, { lessonCount: FieldValue.increment(-1) });
    if (tutor.exists) tx.update(tutorRef(tutorId), { lessonCount: FieldValue.increment(-1) });
    return data;
  });
}
