import { DAY_MS } from '../../shared/time.js';

/** The reminders of the issue: a week before, and a day before, a grant ends. */
export type Reminder = '7d' | '1d';

/** Which reminder is due for a grant ending `msLeft` from now, given those already sent; null for none. */
export function dueReminder(msLeft: number, sent: readonly string[]): Reminder | null {
  if (msLeft <= 0 || msLeft > 7 * DAY_MS) return null;
  if (msLeft <= DAY_MS) return sent.includes('1d') ? null : '1d';
  return sent.includes('7d') || sent.includes('1d') ? null : '7d';
}
