import { Timestamp } from 'firebase-admin/firestore';
import { createOnce } from '../../lib/create-once.js';
import { db } from '../../lib/firebase.js';
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

/**
 * When a record's lesson was opened: `startedAt`, which the rules set once to the server's time,
 * or the last write of a record made without it (imports, the app before the field existed).
 */
function openedAt(record: FirebaseFirestore.QueryDocumentSnapshot): number {
  const at: unknown = record.get('startedAt') ?? record.get('updatedAt');
  return at instanceof Timestamp ? at.toMillis() : 0;
}

/**
 * 'Amaya started Python' in the feed, when this record is the first lesson of the course the
 * student opened: the earliest of their opened records (ties by id). Counting the records could
 * not tell: two lessons opened moments apart are both there when either trigger looks, so neither
 * was the only one. The earliest is the same answer for every trigger and retry, so exactly one
 * records the start; an earlier imported record, whose trigger counted nothing, means the student
 * started before. A student the tutor removed (their progress went) and took back starts afresh.
 */
export async function recordCourseStartedIfFirst(progressId: string, progress: ProgressRecord, names: ProgressNames) {
  const opened = await db
    .collection('progress')
    .where('studentId', '==', progress.studentId)
    .where('courseId', '==', progress.courseId)
    .where('status', 'in', ['in_progress', 'completed'])
    .select('startedAt', 'updatedAt')
    .get();
  const [first] = opened.docs.sort((a, b) => openedAt(a) - openedAt(b) || a.id.localeCompare(b.id));
  if (first?.id !== progressId) return;
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
