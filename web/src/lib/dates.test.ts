import { Timestamp } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { calendarDaysUntil, daysUntil, formatDate, formatRelative, toDate } from '@/lib/dates';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('dates', () => {
  it('reads Firestore timestamps, dates and ISO strings', () => {
    expect(toDate(Timestamp.fromMillis(NOW))?.getTime()).toBe(NOW);
    expect(toDate(new Date(NOW))?.getTime()).toBe(NOW);
    expect(toDate(new Date(NOW).toISOString())?.getTime()).toBe(NOW);
    expect(toDate('not a date')).toBeUndefined();
    expect(toDate(null)).toBeUndefined();
  });

  it('counts whole days until a date, rounding up', () => {
    expect(daysUntil(new Date(NOW + 4.2 * 86_400_000), NOW)).toBe(5);
    expect(daysUntil(new Date(NOW - 86_400_000), NOW)).toBe(-1);
  });

  it('counts calendar days on the reader’s clock: tonight is today, any hour tomorrow is 1', () => {
    const evening = new Date(2026, 10, 21, 20, 0);
    expect(calendarDaysUntil(new Date(2026, 10, 21, 23, 59), evening)).toBe(0);
    expect(calendarDaysUntil(new Date(2026, 10, 22, 0, 30), evening)).toBe(1);
    expect(calendarDaysUntil(new Date(2026, 10, 22, 23, 59), new Date(2026, 10, 21, 0, 1))).toBe(1);
    expect(calendarDaysUntil(new Date(2026, 11, 1, 9), evening)).toBe(10);
  });

  it('formats in the reader’s language', () => {
    expect(formatDate(new Date(NOW), 'en')).toBe('21 Nov 2026');
    expect(formatDate(new Date(NOW), 'en-US')).toBe('21 Nov 2026');
    expect(formatRelative(new Date(NOW - 3 * 86_400_000), 'en', NOW)).toBe('3 days ago');
    expect(formatRelative(new Date(NOW - 86_400_000), 'en', NOW)).toBe('yesterday');
    expect(formatRelative(new Date(NOW - 10_000), 'en', NOW)).toBe('now');
    expect(formatRelative(new Date(NOW - 3 * 86_400_000), 'ta', NOW)).not.toBe('3 days ago');
  });

  it('writes Sinhala dates even where the browser has no Sinhala data', () => {
    const withoutSinhala = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    try {
      expect(formatDate(new Date(2026, 10, 21), 'si')).toBe('2026 නොවැ 21');
      expect(formatRelative(new Date(NOW - 3 * 86_400_000), 'si', NOW)).toBe('දින 3කට පෙර');
      expect(formatRelative(new Date(NOW - 86_400_000), 'si', NOW)).toBe('ඊයේ');
      expect(formatRelative(new Date(NOW + 5 * 86_400_000), 'si', NOW)).toBe('දින 5කින්');
      expect(formatRelative(new Date(NOW - 10_000), 'si', NOW)).toBe('දැන්');
    } finally {
      withoutSinhala.mockRestore();
    }
  });
});
