import type sanitizeHtml from 'sanitize-html';
import { CODE_CLASS, LINK_REL, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '../shared/rich-text.js';

let loading: Promise<typeof sanitizeHtml> | undefined;

/**
 * Rich text from the editor, reduced to the shared allow-list before it is stored. sanitize-html
 * (htmlparser2, no DOM) loads on first use: the request path, not the cold start, pays for it.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  loading ??= import('sanitize-html').then((module) => module.default);
  const sanitize = await loading;
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedClasses: { code: [CODE_CLASS] },
    allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: LINK_REL } }),
    },
  }).trim();
}
