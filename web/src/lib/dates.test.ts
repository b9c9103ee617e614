import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { daysUntil, formatDate, formatRelative, toDate } from '@/lib/dates';

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

  it('formats in the reader’s language', () => {
    expect(formatDate(new Date(NOW), 'en')).toBe('21 Nov 2026');
    expect(formatRelative(new Date(NOW - 3 * 86_400_000), 'en', NOW)).toBe('3 days ago');
    expect(formatRelative(new Date(NOW - 86_400_000), 'en', NOW)).toBe('yesterday');
    expect(formatRelative(new Date(NOW - 10_000), 'en', NOW)).toBe('now');
    expect(formatRelative(new Date(NOW - 3 * 86_400_000), 'ta', NOW)).not.toBe('3 days ago');
  });
});
