import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { db } from '../../lib/firebase.js';
import type { TCourseActivity, TCourseDetail, TCourseEnrolment } from '../../shared/schemas/courses.js';
import { courseStats, studentProgress } from './course-stats.js';
import { assertOwnCourse, coursesCollection, isoOf, toCourse } from './course-store.js';
import { loadLearningRecords, loadLessonRecords } from './learning-records.js';

const RECENT_ACTIVITY = 5;
const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;

/** Names and pictures of the tutor's students, from the tutor's own enrolment records. */
async function studentsById(tutorId: string, studentIds: string[]) {
  if (!studentIds.length) return new Map<string, FirebaseFirestore.DocumentData>();
  const refs = studentIds.map((id) => db.doc(`tutors/${tutorId}/students/${id}`));
  const docs = await db.getAll(...refs, { fieldMask: ['name', 'avatarUrl'] });
  return new Map(docs.map((d) => [d.id, d.data() ?? {}]));
}

/**
 * GET /courses/:courseId — one of the caller's courses (403 for another tutor's) with its
 * enrolled students' progress and the latest lesson activity in it.
 */
export async function getCourse(req: Request, res: Response<TCourseDetail>) {
  const { uid } = callerOf(req);
  const ref = coursesCollection().doc(String(req.params.courseId));
  const data = assertOwnCourse(await ref.get(), uid);
  const [lessons, records, recent] = await Promise.all([
    loadLessonRecords(uid, ref.id),
    loadLearningRecords(uid),
    db
      .collection('progress')
      .where('tutorId', '==', uid)
      .where('courseId', '==', ref.id)
      .orderBy('updatedAt', 'desc')
      .limit(RECENT_ACTIVITY)
      .get(),
  ]);
  const grants = records.grants.filter((g) => g.courseId === ref.id);
  const people = await studentsById(uid, [
    ...new Set([...grants.map((g) => g.studentId), ...recent.docs.map((d) => String(d.get('studentId')))]),
  ]);
  const titles = new Map(lessons.map((l) => [l.id, l.title]));

  const enrolments: TCourseEnrolment[] = grants.map((grant) => ({
    studentId: grant.studentId,
    name: String(people.get(grant.studentId)?.name ?? ''),
    avatarUrl: String(people.get(grant.studentId)?.avatarUrl ?? ''),
    ...studentProgress(ref.id, grant.studentId, lessons, records),
    expiresAt: isoOf(grant.expiresAt),
  }));
  const recentActivity: TCourseActivity[] = recent.docs.map((d) => ({
    studentName: String(people.get(String(d.get('studentId')))?.name ?? ''),
    lessonTitle: titles.get(String(d.get('lessonId'))) ?? '',
    status: PROGRESS_STATUSES.find((s) => s === d.get('status')) ?? 'not_started',
    updatedAt: isoOf(d.get('updatedAt')),
  }));
  res.json({ ...toCourse(ref.id, data, courseStats(ref.id, lessons, records)), enrolments, recentActivity });
}
