import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from '../../extensions/search/product-html';
import { plainExcerpt } from '../../src/domain/text';

describe('product texts as HTML', () => {
  it.each([
    ['plain text stays as it is', 'Reine Schurwolle, gefüttert.', 'Reine Schurwolle, gefüttert.'],
    ['an ampersand becomes an entity', 'Wolle & Seide', 'Wolle &amp; Seide'],
    ['paragraphs, emphasis and lists stay', '<p><strong>Slim</strong> fit</p><ol><li>A</li></ol>', '<p><strong>Slim</strong> fit</p><ol><li>A</li></ol>'],
    ['a script goes with its content', 'a<script>alert(1)</script>b', 'ab'],
    ['event attributes and images go', '<p onclick="x()">a<img src="x" onerror="y()"></p>', '<p>a</p>'],
    ['a javascript: link loses its target', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a link to a new tab gets no opener',
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['styles and classes go', '<span style="color:red" class="x">a</span>', '<span>a</span>'],
  ])('%s', (_rule, html, safe) => {
    expect(sanitizeProductHtml(html)).toBe(safe);
  });
});

describe('plainExcerpt', () => {
  it('reads entities as their characters and markup as spaces', () => {
    expect(plainExcerpt('<p>Wolle &amp; Seide</p><p>&lt;neu&gt; &#8211; &#x2013;&nbsp;jetzt</p>')).toBe('Wolle & Seide <neu> – – jetzt');
  });

  it('keeps an unknown entity as it is', () => {
    expect(plainExcerpt('a &madeup; b')).toBe('a &madeup; b');
  });
});
