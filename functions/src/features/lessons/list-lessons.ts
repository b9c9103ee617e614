import type { Request, Response } from 'express';
import type { TLessonsResponse } from '../../shared/schemas/lessons.js';
import { lessonCompletion } from '../courses/course-stats.js';
import { loadLearningRecords } from '../courses/learning-records.js';
import { lessonsCollection, toLessonSummary } from './lesson-store.js';

/** GET /lessons/tutors/:tutorId — the caller's own lessons (ownership checked by the route), last updated first. */
export async function listLessons(req: Request, res: Response<TLessonsResponse>) {
  const tutorId = String(req.params.tutorId);
  const [lessons, records] = await Promise.all([
    lessonsCollection().where('tutorId', '==', tutorId).orderBy('updatedAt', 'desc').get(),
    loadLearningRecords(tutorId),
  ]);
  res.json({
    lessons: lessons.docs.map((d) => {
      const completion = lessonCompletion(
        { id: d.id, courseId: String(d.get('courseId')), status: String(d.get('status')) },
        records,
      );
      return toLessonSummary(d.id, d.data(), completion);
    }),
  });
}
