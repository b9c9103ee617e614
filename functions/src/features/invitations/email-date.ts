import { DAY_MS } from '../../shared/time.js';

const LOCALES: Record<string, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** Sri Lanka keeps UTC+05:30 all year (no daylight saving since 2006). */
const SRI_LANKA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The last millisecond of the Sri Lankan calendar day that `ms` falls on: an e-mail that says
 * "valid until 15 March" keeps its word all that evening.
 */
export function endOfSriLankanDay(ms: number): number {
  return (sriLankanDay(ms) + 1) * DAY_MS - 1 - SRI_LANKA_OFFSET_MS;
}

/** The Sri Lankan calendar day `ms` falls on, counted from 1 January 1970. */
const sriLankanDay = (ms: number) => Math.floor((ms + SRI_LANKA_OFFSET_MS) / DAY_MS);

/**
 * Calendar days in Sri Lanka from `now` to `ms`: 0 on the same day, 1 the next, whatever the hour,
 * as the app counts them on the student's course card ("Access ends in 6 days").
 */
export function sriLankanDaysUntil(ms: number, now: number): number {
  return sriLankanDay(ms) - sriLankanDay(now);
}

/** A date as people read it in the e-mail's language, on Sri Lankan time (where the product's users are). */
export function formatEmailDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Colombo' }).format(date);
}
