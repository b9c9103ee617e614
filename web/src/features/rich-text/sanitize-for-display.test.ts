import { describe, expect, it } from 'vitest';
import { sanitizeForDisplay } from './sanitize-for-display';

describe('sanitizeForDisplay', () => {
  it('keeps formatting, lists, quotes, code and safe links (opening in a new tab)', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <code>c</code></p><blockquote><p>q</p></blockquote>' +
      '<ol start="2"><li><p>x</p></li></ol><pre><code class="language-python">print(1)</code></pre>' +
      '<p><a href="https://python.org">docs</a> <a href="mailto:a@example.com">mail</a></p>';
    const clean = sanitizeForDisplay(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<ol start="2">');
    expect(clean).toContain('<code class="language-python">print(1)</code>');
    expect(clean).toContain('<a href="https://python.org" target="_blank" rel="noopener noreferrer nofollow">docs</a>');
    expect(clean).toContain('href="mailto:a@example.com"');
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><g onload="alert(1)"></g></svg>', ''],
    ['<code class="x language-js">y</code>', '<code>y</code>'],
    [
      '<a href="https://ok.example" start="1">x</a>',
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
  ])('strips %s', (dirty, clean) => {
    expect(sanitizeForDisplay(dirty)).toBe(clean);
  });
});
