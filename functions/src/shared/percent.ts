/**
 * `part` out of `whole` as a whole percentage (0 when there is nothing to count), never above 100,
 * and 100 only when all of it is done: 199 of 200 lessons is 99%, not a rounded-up "complete".
 */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  if (part >= whole) return 100;
  return Math.min(99, Math.round((part / whole) * 100));
}
