import { describe, expect, it } from 'vitest';
import { paramsString } from '../../host/search-engine/engine/engine';

/** The `params` an answer echoes: URL-encoded as URLSearchParams writes the request's parameters. */
const reference = (body: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(body)
      .filter(([k]) => k !== 'indexName' && k !== 'type' && k !== 'params')
      .map(([k, v]) => [k, typeof v === 'string' ? v : String(JSON.stringify(v))]),
  ).toString();

describe('the params echo', () => {
  it.each([
    [
      'a listing query',
      {
        indexName: 'products_de',
        query: '',
        filters: '"categories":"c-hemd" AND ("brand.title":"Marc O\'Polo")',
        facets: ['brand.title', 'priceMin.eur'],
        hitsPerPage: 48,
        distinct: true,
        attributesToRetrieve: ['title', 'colorVariants.sizeVariants.stock'],
        attributesToHighlight: [],
      },
    ],
    [
      'text outside ASCII and reserved characters',
      { indexName: 'x', query: 'größe & über = 100% +1 ü\u2028', type: 'default', facetFilters: [['a:1', 'b:2']] },
    ],
    [
      'what encodeURIComponent leaves but the form encoding escapes, spaces, a lone surrogate and an emoji',
      { indexName: 'x', query: "it's (fine)! ~a*b-c.d_e  f", filters: 'a:"x y"', userToken: 'u\ud800v', ruleContexts: ['👔 shirt'] },
    ],
    ['an undefined and a null value', { indexName: 'x', page: undefined, length: null, analytics: false }],
    ['no parameters', { indexName: 'x' }],
  ])('%s', (_case, body) => {
    const body2 = body as Record<string, unknown>;
    expect(paramsString(body2)).toBe(reference(body2));
    // Again, from what was kept.
    expect(paramsString(body2)).toBe(reference(body2));
  });

  it('echoes a params string as it was sent', () => {
    expect(paramsString({ indexName: 'x', params: 'query=a%20b&hitsPerPage=5', hitsPerPage: 7 })).toBe('query=a%20b&hitsPerPage=5');
  });

  it('writes every character of the first 0x3000 code points and the ASCII controls as URLSearchParams does', () => {
    const all = Array.from({ length: 0x3000 }, (_, c) => String.fromCharCode(c)).join('');
    for (let i = 0; i < all.length; i += 256) {
      const body = { indexName: 'x', query: all.slice(i, i + 256) };
      expect(paramsString(body)).toBe(reference(body));
    }
  });

  it('writes each of thousands of different values right', () => {
    for (let i = 0; i < 2100; i++)
      expect(paramsString({ indexName: 'x', filters: `id:${i}`, hitsPerPage: i % 3 })).toBe(`filters=id%3A${i}&hitsPerPage=${i % 3}`);
  });
});
