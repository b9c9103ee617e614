import DOMPurify from 'dompurify';
import { CODE_CLASS, LINK_REL, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@shared/rich-text';

/** Our own DOMPurify instance, so its hooks never affect anyone else's. */
const purify = DOMPurify(window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = RICH_TEXT_ATTRIBUTES[node.tagName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'class' && !CODE_CLASS.test(data.attrValue)) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', LINK_REL);
  }
});

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  // Every kept attribute value is checked against this unless it is listed as URI-safe.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ADD_URI_SAFE_ATTR: ['start'],
};

/**
 * Stored rich text is sanitised by the API already; this second pass, with the same allow-list,
 * runs right before display so nothing that slipped into the database can run in a browser.
 */
export function sanitizeForDisplay(html: string): string {
  return purify.sanitize(html, CONFIG);
}
