const DAY_MS = 24 * 60 * 60 * 1000;

/** A Firestore Timestamp, a Date or an ISO string as a Date; undefined for anything else. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') return toDate(new Date(value));
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate();
  return undefined;
}

/** Sri Lankan English writes the day first, as British English does. */
const localeOf = (language: string) => (language === 'en' ? 'en-GB' : language);

/** '21 Nov 2026' in the reader's language. */
export function formatDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** Whole days from `now` until `date`, rounded up (negative once it has passed). */
export function daysUntil(date: Date, now = Date.now()): number {
  return Math.ceil((date.getTime() - now) / DAY_MS);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** '3 days ago' / 'in 5 days' in the reader's language; 'now' under a minute. */
export function formatRelative(date: Date, language: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const diff = date.getTime() - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}
