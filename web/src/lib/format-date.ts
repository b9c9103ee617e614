const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd in the viewer's time zone (spec §3: enrolled dates are shown this way); '' for no date. */
export function formatDay(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
