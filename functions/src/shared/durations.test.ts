import { describe, expect, it } from 'vitest';
import { durationIn, durationParts, storedDuration } from './durations.js';

describe('durations as stored', () => {
  it('writes a number of weeks or minutes in the stored English form', () => {
    expect(storedDuration(8, 'weeks')).toBe('8 weeks');
    expect(storedDuration(1, 'weeks')).toBe('1 week');
    expect(storedDuration(1, 'minutes')).toBe('1 minute');
    expect(durationParts(storedDuration(15, 'minutes'))).toEqual({ count: 15, unit: 'minutes' });
  });

  it('reads the stored English form of a course or lesson duration', () => {
    expect(durationParts('8 weeks')).toEqual({ count: 8, unit: 'weeks' });
    expect(durationParts(' 1 week ')).toEqual({ count: 1, unit: 'weeks' });
    expect(durationParts('15 minutes')).toEqual({ count: 15, unit: 'minutes' });
    expect(durationParts('about a month')).toBeNull();
    expect(durationIn('8 weeks', 'weeks')).toBe(8);
    expect(durationIn('8 weeks', 'minutes')).toBeNull();
    expect(durationIn('', 'minutes')).toBeNull();
  });
});
