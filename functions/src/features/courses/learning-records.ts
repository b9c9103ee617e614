import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { LearningRecords, LessonRecord } from './course-stats.js';

/** The tutor's unexpired grants and completed lessons (two indexed queries, projected to the fields used). */
export async function loadLearningRecords(tutorId: string): Promise<LearningRecords> {
  const [grants, completions] = await Promise.all([
    db
      .collection('grants')
      .where('tutorId', '==', tutorId)
      .where('expiresAt', '>', Timestamp.now())
      .select('courseId', 'studentId', 'expiresAt')
      .get(),
    db
      .collection('progress')
      .where('tutorId', '==', tutorId)
      .where('status', '==', 'completed')
      .select('courseId', 'lessonId', 'studentId')
      .get(),
  ]);
  return {
    grants: grants.docs.map((d) => ({
      courseId: String(d.get('courseId')),
      studentId: String(d.get('studentId')),
      expiresAt: d.get('expiresAt') as Timestamp,
    })),
    completions: completions.docs.map((d) => ({
      courseId: String(d.get('courseId')),
      lessonId: String(d.get('lessonId')),
      studentId: String(d.get('studentId')),
    })),
  };
}

/** The tutor's lessons (or one course's) reduced to what the statistics need. */
export async function loadLessonRecords(tutorId: string, courseId?: string): Promise<(LessonRecord & { title: string })[]> {
  let query = db.collection('lessons').where('tutorId', '==', tutorId);
  if (courseId) query = query.where('courseId', '==', courseId);
  const snapshot = await query.select('courseId', 'status', 'title').get();
  return snapshot.docs.map((d) => ({
    id: d.id,
    courseId: String(d.get('courseId')),
    status: String(d.get('status')),
    title: String(d.get('title') ?? ''),
  }));
}
