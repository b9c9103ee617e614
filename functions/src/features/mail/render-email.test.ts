import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email.js';

describe('renderEmail', () => {
  const base = { language: 'si', subject: 'Your code', heading: 'Hello', paragraphs: ['First.'], footer: 'Footer' };

  it('never turns user input into markup', () => {
    const { html } = renderEmail({
      ...base,
      heading: 'Hi <script>alert(1)</script>',
      paragraphs: ['<img src=x onerror=alert(1)> "quoted"'],
      action: { label: 'Open', url: 'https://example.com/?a=1&b="><script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
  });

  it('sets the language and carries the same content in the plain-text part', () => {
    const { html, text } = renderEmail({ ...base, highlight: '123456', action: { label: 'Join', url: 'https://app/x' } });
    expect(html).toContain('<html lang="si">');
    expect(text).toBe('Hello\n\nFirst.\n\n123456\n\nJoin: https://app/x\n\nFooter');
  });
});
