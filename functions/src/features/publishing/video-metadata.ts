/**
 * YouTube refuses a whole upload over its metadata: titles must be 1–100 characters, descriptions
 * at most 5,000 bytes, and neither may contain < or >. Lesson text is made to fit.
 */
const TITLE_MAX_UNITS = 100;
const DESCRIPTION_MAX_BYTES = 5000;

const withoutAngleBrackets = (text: string) => text.replace(/[<>]/g, '');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Whole characters, at most 100 UTF-16 units: within YouTube's limit whether it counts characters
 * or units (as the YouTube stand-in does: an emoji is two). One that does not fit is left out, never
 * halved: a character as a reader sees it (a grapheme), so a joined emoji (a ZWJ sequence) is kept
 * or dropped whole.
 */
export function youtubeTitle(title: string, fallback = 'Lesson video'): string {
  let kept = '';
  for (const { segment: character } of graphemes.segment(withoutAngleBrackets(title).replace(/\s+/g, ' ').trim())) {
    if (kept.length + character.length > TITLE_MAX_UNITS) break;
    kept += character;
  }
  return kept.trim() || fallback;
}

export function youtubeDescription(description: string): string {
  const characters = [...withoutAngleBrackets(description).trim()];
  let bytes = Buffer.byteLength(characters.join(''));
  while (bytes > DESCRIPTION_MAX_BYTES) bytes -= Buffer.byteLength(characters.pop() ?? '');
  return characters.join('');
}
