/** Lower case without accents, so 'café' finds 'Cafe'; Sinhala and Tamil letters pass through unchanged. */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether any of `fields` contains `query` (an empty query matches everything). */
export function matchesText(query: string, fields: string[]): boolean {
  const wanted = normaliseText(query);
  return !wanted || fields.some((field) => normaliseText(field).includes(wanted));
}
