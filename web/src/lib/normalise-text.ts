/**
 * Lower case without accents on Latin letters, so 'café' finds 'Cafe'. Only marks on Latin letters
 * go: in Sinhala and Tamil the combining marks are the vowel signs and the virama, part of the word
 * ('பைதான்' is not 'பதன').
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether any of `fields` contains `query` (an empty query matches everything). */
export function matchesText(query: string, fields: string[]): boolean {
  const wanted = normaliseText(query);
  return !wanted || fields.some((field) => normaliseText(field).includes(wanted));
}
