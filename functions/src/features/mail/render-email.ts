export interface EmailContent {
  /** The recipient's language; sets `lang` so mail clients pick the right font and voice. */
  language: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A prominent line such as a login code. */
  highlight?: string;
  action?: { label: string; url: string };
  footer: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every interpolated value (names, e-mails, links) is escaped: user input never becomes markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One plain, responsive layout for every e-mail, in HTML and plain text. */
export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const e = escapeHtml;
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${e(p)}</p>`).join('');
  const highlight = content.highlight
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:6px;text-align:center">${e(content.highlight)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${e(content.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${e(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${e(content.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head><body style="margin:0;background:#f1f3f5;font-family:system-ui,'Noto Sans Sinhala','Noto Sans Tamil',sans-serif;color:#212529"><div style="max-width:520px;margin:0 auto;padding:24px"><p style="color:#1c7ed6;font-weight:800;font-size:20px;margin:0 0 16px">Tutorly</p><div style="background:#fff;border-radius:12px;padding:24px"><h1 style="font-size:22px;margin:0 0 16px">${e(content.heading)}</h1>${paragraphs}${highlight}${action}</div><p style="color:#868e96;font-size:12px;margin:16px 0 0">${e(content.footer)}</p></div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.highlight ? [content.highlight, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n');
  return { subject: content.subject, html, text };
}
