import type { Timestamp } from 'firebase-admin/firestore';
import { percent } from '../../shared/percent.js';

/**
 * Course and lesson statistics computed from the real records: who holds an unexpired grant
 * (enrolled students), which lessons are published, and which lessons each student completed.
 */

export interface GrantRecord {
  courseId: string;
  studentId: string;
  expiresAt: Timestamp;
}

export interface LessonRecord {
  id: string;
  courseId: string;
  status: string;
}

export interface CompletionRecord {
  courseId: string;
  lessonId: string;
  studentId: string;
}

export interface LearningRecords {
  /** Unexpired grants only. */
  grants: GrantRecord[];
  /** `progress` records with status `completed`. */
  completions: CompletionRecord[];
}

const studentsOf = (courseId: string, grants: GrantRecord[]) =>
  new Set(grants.filter((g) => g.courseId === courseId).map((g) => g.studentId));

const publishedIn = (courseId: string, lessons: LessonRecord[]) =>
  new Set(lessons.filter((l) => l.courseId === courseId && l.status === 'published').map((l) => l.id));

/** A course's enrolled students, its published lessons, and which student × published-lesson pairs are completed. */
export function courseCompletion(courseId: string, lessons: LessonRecord[], records: LearningRecords) {
  const students = studentsOf(courseId, records.grants);
  const published = publishedIn(courseId, lessons);
  const done = new Set(
    records.completions
      .filter((c) => c.courseId === courseId && students.has(c.studentId) && published.has(c.lessonId))
      .map((c) => `${c.studentId}/${c.lessonId}`),
  );
  return { students: students.size, published: published.size, completed: done.size };
}

/** Enrolled students, lessons, published lessons and completion (% of student × published-lesson pairs completed). */
export function courseStats(courseId: string, lessons: LessonRecord[], records: LearningRecords) {
  const { students, published, completed } = courseCompletion(courseId, lessons, records);
  return {
    students,
    lessons: lessons.filter((l) => l.courseId === courseId).length,
    publishedLessons: published,
    progress: percent(completed, students * published),
  };
}

/** % of the course's enrolled students who completed this lesson. */
export function lessonCompletion(lesson: LessonRecord, records: LearningRecords): number {
  const students = studentsOf(lesson.courseId, records.grants);
  const done = new Set(
    records.completions.filter((c) => c.lessonId === lesson.id && students.has(c.studentId)).map((c) => c.studentId),
  );
  return percent(done.size, students.size);
}

/** One student's completed published lessons of a course, and the percentage. */
export function studentProgress(courseId: string, studentId: string, lessons: LessonRecord[], records: LearningRecords) {
  const published = publishedIn(courseId, lessons);
  const done = new Set(
    records.completions.filter((c) => c.studentId === studentId && published.has(c.lessonId)).map((c) => c.lessonId),
  );
  return { completedLessons: done.size, progress: percent(done.size, published.size) };
}
