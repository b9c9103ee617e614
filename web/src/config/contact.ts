/** Where visitors reach Tutorly: the landing page's footer and Contact Sales, the legal pages' contact card. */
export const SUPPORT_EMAIL = 'support@tutorly.lk';

/** A `mailto:` link to support that opens a draft with `subject` filled in. */
export function supportMailto(subject?: string): string {
  return subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`;
}
