import { randomUUID } from 'node:crypto';
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { COURSE_CATEGORIES, COURSE_DIFFICULTIES, COURSE_STATUSES, type TCourse } from '../../shared/schemas/courses.js';
import type { courseStats } from './course-stats.js';

export const coursesCollection = () => db.collection('courses');
export const tutorRef = (tutorId: string) => db.collection('tutors').doc(tutorId);

/**
 * A new object for a course's thumbnail in Cloud Storage (docs/data-model.md): it is stored beside
 * the old one, which is removed only once the course points at the new one, so a failed update
 * never changes the image the course shows, and two updates at once never write the same object.
 */
export const newCourseImagePath = (courseId: string) => `courses/${courseId}/thumbnail-${randomUUID()}`;

/** A Firestore time as ISO text ('' when missing). */
export function isoOf(value: unknown): string {
  return value instanceof Timestamp ? value.toDate().toISOString() : '';
}

/** Changes whenever the thumbnail does; the demo data has no `imageVersion`, so its creation time stands in. */
export function imageVersionOf(data: DocumentData): string {
  if (typeof data.imageVersion === 'number') return String(data.imageVersion);
  return data.createdAt instanceof Timestamp ? String(data.createdAt.toMillis()) : '0';
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

export function toCourse(id: string, data: DocumentData, stats: ReturnType<typeof courseStats>): TCourse {
  return {
    id,
    tutorId: String(data.tutorId),
    name: String(data.name ?? ''),
    description: String(data.description ?? ''),
    category: oneOf(COURSE_CATEGORIES, data.category, 'programming'),
    difficulty: oneOf(COURSE_DIFFICULTIES, data.difficulty, 'beginner'),
    duration: String(data.duration ?? ''),
    status: oneOf(COURSE_STATUSES, data.status, 'draft'),
    imageUrl: data.imagePath ? `/courses/${id}/image?v=${imageVersionOf(data)}` : null,
    ...stats,
    rating: null,
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
  };
}

/** The course `courseId` if `tutorId` owns it: 404 when it does not exist, 403 when it is another tutor's. */
export function assertOwnCourse(snapshot: DocumentSnapshot, tutorId: string): DocumentData {
  const data = snapshot.data();
  if (!data) throw new AppError('not-found', 'Course not found.');
  if (data.tutorId !== tutorId) throw new AppError('permission-denied', 'This course belongs to another teacher.');
  return data;
}
