import { accessExpiry } from '@shared/schemas/access';
import { describe, expect, it } from 'vitest';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date(2026, 0, 15, 10, 30).getTime();

describe('access durations (spec §9)', () => {
  it.each([
    ['1_month', 30],
    ['3_months', 90],
    ['6_months', 180],
    ['1_year', 365],
  ] as const)('%s ends %i days from now, in milliseconds', (duration, days) => {
    expect(accessExpiry(duration, null, now)).toBe(now + days * DAY);
  });

  it('a custom date ends at the end of that day, and is required', () => {
    expect(accessExpiry('custom', new Date(2026, 2, 1), now)).toBe(new Date(2026, 2, 1, 23, 59, 59, 999).getTime());
    expect(accessExpiry('custom', null, now)).toBeUndefined();
  });
});
