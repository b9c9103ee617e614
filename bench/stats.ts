/** Median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The p-th percentile (0–100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}
