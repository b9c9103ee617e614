import { describe, expect, it } from 'vitest';
import { slideWindow } from './rate-limit.js';

const HOUR = 3600_000;

describe('slideWindow', () => {
  it('allows up to the limit within the window, then says how long to wait', () => {
    let hits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const result = slideWindow(hits, 1000 + i * 60_000, HOUR, 5);
      if (!result.allowed) throw new Error('refused too early');
      hits = result.hits;
    }
    const refused = slideWindow(hits, 1000 + 10 * 60_000, HOUR, 5);
    // The first hit (at 1000) leaves the window one hour after it was made.
    expect(refused).toEqual({ allowed: false, retryAfterMs: HOUR - 10 * 60_000 });
  });

  it('forgets hits older than the window', () => {
    const result = slideWindow([0, 1, 2, 3, 4], HOUR + 5, HOUR, 5);
    expect(result).toEqual({ allowed: true, hits: [HOUR + 5] });
  });

  it('ignores hits stamped in the future (a skewed clock cannot lock anyone out for long)', () => {
    expect(slideWindow([5 * HOUR, 6 * HOUR], 1000, HOUR, 1)).toEqual({ allowed: true, hits: [1000] });
  });
});
