import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { ProgressRecord } from './progress-change.js';

/**
 * Adds the student's first open to the lesson's `views`, once: a marker `lessonViews/{progressId}`
 * is created in the same transaction, so a retried trigger (delivery is at least once) or a
 * record reset to not_started and opened again does not count twice.
 */
export async function recordLessonView(progressId: string, progress: ProgressRecord): Promise<void> {
  const marker = db.collection('lessonViews').doc(progressId);
  const lesson = db.collection('lessons').doc(progress.lessonId);
  await db.runTransaction(async (tx) => {
    const [seen, lessonSnapshot] = await Promise.all([tx.get(marker), tx.get(lesson)]);
    if (seen.exists || !lessonSnapshot.exists) return;
    tx.create(marker, {
      studentId: progress.studentId,
      lessonId: progress.lessonId,
      tutorId: progress.tutorId,
      viewedAt: progress.updatedAt,
    });
    tx.update(lesson, { views: FieldValue.increment(1) });
  });
}
