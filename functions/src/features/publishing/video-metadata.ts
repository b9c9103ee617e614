/**
 * YouTube refuses a whole upload over its metadata: titles must be 1–100 characters, descriptions
 * at most 5,000 bytes, and neither may contain < or >. Lesson text is made to fit.
 */
const TITLE_MAX_CHARS = 100;
const DESCRIPTION_MAX_BYTES = 5000;

const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();

export function youtubeTitle(title: string, fallback = 'Lesson video'): string {
  const characters = [...plain(title).replace(/\s+/g, ' ')];
  return characters.slice(0, TITLE_MAX_CHARS).join('').trim() || fallback;
}

export function youtubeDescription(description: string): string {
  let text = plain(description);
  while (Buffer.byteLength(text) > DESCRIPTION_MAX_BYTES) text = [...text].slice(0, -1).join('');
  return text;
}
