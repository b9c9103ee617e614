/** Milliseconds in a day: access periods, reminders and remaining days count whole days of this length. */
export const DAY_MS = 24 * 60 * 60 * 1000;
