import type { Request, Response } from 'express';
import type { TCoursesResponse } from '../../shared/schemas/courses.js';
import { courseStats } from './course-stats.js';
import { coursesCollection, toCourse } from './course-store.js';
import { loadLearningRecords, loadLessonRecords } from './learning-records.js';

/** GET /courses/tutor/:tutorId — the caller's own courses (ownership checked by the route), newest first, with live counts. */
export async function listCourses(req: Request, res: Response<TCoursesResponse>) {
  const tutorId = String(req.params.tutorId);
  const [courses, lessons, records] = await Promise.all([
    coursesCollection().where('tutorId', '==', tutorId).orderBy('createdAt', 'desc').get(),
    loadLessonRecords(tutorId),
    loadLearningRecords(tutorId),
  ]);
  res.json({ courses: courses.docs.map((d) => toCourse(d.id, d.data(), courseStats(d.id, lessons, records))) });
}
