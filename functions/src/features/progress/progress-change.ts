import { Timestamp } from 'firebase-admin/firestore';
import * as z from 'zod/mini';

export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;

/**
 * A student writes `updatedAt` as the server's request time (the rules insist), so a live write is
 * seconds old when its trigger runs. Older records are imports or demo data: already counted.
 */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;

const ZProgressRecord = z.object({
  studentId: z.string().check(z.minLength(1)),
  lessonId: z.string().check(z.minLength(1)),
  courseId: z.string().check(z.minLength(1)),
  tutorId: z.string().check(z.minLength(1)),
  status: z.enum(PROGRESS_STATUSES),
  updatedAt: z.instanceof(Timestamp),
});
export type ProgressRecord = z.infer<typeof ZProgressRecord>;

/** A progress document's fields, or undefined when it is absent or not shaped like one. */
export function toProgressRecord(data: FirebaseFirestore.DocumentData | undefined): ProgressRecord | undefined {
  const parsed = ZProgressRecord.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

export interface ProgressEffects {
  /** The student opened the lesson for the first time: one more view. */
  firstOpen: boolean;
  /** The lesson just became completed. */
  completed: boolean;
}

const isOpened = (status: ProgressRecord['status']) => status !== 'not_started';

/** What a change of a progress record means for the tutor's numbers; null when it means nothing. */
export function progressEffects(
  before: ProgressRecord | undefined,
  after: ProgressRecord | undefined,
  eventTimeMs: number,
): ProgressEffects | null {
  if (!after || before?.status === after.status) return null;
  if (Math.abs(eventTimeMs - after.updatedAt.toMillis()) > LIVE_WINDOW_MS) return null;
  return {
    firstOpen: isOpened(after.status) && !(before && isOpened(before.status)),
    completed: after.status === 'completed',
  };
}
