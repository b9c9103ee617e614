import { describe, expect, it } from 'vitest';
import { endOfSriLankanDay, formatEmailDate, sriLankanDaysUntil } from './email-date.js';

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

describe('calendar days in Sri Lanka', () => {
  it('counts days on the calendar, not 24-hour periods: 06:00 to 14:00 six days later is 6 days', () => {
    // 06:00 and 14:00 in Colombo are 00:30 and 08:30 UTC.
    expect(sriLankanDaysUntil(Date.parse('2026-03-30T08:30:00Z'), Date.parse('2026-03-24T00:30:00Z'))).toBe(6);
    // Later the same day is 0, and 23:59 tomorrow is 1, whatever the hour now.
    expect(sriLankanDaysUntil(Date.parse('2026-03-24T18:29:00Z'), Date.parse('2026-03-24T00:30:00Z'))).toBe(0);
    expect(sriLankanDaysUntil(Date.parse('2026-03-25T18:29:00Z'), Date.parse('2026-03-24T00:30:00Z'))).toBe(1);
    // 23:00 UTC on 23 March is already 04:30 on the 24th in Colombo.
    expect(sriLankanDaysUntil(Date.parse('2026-03-30T08:30:00Z'), Date.parse('2026-03-23T23:00:00Z'))).toBe(6);
  });
});
