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

/** The course's name as committed now. */
const currentName = async (courseId: string) => String((await coursesCollection().doc(courseId).get()).get('name') ?? '');

/**
 * Lessons carry a copy of their course's name (for the lesson list); a rename updates them too,
 * again if the course was renamed once more while they were written (another tab): the copies end
 * with the name the course has.
 */
async function renameInLessons(tutorId: string, courseId: string) {
  const lessons = await db.collection('lessons').where('tutorId', '==', tutorId).where('courseId', '==', courseId).select().get();
  // Bounded: renames saved faster than their copies are written are not a real tutor's pattern.
  for (let round = 0, written = ''; round < 5; round += 1) {
    const name = await currentName(courseId);
    if (name === written) return;
    await writeAll(
      lessons.docs,
      (writer, lesson) => writer.update(lesson.ref, { courseName: name }),
      'renaming a course in its lessons',
    );
    written = name;
  }
}

const enrolledCoursesOf = (enrolment: FirebaseFirestore.DocumentSnapshot) => {
  const courses = enrolment.get('enrolledCourses') as unknown;
  return Array.isArray(courses) ? (courses as { id: unknown; name: unknown }[]) : [];
};

/**
 * Enrolments carry their courses' names (the Students screen's course badges); a rename updates them
 * too. Each in its own transaction, which reads the course's name: `enrolledCourses` is written
 * whole, and an access change or another rename saved at the same moment must not be undone.
 */
async function renameInEnrolments(tutorId: string, courseId: string) {
  const enrolments = await db.collection(`tutors/${tutorId}/students`).select('enrolledCourses').get();
  const holding = enrolments.docs.filter((enrolment) => enrolledCoursesOf(enrolment).some((course) => course.id === courseId));
  await settleWrites(
    holding.map((enrolment) =>
      db.runTransaction(async (tx) => {
        const [current, course] = await tx.getAll(enrolment.ref, coursesCollection().doc(courseId));
        const courses = current ? enrolledCoursesOf(current) : [];
        if (!courses.some((entry) => entry.id === courseId)) return;
        const name = String(course?.get('name') ?? '');
        tx.update(enrolment.ref, {
          enrolledCourses: courses.map((entry) => (entry.id === courseId ? { ...entry, name } : entry)),
        });
      }),
    ),
    'renaming a course in its students’ enrolments',
  );
}

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
  if (replaced.name !== fields.name) await Promise.all([renameInLessons(uid, ref.id), renameInEnrolments(uid, ref.id)]);

  const [updated, lessons, records] = await Promise.all([ref.get(), loadLessonRecords(uid, ref.id), loadLearningRecords(uid)]);
  res.json({ course: toCourse(ref.id, updated.data() ?? {}, courseStats(ref.id, lessons, records)) });
}
