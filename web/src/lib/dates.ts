import { DAY_MS } from '@shared/time';
import { baseOf, perLocale } from './intl-formatters';

/** A Firestore Timestamp, a Date or an ISO string as a Date; undefined for anything else. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') return toDate(new Date(value));
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate();
  return undefined;
}

/** Whole days from `now` until `date`, rounded up (negative once it has passed). */
export function daysUntil(date: Date, now = Date.now()): number {
  return Math.ceil((date.getTime() - now) / DAY_MS);
}

/** Calendar days from today to `date` on the reader's clock: 0 when it is today, 1 tomorrow, whatever the hour. */
export function calendarDaysUntil(date: Date, now = new Date()): number {
  const midnight = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  return Math.round((midnight(date) - midnight(now)) / DAY_MS);
}

/** Sinhala from CLDR when the browser's Intl has none. */
const needsSinhala = (language: string) => baseOf(language) === 'si' && !hasIntlData('si');

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/**
 * Sinhala dates and relative times from CLDR, for browsers whose Intl data leaves Sinhala out
 * (Chromium ships Tamil but not Sinhala), so a Sinhala page never shows English dates.
 */
const SINHALA = {
  months: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
  units: { year: 'වසර', month: 'මාස', week: 'සති', day: 'දින', hour: 'පැය', minute: 'මිනිත්තු' } satisfies Record<Unit, string>,
  now: 'දැන්',
  yesterday: 'ඊයේ',
  tomorrow: 'හෙට',
};

const intlData = new Map<string, boolean>();
function hasIntlData(language: string): boolean {
  let has = intlData.get(language);
  if (has === undefined) intlData.set(language, (has = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0));
  return has;
}

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));
const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** '21 Nov 2026' in the reader's language. */
export function formatDate(date: Date, language: string): string {
  if (needsSinhala(language)) {
    return `${date.getFullYear()} ${SINHALA.months[date.getMonth()] ?? ''} ${date.getDate()}`;
  }
  return dateFormat(language).format(date);
}

const UNITS: [Unit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

function sinhalaRelative(value: number, unit: Unit | null): string {
  if (unit === null) return SINHALA.now;
  if (unit === 'day' && value === -1) return SINHALA.yesterday;
  if (unit === 'day' && value === 1) return SINHALA.tomorrow;
  const amount = `${SINHALA.units[unit]} ${Math.abs(value)}`;
  return value < 0 ? `${amount}කට පෙර` : `${amount}කින්`;
}

/** '3 days ago' / 'in 5 days' in the reader's language; 'now' under a minute. */
export function formatRelative(date: Date, language: string, now = Date.now()): string {
  const diff = date.getTime() - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? [null, 1];
  const value = unit ? Math.round(diff / size) : 0;
  if (needsSinhala(language)) return sinhalaRelative(value, unit);
  const format = relativeFormat(language);
  return unit ? format.format(value, unit) : format.format(0, 'second');
}
