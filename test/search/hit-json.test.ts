import { describe, expect, it } from 'vitest';
import { hitJson, projectedJson } from '../../host/search-engine/engine/hit-json';
import { project } from '../../host/search-engine/engine/project';
import { SearchEngine } from '../../host/search-engine';
import { runCall } from '../../host/search-engine/operations';

/**
 * Hits are written from records serialised once per projection: the text is what JSON.stringify
 * writes for the hit object built from the record, whatever the projection and highlight.
 */
const record = {
  objectID: 'p1',
  title: 'Hemd "Oxford" \u00e9t\u00e9 \u2028',
  brand: { title: 'Olymp', slug: 'olymp' },
  priceMin: { eur: 62.17, chf: 69.9 },
  colorVariants: [
    { itemnum: '1', color: 'Blau', sizeVariants: [{ sizeString: 'M', stock: 2 }, 'odd'] },
    { itemnum: '2', color: 'Rot' },
  ],
  tags: ['a', 'b'],
};
const objectHit = (r: Record<string, unknown>, attributes: string[] | undefined, highlight: Record<string, unknown>) => {
  const hit = project(r, attributes);
  // Algolia leaves `_highlightResult` out when nothing of the hit is highlighted.
  if (Object.keys(highlight).length > 0) hit._highlightResult = highlight;
  return JSON.stringify(hit);
};

describe('hits written from serialised records', () => {
  it.each([
    ['every attribute', undefined, {}],
    ['every attribute but some', ['*', '-priceMin', '-colorVariants'], {}],
    ['a listing projection with nested paths', ['title', 'brand', 'priceMin.eur', 'colorVariants.itemnum', 'colorVariants.sizeVariants.sizeString'], {}],
    ['attributes the record lacks', ['missing', 'priceMin.usd'], {}],
    ['only the objectID', [], {}],
    ['with a highlight', ['title'], { title: { value: '<em>Hemd</em>', matchLevel: 'full', matchedWords: ['hemd'] } }],
  ] as const)('%s', (_case, attributes, highlight) => {
    const attrs = attributes as string[] | undefined;
    expect(hitJson(record, attrs, highlight).json).toBe(objectHit(record, attrs, highlight));
    // Written again from the kept JSON: the same text.
    expect(hitJson(record, attrs, highlight).json).toBe(objectHit(record, attrs, highlight));
  });

  it('writes a record with its own _highlightResult attribute as the object would be', () => {
    const odd = { objectID: 'p2', _highlightResult: 'mine', title: 'x' };
    const highlight = { title: { value: 'x', matchLevel: 'none', matchedWords: [] } };
    expect(hitJson(odd, undefined, {}).json).toBe(objectHit(odd, undefined, {}));
    expect(hitJson(odd, undefined, highlight).json).toBe(objectHit(odd, undefined, highlight));
  });

  it('leaves _highlightResult out when nothing is highlighted, and writes the kept JSON of the record as the hit', () => {
    const attrs = ['title', 'brand'];
    const hit = hitJson(record, attrs, {});
    expect(JSON.parse(hit.json)).not.toHaveProperty('_highlightResult');
    expect(hit.text).toBe('');
    expect(hit.head).toBe(projectedJson(record, attrs));
    expect(hit.byteLength).toBe(Buffer.byteLength(hit.json));
    const highlighted = hitJson(record, attrs, { title: { value: 'x', matchLevel: 'none', matchedWords: [] } });
    expect(highlighted.byteLength).toBe(Buffer.byteLength(highlighted.json));
    expect(JSON.parse(highlighted.json)._highlightResult).toEqual({ title: { value: 'x', matchLevel: 'none', matchedWords: [] } });
  });

  it('serialises a record once per projection and a replaced record anew', () => {
    const first = projectedJson(record, ['title']);
    expect(projectedJson(record, ['title'])).toBe(first);
    const replaced = { ...record, title: 'Sakko' };
    expect(Buffer.from(projectedJson(replaced, ['title'])).toString('utf8')).toBe('{"objectID":"p1","title":"Sakko"}');
  });

  it("keeps a record's JSON as UTF-8 bytes, text outside ASCII included, so an answer copies it instead of encoding it again", () => {
    const kept = projectedJson(record, ['title', 'brand']);
    expect(kept).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(Buffer.from(kept), Buffer.from(JSON.stringify(project(record, ['title', 'brand'])), 'utf8'))).toBe(0);
    // The highlighted hit's head is the same bytes but the closing brace.
    const highlighted = hitJson(record, ['title', 'brand'], { title: { value: 'x', matchLevel: 'none', matchedWords: [] } });
    expect(highlighted.head).toEqual(kept.subarray(0, kept.length - 1));
  });
});

describe('the projection of a page, looked up once', () => {
  it('follows the attributes list each hit is asked for, the same list or another, across a full cache', () => {
    const listing = ['title', 'brand'];
    const search = ['priceMin.eur'];
    // Alternating lists (two queries' pages, or a list asked for again as a new array).
    for (const attrs of [listing, search, listing, ['title', 'brand'], undefined, search, listing]) {
      expect(hitJson(record, attrs, {}).json).toBe(objectHit(record, attrs, {}));
    }
    // Many projections (more than are kept): each hit still written with its own.
    for (let i = 0; i < 40; i++) {
      const attrs = i % 2 ? listing : [`tags`, i % 4 ? 'title' : 'brand'];
      expect(hitJson(record, attrs, {}).json).toBe(objectHit(record, attrs, {}));
    }
  });
});

describe('facets written as JSON', () => {
  it('parse to the counts the engine gives as objects, for text, numeric and clashing values', () => {
    const engine = SearchEngine.memory();
    engine.setSettings('shirts', { attributesForFaceting: ['size', 'price', 'mixed'] });
    engine.batch('shirts', {
      requests: Array.from({ length: 200 }, (_, i) => ({
        action: 'addObject',
        body: { objectID: `p${i}`, size: ['M', '50', '52'][i % 3], price: [19.9, 20, 1000][i % 3], mixed: i % 2 ? 1 : '1"x' },
      })),
    });
    const params = { facets: ['size', 'price', 'mixed'], hitsPerPage: 0 };
    const asObjects = engine.search('shirts', params) as { facets: unknown; facets_stats: unknown };
    const asJson = JSON.parse(runCall(engine, { op: 'search', index: 'shirts', params }).body.toString()) as typeof asObjects;
    expect(asJson.facets).toEqual(asObjects.facets);
    expect(asJson.facets_stats).toEqual(asObjects.facets_stats);
  });
});
