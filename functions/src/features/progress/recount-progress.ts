import { logWarn } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { countOf } from '../dashboard/dashboard-stats.js';
import { percent } from '../../shared/percent.js';
import { lessonIdsOfCourses } from '../lessons/lessons-of-courses.js';
import type { ProgressRecord } from './progress-change.js';

const NOT_FOUND = 5;

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

/** The ids of the published lessons of `courseIds`. */
const publishedLessonIds = async (courseIds: string[]) => new Set(await lessonIdsOfCourses(courseIds, { publishedOnly: true }));

/**
 * The student's progress on the tutor's Students screen: of the published lessons in the courses
 * they have (or had) access to from this tutor, the share they completed. Lessons of a revoked
 * course or taken back to draft count on neither side, as in the course figures (course-stats.ts).
 * `also`: other fields of the enrolment to write with it (one write).
 */
export async function recountEnrolmentProgress(studentId: string, tutorId: string, also: object = {}): Promise<void> {
  const grants = await db
    .collection('grants')
    .where('studentId', '==', studentId)
    .where('tutorId', '==', tutorId)
    .select('courseId')
    .get();
  const courseIds = [...new Set(grants.docs.map((grant) => String(grant.get('courseId'))))];
  const [published, completed] = await Promise.all([
    publishedLessonIds(courseIds),
    db
      .collection('progress')
      .where('studentId', '==', studentId)
      .where('tutorId', '==', tutorId)
      .where('status', '==', 'completed')
      .select('lessonId')
      .get(),
  ]);
  const done = new Set(completed.docs.map((record) => String(record.get('lessonId'))).filter((id) => published.has(id)));
  await updateIfExists(db.doc(`tutors/${tutorId}/students/${studentId}`), {
    progress: percent(done.size, published.size),
    ...also,
  });
}

/**
 * After a lesson of the tutor's course went live, was taken back or deleted: the progress of every
 * student holding (or having held) access to it. Never fails its caller, whose own write is done:
 * a miss is logged and corrected by the student's next progress.
 */
export async function recountCourseStudents(tutorId: string, courseId: string): Promise<void> {
  try {
    const grants = await db.collection('grants').where('courseId', '==', courseId).select('studentId').get();
    const studentIds = new Set(grants.docs.map((grant) => String(grant.get('studentId'))));
    await Promise.all([...studentIds].map((studentId) => recountEnrolmentProgress(studentId, tutorId)));
  } catch (error) {
    logWarn('recounting the progress of a course’s students failed', { courseId, error: String(error) });
  }
}

/** The student's progress and last activity on the tutor's Students screen. */
async function recountEnrolment(progress: ProgressRecord): Promise<void> {
  const { studentId, tutorId } = progress;
  await Promise.all([
    recountEnrolmentProgress(studentId, tutorId, { lastActive: progress.updatedAt }),
    updateIfExists(db.doc(`students/${studentId}`), { lastActive: progress.updatedAt }),
  ]);
}

/** Recomputes the rates a status change affects, from the progress records themselves (aggregation queries). */
export async function recountProgress(progress: ProgressRecord): Promise<void> {
  await Promise.all([recountLesson(progress.lessonId), recountEnrolment(progress)]);
}
