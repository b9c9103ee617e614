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

/** 'Amaya completed Loops' in the tutor's activity feed, and a notification for the tutor. */
export async function recordLessonCompleted(progressId: string, progress: ProgressRecord, names: ProgressNames) {
  const id = `lesson_completed_${progressId}`;
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
  await createOnce(db.collection('activities').doc(`course_started_${progress.courseId}_${progress.studentId}`), {
    tutorId: progress.tutorId,
    type: 'course_started',
    title: `${names.studentName} started ${names.courseName}`,
    createdAt: progress.updatedAt,
    metadata: { studentName: names.studentName, courseName: names.courseName },
  });
}
