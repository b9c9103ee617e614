import { db } from '../../lib/firebase.js';
import { logInfo } from '../../http/log.js';
import { progressEffects, toProgressRecord, type ProgressRecord } from './progress-change.js';
import { recordCourseStartedIfFirst, recordLessonCompleted, type ProgressNames } from './record-activity.js';
import { recordLessonView } from './record-lesson-view.js';
import { recountProgress } from './recount-progress.js';

async function namesOf(progress: ProgressRecord): Promise<ProgressNames> {
  const [lesson, enrolment, student] = await Promise.all([
    db.doc(`lessons/${progress.lessonId}`).get(),
    db.doc(`tutors/${progress.tutorId}/students/${progress.studentId}`).get(),
    db.doc(`students/${progress.studentId}`).get(),
  ]);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  return {
    studentName: text(enrolment.get('name'), text(student.get('name'), 'A student')),
    lessonTitle: text(lesson.get('title'), 'a lesson'),
    courseName: text(lesson.get('courseName'), 'a course'),
  };
}

/**
 * Carries a student's progress write into the tutor's numbers (views, completion rates, the
 * activity feed and notifications). Runs from the `progress/{progressId}` trigger.
 */
export async function applyProgressChange(
  progressId: string,
  beforeData: FirebaseFirestore.DocumentData | undefined,
  afterData: FirebaseFirestore.DocumentData | undefined,
  eventTimeMs: number,
): Promise<void> {
  const after = toProgressRecord(afterData);
  const effects = progressEffects(toProgressRecord(beforeData), after, eventTimeMs);
  if (!after || !effects) return;
  const names = effects.firstOpen || effects.completed ? await namesOf(after) : undefined;
  await Promise.all([
    effects.firstOpen ? recordLessonView(progressId, after) : undefined,
    effects.firstOpen && names ? recordCourseStartedIfFirst(progressId, after, names) : undefined,
    effects.completed && names ? recordLessonCompleted(progressId, after, names) : undefined,
    recountProgress(after),
  ]);
  logInfo('progress counted', { progressId, status: after.status, ...effects });
}
