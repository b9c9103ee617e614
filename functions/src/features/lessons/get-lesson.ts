import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import type { TLessonResponse } from '../../shared/schemas/lessons.js';
import { lessonCompletion } from '../courses/course-stats.js';
import { loadLearningRecords } from '../courses/learning-records.js';
import { assertOwnLesson, lessonsCollection, toLesson } from './lesson-store.js';

/** GET /lessons/:lessonId — one of the caller's lessons with its full content (403 for another tutor's). */
export async function getLesson(req: Request, res: Response<TLessonResponse>) {
  const { uid } = callerOf(req);
  const ref = lessonsCollection().doc(String(req.params.lessonId));
  const data = assertOwnLesson(await ref.get(), uid);
  const records = await loadLearningRecords(uid);
  const completion = lessonCompletion({ id: ref.id, courseId: String(data.courseId), status: String(data.status) }, records);
  res.json({ lesson: toLesson(ref.id, data, completion) });
}
