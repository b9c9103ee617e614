/**
 * Durations as the API stores and sends them (spec §5): a course's '8 weeks', a lesson's
 * '15 minutes', in English words. Written by the API from the forms' numbers and read back by the
 * web app, which shows them in the reader's language and refills the forms from them.
 */
export type DurationUnit = 'weeks' | 'minutes';

/** 8, 'weeks' → '8 weeks'; 1, 'minutes' → '1 minute'. */
export const storedDuration = (count: number, unit: DurationUnit) => `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;

/** '8 weeks' → { count: 8, unit: 'weeks' }; anything else (free text, empty) → null. */
export function durationParts(duration: string): { count: number; unit: DurationUnit } | null {
  const match = /^(\d+) (week|minute)s?$/.exec(duration.trim());
  return match ? { count: Number(match[1]), unit: `${match[2] as 'week' | 'minute'}s` } : null;
}

/** The number of `unit`s of a stored duration, or null when it is not a number of them. */
export function durationIn(duration: string, unit: DurationUnit): number | null {
  const parts = durationParts(duration);
  return parts?.unit === unit ? parts.count : null;
}
