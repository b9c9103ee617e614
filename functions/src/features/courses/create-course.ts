import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { deleteStoredObject, saveImage } from '../../lib/stored-image.js';
import type { TCourseResponse } from '../../shared/schemas/courses.js';
import { storedDuration } from '../../shared/durations.js';
import { readCourseForm } from './course-form.js';
import { newCourseImagePath, coursesCollection, toCourse, tutorRef } from './course-store.js';

const NO_STATS = { students: 0, lessons: 0, publishedLessons: 0, progress: 0 };

/**
 * POST /courses (multipart: name, description, category, difficulty, duration, image). The course
 * starts active (spec §4). The thumbnail is stored first; the course and the tutor's courseCount
 * are written in one transaction, and the thumbnail is removed again if that fails.
 */
export async function createCourse(req: Request, res: Response<TCourseResponse>) {
  const { uid } = callerOf(req);
  const { fields, image } = await readCourseForm(req, { imageRequired: true });
  if (!image) throw new AppError('invalid-argument', 'Choose a thumbnail image.');

  const ref = coursesCollection().doc();
  const imagePath = newCourseImagePath(ref.id);
  await saveImage(imagePath, image.data, image.type);
  try {
    await db.runTransaction(async (tx) => {
      const tutor = await tx.get(tutorRef(uid));
      if (!tutor.exists) throw new AppError('failed-precondition', 'Your teacher profile is not set up yet. Sign in again.');
      tx.create(ref, {
        tutorId: uid,
        tutorName: String(tutor.get('name') ?? ''),
        name: fields.name,
        description: fields.description,
        category: fields.category,
        difficulty: fields.difficulty,
        duration: storedDuration(fields.duration, 'weeks'),
        status: 'active',
        imagePath,
        imageVersion: Date.now(),
        studentCount: 0,
        lessonCount: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.update(tutorRef(uid), { courseCount: FieldValue.increment(1) });
    });
  } catch (error) {
    await deleteStoredObject(imagePath).catch(() => undefined);
    throw error;
  }
  const created = await ref.get();
  res.status(201).json({ course: toCourse(ref.id, created.data() ?? {}, NO_STATS) });
}
