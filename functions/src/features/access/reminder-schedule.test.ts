import { describe, expect, it } from 'vitest';
import { dueReminder } from './reminder-schedule.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('dueReminder', () => {
  it('sends the 7-day reminder inside the last week and the 1-day reminder inside the last day', () => {
    expect(dueReminder(8 * DAY, [])).toBeNull();
    expect(dueReminder(7 * DAY, [])).toBe('7d');
    expect(dueReminder(3 * DAY, [])).toBe('7d');
    expect(dueReminder(DAY, ['7d'])).toBe('1d');
    expect(dueReminder(2 * HOUR, [])).toBe('1d');
  });

  it('sends each reminder once, and no week reminder after the day one', () => {
    expect(dueReminder(5 * DAY, ['7d'])).toBeNull();
    expect(dueReminder(5 * DAY, ['1d'])).toBeNull();
    expect(dueReminder(12 * HOUR, ['7d', '1d'])).toBeNull();
  });

  it('sends nothing once the grant has ended', () => {
    expect(dueReminder(0, [])).toBeNull();
    expect(dueReminder(-HOUR, [])).toBeNull();
  });
});
