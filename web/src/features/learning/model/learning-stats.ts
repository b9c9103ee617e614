import { percent } from '@shared/percent';
import type { LearningCourse, LearningLesson, ProgressEntry, TProgressStatus } from './learning-types';

/** Completed lessons out of every lesson in the student's courses, 0–100. */
export function overallProgress(courses: LearningCourse[]): number {
  const lessons = courses.flatMap((course) => course.lessons);
  return percent(lessons.filter((lesson) => lesson.status === 'completed').length, lessons.length);
}

/** Courses whose every lesson is completed, out of the courses that have lessons. */
export function courseCompletion(courses: LearningCourse[]): { completed: number; total: number } {
  const withLessons = courses.filter((course) => course.lessons.length > 0);
  return { completed: withLessons.filter((course) => course.percent === 100).length, total: withLessons.length };
}

/** A local calendar day as the number yyyymmdd, as progress records keep `openedDays`. */
export const dayNumber = (date: Date) => date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();

/** The days on which the student opened (started, continued or reviewed) or completed this lesson. */
function entryDays(entry: ProgressEntry): number[] {
  if (entry.status === 'not_started') return [];
  const dated = [entry.startedAt, entry.updatedAt, entry.completedAt].flatMap((date) => (date ? [dayNumber(date)] : []));
  return [...dated, ...(entry.openedDays ?? [])];
}

const activeDays = (entries: ProgressEntry[]) => new Set(entries.flatMap(entryDays));

/**
 * Consecutive days, ending today (or yesterday, when today has no activity yet), on which the
 * student opened or completed a lesson. Days are the student's local calendar days.
 */
export function learningStreak(entries: ProgressEntry[], now = new Date()): number {
  const active = activeDays(entries);
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (!active.has(dayNumber(day))) day.setDate(day.getDate() - 1);
  let streak = 0;
  while (active.has(dayNumber(day))) {
    streak += 1;
    day.setDate(day.getDate() - 1);
  }
  return streak;
}

/** Whether the student opened or completed a lesson today (the same local calendar day as the streak). */
export function isActiveToday(entries: ProgressEntry[], now = new Date()): boolean {
  return activeDays(entries).has(dayNumber(now));
}

/** Whether this lesson's record already counts today for the streak. */
export function openedToday(entry: ProgressEntry, now = new Date()): boolean {
  return entryDays(entry).includes(dayNumber(now));
}

/** Lessons the student opened or finished, most recent first. */
export function recentLessons(lessons: LearningLesson[], limit = 5): LearningLesson[] {
  return lessons
    .filter((lesson) => lesson.status !== 'not_started' && lesson.lastActivityAt)
    .sort((a, b) => (b.lastActivityAt?.getTime() ?? 0) - (a.lastActivityAt?.getTime() ?? 0))
    .slice(0, limit);
}

/** The lesson to continue in a course: the first one started and not finished, else the first not started. */
export function nextLesson(course: LearningCourse): LearningLesson | undefined {
  return (
    course.lessons.find((lesson) => lesson.status === 'in_progress') ??
    course.lessons.find((lesson) => lesson.status === 'not_started')
  );
}

/** One next lesson per unfinished course, the course worked on most recently first. */
export function recommendedLessons(courses: LearningCourse[], limit = 3): LearningLesson[] {
  const lastActivity = (course: LearningCourse) => Math.max(0, ...course.lessons.map((l) => l.lastActivityAt?.getTime() ?? 0));
  return [...courses]
    .sort((a, b) => lastActivity(b) - lastActivity(a))
    .flatMap((course) => nextLesson(course) ?? [])
    .slice(0, limit);
}

/** What the lesson's button offers: Start, Continue or Review. */
export function lessonAction(status: TProgressStatus): 'start' | 'continue' | 'review' {
  if (status === 'completed') return 'review';
  return status === 'in_progress' ? 'continue' : 'start';
}

/** The course's action: Review once finished, Continue once started, Start otherwise. */
export function courseAction(course: LearningCourse): 'start' | 'continue' | 'review' {
  if (course.lessons.length > 0 && course.percent === 100) return 'review';
  return course.lessons.some((lesson) => lesson.status !== 'not_started') ? 'continue' : 'start';
}

/** The lesson the course's action opens: the first one to review, else the next to work on. */
export function actionLesson(course: LearningCourse): LearningLesson | undefined {
  return courseAction(course) === 'review' ? course.lessons[0] : nextLesson(course);
}
