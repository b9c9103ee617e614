import { db } from '../../lib/firebase.js';
import { countOf } from '../dashboard/dashboard-stats.js';
import { percent } from '../../shared/percent.js';
import type { ProgressRecord } from './progress-change.js';

const NOT_FOUND = 5;
/** Firestore's limit on the values of an `in` filter. */
const IN_LIMIT = 30;

async function updateIfExists(ref: FirebaseFirestore.DocumentReference, data: object): Promise<void> {
  try {
    await ref.update(data);
  } catch (error) {
    if ((error as { code?: number }).code !== NOT_FOUND) throw error;
  }
}

/** The lesson's `completion`: completed records out of all its students' records, 0–100. */
async function recountLesson(lessonId: string): Promise<void> {
  const records = db.collection('progress').where('lessonId', '==', lessonId);
  const [all, completed] = await Promise.all([countOf(records), countOf(records.where('status', '==', 'completed'))]);
  await updateIfExists(db.collection('lessons').doc(lessonId), { completion: percent(completed, all) });
}

/** Published lessons in the courses the student has (or had) access to from this tutor. */
async function publishedLessonsFor(studentId: string, tutorId: string): Promise<number> {
  const grants = await db.collection('grants').where('studentId', '==', studentId).where('tutorId', '==', tutorId).get();
  const courseIds = [...new Set(grants.docs.map((grant) => String(grant.get('courseId'))))];
  const counts = await Promise.all(
    Array.from({ length: Math.ceil(courseIds.length / IN_LIMIT) }, (_, i) =>
      countOf(
        db
          .collection('lessons')
          .where('courseId', 'in', courseIds.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT))
          .where('status', '==', 'published'),
      ),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The student's progress and last activity on the tutor's Students screen. */
async function recountEnrolment(progress: ProgressRecord): Promise<void> {
  const { studentId, tutorId } = progress;
  const [published, completed] = await Promise.all([
    publishedLessonsFor(studentId, tutorId),
    countOf(
      db
        .collection('progress')
        .where('studentId', '==', studentId)
        .where('tutorId', '==', tutorId)
        .where('status', '==', 'completed'),
    ),
  ]);
  await Promise.all([
    updateIfExists(db.doc(`tutors/${tutorId}/students/${studentId}`), {
      progress: percent(completed, published),
      lastActive: progress.updatedAt,
    }),
    updateIfExists(db.doc(`students/${studentId}`), { lastActive: progress.updatedAt }),
  ]);
}

/** Recomputes the rates a status change affects, from the progress records themselves (aggregation queries). */
export async function recountProgress(progress: ProgressRecord): Promise<void> {
  await Promise.all([recountLesson(progress.lessonId), recountEnrolment(progress)]);
}
