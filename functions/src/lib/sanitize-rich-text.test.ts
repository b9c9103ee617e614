import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', async () => {
    const html =
      '<h2>Loops</h2><p><strong>Bold</strong>, <em>italic</em>, <code>x = 1</code> and ' +
      '<a href="https://python.org">a link</a></p><blockquote><p>Quote</p></blockquote>' +
      '<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ul><ol start="3"><li><p>Three</p></li></ol>' +
      '<pre><code class="language-python">print("hi")</code></pre>';
    const clean = await sanitizeRichText(html);
    expect(clean).toContain('<h2>Loops</h2>');
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('<a href="https://python.org" target="_blank" rel="noopener noreferrer nofollow">a link</a>');
    expect(clean).toContain('<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ul>');
    expect(clean).toContain('<ol start="3">');
    expect(clean).toContain('<pre><code class="language-python">print("hi")</code></pre>');
    expect(clean).toContain('<blockquote><p>Quote</p></blockquote>');
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>p{color:red}</style><p>ok</p>', '<p>ok</p>'],
    ['<code class="evil language-js">x</code>', '<code class="language-js">x</code>'],
    ['<form action="https://evil.example"><input name="q"></form>', ''],
  ])('strips %s', async (dirty, clean) => {
    expect(await sanitizeRichText(dirty)).toBe(clean);
  });
});
