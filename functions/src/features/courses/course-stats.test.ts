import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { courseStats, lessonCompletion, studentProgress, type LearningRecords, type LessonRecord } from './course-stats.js';

const soon = Timestamp.fromMillis(Date.now() + 86_400_000);
const lessons: LessonRecord[] = [
  { id: 'l1', courseId: 'c1', status: 'published' },
  { id: 'l2', courseId: 'c1', status: 'published' },
  { id: 'l3', courseId: 'c1', status: 'draft' },
  { id: 'l4', courseId: 'c2', status: 'published' },
];
const records: LearningRecords = {
  grants: [
    { courseId: 'c1', studentId: 'amaya', expiresAt: soon },
    { courseId: 'c1', studentId: 'dinuka', expiresAt: soon },
    { courseId: 'c2', studentId: 'amaya', expiresAt: soon },
  ],
  completions: [
    { courseId: 'c1', lessonId: 'l1', studentId: 'amaya' },
    { courseId: 'c1', lessonId: 'l2', studentId: 'amaya' },
    { courseId: 'c1', lessonId: 'l1', studentId: 'dinuka' },
    // Ignored: a draft lesson, and a student whose grant expired (not in `grants`).
    { courseId: 'c1', lessonId: 'l3', studentId: 'dinuka' },
    { courseId: 'c1', lessonId: 'l2', studentId: 'sanduni' },
  ],
};

describe('course statistics', () => {
  it('counts enrolled students, all lessons, published lessons and the completed share', () => {
    // 3 of 2 students × 2 published lessons completed.
    expect(courseStats('c1', lessons, records)).toEqual({ students: 2, lessons: 3, publishedLessons: 2, progress: 75 });
  });

  it('is zero, not NaN, for a course nobody is enrolled in', () => {
    expect(courseStats('c9', lessons, records)).toEqual({ students: 0, lessons: 0, publishedLessons: 0, progress: 0 });
    expect(courseStats('c2', lessons, records).progress).toBe(0);
  });

  it("gives a lesson's completion among the course's enrolled students", () => {
    expect(lessonCompletion({ id: 'l1', courseId: 'c1', status: 'published' }, records)).toBe(100);
    expect(lessonCompletion({ id: 'l2', courseId: 'c1', status: 'published' }, records)).toBe(50);
    expect(lessonCompletion({ id: 'l4', courseId: 'c2', status: 'published' }, records)).toBe(0);
  });

  it("gives one student's progress through the published lessons", () => {
    expect(studentProgress('c1', 'amaya', lessons, records)).toEqual({ completedLessons: 2, progress: 100 });
    expect(studentProgress('c1', 'dinuka', lessons, records)).toEqual({ completedLessons: 1, progress: 50 });
  });
});
