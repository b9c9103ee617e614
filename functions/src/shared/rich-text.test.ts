import { describe, expect, it } from 'vitest';
import { hasRichText, proseExcerpt, richTextToPlain } from './rich-text.js';

describe('richTextToPlain', () => {
  it('reads paragraphs, lists and entities as one line of text', () => {
    expect(richTextToPlain('<p>Tom &amp; Jerry</p>\n<ul><li>one</li><li><strong>two</strong></li></ul><p>a&nbsp;b</p>')).toBe(
      'Tom & Jerry · one · two · a b',
    );
  });

  it('keeps paragraphs and list items apart: a middle dot unless one ends in punctuation', () => {
    expect(
      richTextToPlain('<p>Follow along in a free Figma account.</p><ul><li><p>Frames</p></li><li><p>Auto layout</p></li></ul>'),
    ).toBe('Follow along in a free Figma account. Frames · Auto layout');
    expect(richTextToPlain('<p>line one<br>line two</p><p>Next,</p><p>then</p>')).toBe('line one line two · Next, then');
    expect(richTextToPlain('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe('a · b');
  });

  it('runs a heading into the text under it with a colon, unless it ends in punctuation', () => {
    expect(richTextToPlain('<h2>Functions</h2><p>A function groups steps.</p><h3>Why?</h3><p>To reuse them.</p>')).toBe(
      'Functions: A function groups steps. Why? To reuse them.',
    );
    expect(richTextToPlain('<h2>Lab</h2><h3>Part 1</h3><p>Train a model</p>')).toBe('Lab: Part 1: Train a model');
  });

  it('adds no colon after a heading that ends the text', () => {
    expect(richTextToPlain('<p>Intro</p><h2>Summary</h2>')).toBe('Intro · Summary');
    expect(richTextToPlain('<h2>Only a heading</h2>')).toBe('Only a heading');
  });

  it('counts markup without visible text as empty', () => {
    expect(hasRichText('<p></p>')).toBe(false);
    expect(hasRichText('<h2> </h2><p><br></p>')).toBe(false);
    expect(hasRichText('<p>x</p>')).toBe(true);
  });
});

describe('proseExcerpt', () => {
  it('leaves code blocks out of the snippet, and cuts it with an ellipsis', () => {
    const html =
      '<h2>VAT</h2><pre><code class="language-python">def add_vat(amount, rate=0.18):\n    return amount</code></pre><p>Prices in Sri Lanka include VAT.</p>';
    expect(proseExcerpt(html, 200)).toBe('VAT: Prices in Sri Lanka include VAT.');
    expect(proseExcerpt(html, 10)).toBe('VAT: Price…');
  });

  it('is empty for a lesson that is only code', () => {
    expect(proseExcerpt('<pre><code>print("hi")</code></pre>', 200)).toBe('');
  });
});
