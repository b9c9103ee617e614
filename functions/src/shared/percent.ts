/** `part` out of `whole` as a whole percentage (0 when there is nothing to count), never above 100. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.round((part / whole) * 100));
}
