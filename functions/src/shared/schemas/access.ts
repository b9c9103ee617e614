import * as z from 'zod/mini';
import { ZDocumentId } from './ids.js';
import { DAY_MS } from '../time.js';

/** Spec §9: the access durations the tutor picks from (days), plus a custom end date. */
export const ACCESS_DURATION_DAYS = { '1_month': 30, '3_months': 90, '6_months': 180, '1_year': 365 } as const;
export type TAccessDuration = keyof typeof ACCESS_DURATION_DAYS | 'custom';
export const DEFAULT_ACCESS_DURATION: TAccessDuration = '1_month';

/** The latest end date the API accepts, so a typo (year 20255) cannot grant access for ever. */
export const MAX_ACCESS_YEARS = 5;
export const MAX_ACCESS_MS = MAX_ACCESS_YEARS * 366 * DAY_MS;

/** Most courses one request may grant, far above any real catalogue (keeps one transaction small). */
export const MAX_COURSES_PER_GRANT = 100;

/**
 * The expiry for a duration choice, in milliseconds (spec §9: "an expiry timestamp in milliseconds
 * from now"); a custom date ends at the end of that day, local time. Undefined when custom has no date.
 */
export function accessExpiry(duration: TAccessDuration, customDate: Date | null, now: number): number | undefined {
  if (duration !== 'custom') return now + ACCESS_DURATION_DAYS[duration] * DAY_MS;
  if (!customDate) return undefined;
  const end = new Date(customDate);
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}

/** Why an end date cannot be saved (the dialog says it before the API would): already past, or beyond MAX_ACCESS_YEARS. */
export function accessEndProblem(expiresAt: number, now: number): 'past' | 'too-far' | undefined {
  if (expiresAt <= now) return 'past';
  if (expiresAt > now + MAX_ACCESS_MS) return 'too-far';
  return undefined;
}

/** `POST /api/tutors/dashboard/{tutorId}/students/{studentId}/courses/access` (spec §7). */
export const ZCourseAccessRequest = z.object({
  expiresAt: z.number({ error: 'expiresAt must be a time in milliseconds' }).check(z.int(), z.positive()),
  /** The complete set the student may open: courses left out lose their access. */
  courseIds: z.pipe(
    z.array(ZDocumentId).check(z.maxLength(MAX_COURSES_PER_GRANT)),
    z.transform((ids) => [...new Set(ids)]),
  ),
  /**
   * The student's courses and their ends as the dialog showed them (the student list's
   * `enrolledCourses`): if they changed since (saved from another tab or device), nothing is saved,
   * so a dialog opened on old data cannot take away access it never showed. Optional for other callers.
   */
  seenCourses: z.optional(
    z
      .array(z.object({ id: ZDocumentId, expiresAt: z.nullable(z.string().check(z.maxLength(40))) }))
      // Ended courses stay listed, so a student may have more than one save grants.
      .check(z.maxLength(10 * MAX_COURSES_PER_GRANT)),
  ),
});
export type TCourseAccessRequest = z.input<typeof ZCourseAccessRequest>;

export const ZCourseAccessResponse = z.object({
  message: z.string(),
  expiresAt: z.string(),
  granted: z.array(z.string()),
  revoked: z.array(z.string()),
});
export type TCourseAccessResponse = z.infer<typeof ZCourseAccessResponse>;
