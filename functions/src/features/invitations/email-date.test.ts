import { describe, expect, it } from 'vitest';
import { endOfSriLankanDay, formatEmailDate } from './email-date.js';

describe('the end of a Sri Lankan day', () => {
  it('is 23:59:59.999 in Colombo of the day the moment falls on there', () => {
    // 20:00 UTC on 14 March is 01:30 on 15 March in Colombo.
    expect(new Date(endOfSriLankanDay(Date.parse('2026-03-14T20:00:00Z'))).toISOString()).toBe('2026-03-15T18:29:59.999Z');
    expect(new Date(endOfSriLankanDay(Date.parse('2026-03-15T10:00:00Z'))).toISOString()).toBe('2026-03-15T18:29:59.999Z');
    // The e-mail's date and the moment the link stops working are the same day.
    const end = endOfSriLankanDay(Date.parse('2026-03-15T10:00:00Z'));
    expect(formatEmailDate(new Date(end), 'en')).toBe('15 March 2026');
    expect(formatEmailDate(new Date(end + 1), 'en')).toBe('16 March 2026');
  });
});
