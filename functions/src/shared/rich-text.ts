/**
 * Rich text (lesson content, course descriptions) is HTML from the editor. One allow-list, used by
 * the API's sanitiser (sanitize-html) before storing and by the web app's (DOMPurify) before display,
 * so both agree on what survives: formatting, lists, quotes, code and http(s)/mailto links — never
 * scripts, styles, event handlers, iframes or `javascript:` links.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'hr',
] as const;

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  ol: ['start'],
  code: ['class'],
};

export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Code blocks may name their language (`language-python`); no other class is kept. */
export const CODE_CLASS = /^language-[a-z0-9+#-]{1,30}$/i;

/** Every link opens in a new tab without giving the page a handle on ours. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** Stored rich text is at most this long (characters of HTML). */
export const MAX_RICH_TEXT_LENGTH = 100_000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Where one paragraph, list item, code block or quote ends (a character no text contains). */
const BLOCK_END = '\u2029';
const ENDS_IN_PUNCTUATION = /[.:;,!?…]$/;

/** Blocks in a row, each ended by punctuation of its own or else by a middle dot ("Frames · Components"). */
function blockText(html: string): string {
  return html
    .replace(/<br\b[^>]*>/gi, ' ')
    .replace(/<\/(p|li|pre|blockquote)\s*>|<(ul|ol)\b[^>]*>/gi, BLOCK_END)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split(BLOCK_END)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .reduce((text, block) => (!text ? block : `${text}${ENDS_IN_PUNCTUATION.test(text) ? ' ' : ' · '}${block}`), '');
}

/**
 * The visible text of rich-text HTML, whitespace collapsed: for snippets, previews and "is it empty?".
 * Separate paragraphs and list items do not run together: one that ends without punctuation is
 * followed by a middle dot. A heading runs into the text under it with a colon ("Functions: A
 * function groups…", not "Functions A function groups…") unless it ends in punctuation of its own.
 */
export function richTextToPlain(html: string): string {
  // Every part but the last ends with a heading.
  const parts = html
    .split(/<\/h\d\s*>/i)
    .map(blockText)
    .filter(Boolean);
  return parts.map((part, i) => (i < parts.length - 1 && !ENDS_IN_PUNCTUATION.test(part) ? `${part}:` : part)).join(' ');
}

/** The editor's empty document is `<p></p>`: rich text counts as filled only when it has visible text. */
export function hasRichText(html: string | undefined): boolean {
  return richTextToPlain(html ?? '') !== '';
}

/** The first `max` characters of the plain text, with an ellipsis when cut (spec §5/§9: 200 for descriptions). */
export function truncatePlain(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/**
 * A snippet of the prose of rich text, `max` characters at most: code blocks are left out, as two
 * lines of a list card they read as noise ("def add_vat(amount, rate=0.18): return…").
 */
export function proseExcerpt(html: string, max: number): string {
  return truncatePlain(richTextToPlain(html.replace(/<pre\b[^>]*>[\s\S]*?<\/pre\s*>/gi, '')), max);
}
