import { actionLesson, courseAction } from './learning-stats';
import type { LearningCourse } from './learning-types';

/** What a My Courses card shows: derived from the course, and small enough to keep for the next visit. */
export interface CourseCardData {
  id: string;
  name: string;
  category: string;
  difficulty: string;
  duration: string;
  instructor: string;
  imageSrc: string | null;
  expiresAt: Date;
  /** 0–100. */
  percent: number;
  lessonCount: number;
  action: ReturnType<typeof courseAction>;
  /** The lesson the action opens; no action button without one. */
  actionLessonId?: string;
}

export function toCourseCardData(course: LearningCourse): CourseCardData {
  return {
    id: course.id,
    name: course.name,
    category: course.category,
    difficulty: course.difficulty,
    duration: course.duration,
    instructor: course.instructor,
    imageSrc: course.imageSrc,
    expiresAt: course.expiresAt,
    percent: course.percent,
    lessonCount: course.lessons.length,
    action: courseAction(course),
    actionLessonId: actionLesson(course)?.id,
  };
}

const ACTIONS: readonly unknown[] = ['start', 'continue', 'review'] satisfies CourseCardData['action'][];
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function parseCard(kept: unknown): CourseCardData | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const card = kept as Record<keyof CourseCardData, unknown>;
  const texts = [card.id, card.name, card.category, card.difficulty, card.duration, card.instructor];
  const expiresAt = new Date(isString(card.expiresAt) ? card.expiresAt : NaN);
  const whole =
    texts.every(isString) &&
    (card.imageSrc === null || isString(card.imageSrc)) &&
    !Number.isNaN(expiresAt.getTime()) &&
    isCount(card.percent) &&
    isCount(card.lessonCount) &&
    ACTIONS.includes(card.action) &&
    (card.actionLessonId === undefined || isString(card.actionLessonId));
  return whole ? { ...(card as CourseCardData), expiresAt } : undefined;
}

/**
 * Cards an earlier visit kept (JSON: dates as strings), read back: nothing unless every card is
 * whole, and no course whose access has ended since, not even for a moment.
 */
export function parseKeptCards(kept: unknown, now = Date.now()): CourseCardData[] | undefined {
  if (!Array.isArray(kept)) return undefined;
  const cards = kept.map(parseCard).filter((card) => card !== undefined);
  if (cards.length < kept.length) return undefined;
  const shown = cards.filter((card) => card.expiresAt.getTime() > now);
  return shown.length ? shown : undefined;
}
