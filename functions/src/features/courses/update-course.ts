import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { db } from '../../lib/firebase.js';
import { deleteStoredObject, saveImage } from '../../lib/stored-image.js';
import { settleWrites, writeAll } from '../../lib/write-all.js';
import type { TCourseResponse } from '../../shared/schemas/courses.js';
import { storedDuration } from '../../shared/durations.js';
import { readCourseForm } from './course-form.js';
import { courseStats } from './course-stats.js';
import { assertOwnCourse, coursesCollection, newCourseImagePath, toCourse } from './course-store.js';
import { loadLearningRecords, loadLessonRecords } from './learning-records.js';

/** Lessons carry a copy of their course's name (for the lesson list); a rename updates them too. */
async function renameInLessons(tutorId: string, courseId: string, name: string) {
  const lessons = await db.collection('lessons').where('tutorId', '==', tutorId).where('courseId', '==', courseId).select().get();
  await writeAll(
    lessons.docs,
    (writer, lesson) => writer.update(lesson.ref, { courseName: name }),
    'renaming a course in its lessons',
  );
}

/**
 * Enrolments carry their courses' names (the Students screen's course badges); a rename updates them
 * too. Each in its own transaction: `enrolledCourses` is written whole, and an access change saved at
 * the same moment must not be undone by a copy of the list read before it.
 */
async function renameInEnrolments(tutorId: string, courseId: string, name: string) {
  const enrolments = await db.collection(`tutors/${tutorId}/students`).select('enrolledCourses').get();
  const holding = enrolments.docs.filter((enrolment) => enrolledCoursesOf(enrolment).some((course) => course.id === courseId));
  await settleWrites(
    holding.map((enrolment) =>
      db.runTransaction(async (tx) => {
        const courses = enrolledCoursesOf(await tx.get(enrolment.ref));
        if (!courses.some((course) => course.id === courseId)) return;
        tx.update(enrolment.ref, {
          enrolledCourses: courses.map((course) => (course.id === courseId ? { ...course, name } : course)),
        });
      }),
    ),
    'renaming a course in its students’ enrolments',
  );
}

const enrolledCoursesOf = (enrolment: FirebaseFirestore.DocumentSnapshot) => {
  const courses = enrolment.get('enrolledCourses') as unknown;
  return Array.isArray(courses) ? (courses as { id: unknown; name: unknown }[]) : [];
};

/**
 * PUT /courses/:courseId (multipart: name, description, category, difficulty, duration, optional
 * image). Only the owner may update (403). A new thumbnail gets a new version, so its address changes.
 */
export async function updateCourse(req: Request, res: Response<TCourseResponse>) {
  const { uid } = callerOf(req);
  const ref = coursesCollection().doc(String(req.params.courseId));
  assertOwnCourse(await ref.get(), uid);
  const { fields, image } = await readCourseForm(req, { imageRequired: false });

  const imagePath = image ? newCourseImagePath(ref.id) : undefined;
  if (image && imagePath) await saveImage(imagePath, image.data, image.type);
  let replaced: { image: string | undefined; name: unknown };
  try {
    replaced = await db.runTransaction(async (tx) => {
      const current = assertOwnCourse(await tx.get(ref), uid);
      tx.update(ref, {
        name: fields.name,
        description: fields.description,
        category: fields.category,
        difficulty: fields.difficulty,
        duration: storedDuration(fields.duration, 'weeks'),
        ...(imagePath ? { imagePath, imageVersion: Date.now() } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return {
        image: imagePath && typeof current.imagePath === 'string' ? current.imagePath : undefined,
        name: current.name as unknown,
      };
    });
  } catch (error) {
    if (imagePath) await deleteStoredObject(imagePath).catch(() => undefined);
    throw error;
  }
  // Read in the transaction: with two updates at once, each removes the image it replaced and
  // renames the copies if the name it replaced differs (another tab may have renamed it meanwhile).
  if (replaced.image) await deleteStoredObject(replaced.image).catch(() => undefined);
  if (replaced.name !== fields.name) {
    // The copies take the name the course has once they are written: of two renames at once, the
    // copies of the one that finishes last are of the name the course was given last.
    const name = String((await ref.get()).get('name') ?? fields.name);
    await Promise.all([renameInLessons(uid, ref.id, name), renameInEnrolments(uid, ref.id, name)]);
  }

  const [updated, lessons, records] = await Promise.all([ref.get(), loadLessonRecords(uid, ref.id), loadLearningRecords(uid)]);
  res.json({ course: toCourse(ref.id, updated.data() ?? {}, courseStats(ref.id, lessons, records)) });
}
