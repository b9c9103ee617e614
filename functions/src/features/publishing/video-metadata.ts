/**
 * YouTube refuses a whole upload over its metadata: titles must be 1–100 characters, descriptions
 * at most 5,000 bytes, and neither may contain < or >. Lesson text is made to fit.
 */
const TITLE_MAX_CHARS = 100;
const DESCRIPTION_MAX_BYTES = 5000;

const withoutAngleBrackets = (text: string) => text.replace(/[<>]/g, '');

export function youtubeTitle(title: string, fallback = 'Lesson video'): string {
  const characters = [...withoutAngleBrackets(title).replace(/\s+/g, ' ').trim()];
  return characters.slice(0, TITLE_MAX_CHARS).join('').trim() || fallback;
}

export function youtubeDescription(description: string): string {
  const characters = [...withoutAngleBrackets(description).trim()];
  let bytes = Buffer.byteLength(characters.join(''));
  while (bytes > DESCRIPTION_MAX_BYTES) bytes -= Buffer.byteLength(characters.pop() ?? '');
  return characters.join('');
}
