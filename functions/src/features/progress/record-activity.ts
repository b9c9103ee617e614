import { createOnce } from '../../lib/create-once.js';
import { db } from '../../lib/firebase.js';
import { countOf } from '../dashboard/dashboard-stats.js';
import type { ProgressRecord } from './progress-change.js';

/** Names the tutor's feed shows with the event. */
export interface ProgressNames {
  studentName: string;
  lessonTitle: string;
  courseName: string;
}

/**
 * The id of what a progress change records: the same for every delivery of the change (its record's
 * time is in the event), so a retried trigger writes nothing twice; new for a student the tutor
 * removed (their progress went) and later took back, whose completions are news again.
 */
const eventId = (kind: string, key: string, progress: ProgressRecord) => `${kind}_${key}_${progress.updatedAt.toMillis()}`;

/** 'Amaya completed Loops' in the tutor's activity feed, and a notification for the tutor. */
export async function recordLessonCompleted(progressId: string, progress: ProgressRecord, names: ProgressNames) {
  const id = eventId('lesson_completed', progressId, progress);
  await Promise.all([
    createOnce(db.collection('activities').doc(id), {
      tutorId: progress.tutorId,
      type: 'lesson_completed',
      title: `${names.studentName} completed ${names.lessonTitle}`,
      createdAt: progress.updatedAt,
      metadata: names,
    }),
    createOnce(db.collection('notifications').doc(id), {
      userId: progress.tutorId,
      type: 'lesson_completed',
      title: 'Lesson completed',
      body: `${names.studentName} completed "${names.lessonTitle}".`,
      link: '/tutor-dashboard/students',
      params: names,
      createdAt: progress.updatedAt,
      read: false,
    }),
  ]);
}

/** 'Amaya started Python' in the feed, when this is the first lesson of the course the student opened. */
export async function recordCourseStartedIfFirst(progress: ProgressRecord, names: ProgressNames) {
  const opened = await countOf(
    db
      .collection('progress')
      .where('studentId', '==', progress.studentId)
      .where('courseId', '==', progress.courseId)
      .where('status', 'in', ['in_progress', 'completed']),
  );
  if (opened > 1) return;
  await createOnce(
    db.collection('activities').doc(eventId('course_started', `${progress.courseId}_${progress.studentId}`, progress)),
    {
      tutorId: progress.tutorId,
      type: 'course_started',
      title: `${names.studentName} started ${names.courseName}`,
      createdAt: progress.updatedAt,
      metadata: { studentName: names.studentName, courseName: names.courseName },
    },
  );
}
