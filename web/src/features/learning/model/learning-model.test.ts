import { describe, expect, it } from 'vitest';
import { filterCourses, filterLessons } from './learning-search';
import {
  courseAction,
  courseCompletion,
  dayNumber,
  learningStreak,
  lessonAction,
  nextLesson,
  openedToday,
  overallProgress,
  recentLessons,
  recommendedLessons,
} from './learning-stats';
import type { ProgressEntry, TProgressStatus } from './learning-types';
import { courseFixture as course, lessonFixture as lesson } from '@/testing/learning-fixtures';

const NOW = new Date(2026, 10, 21, 15, 0);
const daysAgo = (n: number, hour = 10) => new Date(2026, 10, 21 - n, hour, 0);

const python = course('py', [
  lesson('p1', 'py', 'completed', daysAgo(50)),
  lesson('p2', 'py', 'completed', daysAgo(4)),
  lesson('p3', 'py', 'in_progress', daysAgo(1)),
]);
const design = course('ux', [lesson('u1', 'ux', 'not_started'), lesson('u2', 'ux', 'not_started')]);
const done = course('ux', [lesson('u1', 'ux', 'completed', daysAgo(2))]);

describe('progress figures', () => {
  it('overall progress is completed lessons out of all lessons', () => {
    expect(overallProgress([python, design])).toBe(40);
    expect(overallProgress([])).toBe(0);
  });

  it('course completion counts courses whose every lesson is completed', () => {
    expect(courseCompletion([python, design, done])).toEqual({ completed: 1, total: 3 });
    expect(courseCompletion([course('empty', [])])).toEqual({ completed: 0, total: 0 });
  });

  it('the learning streak counts consecutive active days up to today, or yesterday before today starts', () => {
    const entry = (date: Date, status: TProgressStatus = 'in_progress'): ProgressEntry => ({
      lessonId: 'x',
      status,
      updatedAt: date,
    });
    expect(learningStreak([entry(daysAgo(0)), entry(daysAgo(1)), entry(daysAgo(2)), entry(daysAgo(4))], NOW)).toBe(3);
    expect(learningStreak([entry(daysAgo(1)), entry(daysAgo(2))], NOW)).toBe(2);
    expect(learningStreak([entry(daysAgo(2))], NOW)).toBe(0);
    expect(learningStreak([entry(daysAgo(0), 'not_started')], NOW)).toBe(0);
    expect(learningStreak([{ lessonId: 'x', status: 'completed', updatedAt: daysAgo(1), completedAt: daysAgo(0, 9) }], NOW)).toBe(
      2,
    );
  });

  it('the learning streak keeps the day a lesson was started when it was finished on a later day', () => {
    const spanning: ProgressEntry = {
      lessonId: 'x',
      status: 'completed',
      startedAt: daysAgo(2),
      updatedAt: daysAgo(0),
      completedAt: daysAgo(0),
    };
    expect(
      learningStreak([spanning, { lessonId: 'y', status: 'completed', startedAt: daysAgo(1), updatedAt: daysAgo(1) }], NOW),
    ).toBe(3);
  });

  it('the learning streak counts the days a started lesson was opened again, as "Open a lesson today" promises', () => {
    const continued: ProgressEntry = {
      lessonId: 'x',
      status: 'in_progress',
      startedAt: daysAgo(3),
      updatedAt: daysAgo(0),
      openedDays: [dayNumber(daysAgo(2)), dayNumber(daysAgo(1)), dayNumber(daysAgo(0))],
    };
    expect(learningStreak([continued], NOW)).toBe(4);
    expect(learningStreak([{ ...continued, openedDays: [dayNumber(daysAgo(1))] }], NOW)).toBe(2);
  });

  it("a lesson's record counts today once it was started, opened again or completed today", () => {
    const started = (at: Date): ProgressEntry => ({ lessonId: 'x', status: 'in_progress', startedAt: at, updatedAt: at });
    expect(openedToday(started(daysAgo(0, 8)), NOW)).toBe(true);
    expect(openedToday(started(daysAgo(1, 23)), NOW)).toBe(false);
    expect(openedToday({ ...started(daysAgo(5)), openedDays: [dayNumber(NOW)] }, NOW)).toBe(true);
    expect(openedToday({ lessonId: 'x', status: 'not_started', updatedAt: NOW }, NOW)).toBe(false);
  });
});

describe('what to show next', () => {
  it('recent lessons are the opened ones, newest first', () => {
    expect(recentLessons(python.lessons).map((l) => l.id)).toEqual(['p3', 'p2', 'p1']);
    expect(recentLessons(design.lessons)).toEqual([]);
  });

  it('the next lesson is the one in progress, else the first not started', () => {
    expect(nextLesson(python)?.id).toBe('p3');
    expect(nextLesson(design)?.id).toBe('u1');
    expect(nextLesson(done)).toBeUndefined();
  });

  it('recommends the next lesson of each unfinished course, most recently worked on first', () => {
    expect(recommendedLessons([design, python, done]).map((l) => l.id)).toEqual(['p3', 'u1']);
  });

  it('offers Start, Continue or Review', () => {
    expect(lessonAction('not_started')).toBe('start');
    expect(lessonAction('in_progress')).toBe('continue');
    expect(lessonAction('completed')).toBe('review');
    expect([courseAction(design), courseAction(python), courseAction(done)]).toEqual(['start', 'continue', 'review']);
  });
});

describe('search', () => {
  const label = (category: string) => ({ programming: 'Programming', design: 'Design' })[category] ?? category;

  it('finds courses by title, instructor or category, ignoring case', () => {
    expect(filterCourses([python, design], 'PYTHON', label).map((c) => c.id)).toEqual(['py']);
    expect(filterCourses([python, design], 'nimal', label).map((c) => c.id)).toEqual(['py', 'ux']);
    expect(filterCourses([python, design], 'design', label).map((c) => c.id)).toEqual(['ux']);
    expect(filterCourses([python, design], 'zzz', label)).toEqual([]);
  });

  it('finds lessons by title, instructor, category or course, and filters by course', () => {
    const lessons = [...python.lessons, ...design.lessons];
    expect(filterLessons(lessons, 'lesson p', null, label).map((l) => l.id)).toEqual(['p1', 'p2', 'p3']);
    expect(filterLessons(lessons, 'ui/ux', null, label).map((l) => l.id)).toEqual(['u1', 'u2']);
    expect(filterLessons(lessons, '', 'ux', label).map((l) => l.id)).toEqual(['u1', 'u2']);
    expect(filterLessons(lessons, 'programming', 'ux', label)).toEqual([]);
  });
});
