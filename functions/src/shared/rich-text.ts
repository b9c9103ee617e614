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

function blockText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/pre|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The visible text of rich-text HTML, whitespace collapsed: for snippets, previews and "is it empty?".
 * A heading runs into the text under it with a colon ("Functions: A function groups…", not
 * "Functions A function groups…") unless it ends in punctuation of its own.
 */
export function richTextToPlain(html: string): string {
  // Every part but the last ends with a heading.
  const parts = html
    .split(/<\/h\d\s*>/i)
    .map(blockText)
    .filter(Boolean);
  return parts.map((part, i) => (i < parts.length - 1 && !/[.:;!?…]$/.test(part) ? `${part}:` : part)).join(' ');
}

/** The editor's empty document is `<p></p>`: rich text counts as filled only when it has visible text. */
export function hasRichText(html: string | undefined): boolean {
  return richTextToPlain(html ?? '') !== '';
}

/** The first `max` characters of the plain text, with an ellipsis when cut (spec §5/§9: 200 for descriptions). */
export function truncatePlain(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
