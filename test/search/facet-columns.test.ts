import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../host/search-engine';
import { compactValues } from '../../host/search-engine/engine/snapshot';
import { runCall } from '../../host/search-engine/operations';

/**
 * Facet counting reads each matched document's values from one small array (a value id, or a
 * bitmask of value ids) where a facet's values fit in one; the counts are those of the records.
 */
const csr = (perDoc: number[][]) => {
  const offsets = new Uint32Array(perDoc.length + 1);
  const values: number[] = [];
  perDoc.forEach((ids, d) => {
    offsets[d] = values.length;
    values.push(...ids);
  });
  offsets[perDoc.length] = values.length;
  return { offsets, values: Uint32Array.from(values) };
};
const texts = (n: number) => Array.from({ length: n }, () => null);

describe('compact facet values', () => {
  it.each([
    ['one value a document: its id, `none` where it has none', [[1], [], [0]], texts(2), { kind: 'single', ids: [1, 255, 0], none: 255 }],
    ['several text values a document, at most 32 distinct: a bitmask', [[0, 2], [], [31]], texts(32), { kind: 'mask', bits: [5, 0, 2 ** 31] }],
    ['several numeric values a document: none (their order sums the stats)', [[0, 1], [1]], [1, 2], null],
    ['several values a document, more than 32 distinct: none', [[0, 40], [1]], texts(41), null],
  ] as const)('%s', (_rule, perDoc, numbers, expected) => {
    const { offsets, values } = csr(perDoc.map((ids) => [...ids]));
    const got = compactValues(perDoc.length, offsets, values, numbers);
    expect(got && { ...got, ...('ids' in got ? { ids: [...got.ids] } : { bits: [...got.bits] }) }).toEqual(expected);
  });

  it('counts single-valued, multi-valued and many-valued facets of the matched records as the records hold them', () => {
    const engine = SearchEngine.memory();
    engine.setSettings('shirts', { attributesForFaceting: ['brand', 'colors', 'sku', 'price', 'tag'] });
    const records = Array.from({ length: 3000 }, (_, i) => ({
      objectID: `p${i}`,
      brand: i % 3 === 0 ? undefined : `b${i % 7}`,
      colors: [`c${i % 5}`, `c${(i * 3) % 11}`],
      sku: [`s${i % 400}`, `s${(i + 1) % 400}`],
      price: [i % 13, i % 4],
      tag: i % 4 === 0 ? 'odd' : 'even',
    }));
    engine.batch('shirts', { requests: records.map((body) => ({ action: 'addObject', body })) });
    const matched = records.filter((r) => r.tag === 'odd');
    const expected = (values: (r: (typeof records)[number]) => unknown[]) => {
      const counts: Record<string, number> = {};
      for (const r of matched) for (const v of new Set(values(r).filter((x) => x !== undefined))) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
      return counts;
    };
    const answer = engine.search('shirts', { filters: 'tag:odd', facets: ['brand', 'colors', 'sku', 'price'], hitsPerPage: 0, maxValuesPerFacet: 1000 }) as {
      facets: Record<string, Record<string, number>>;
    };
    expect(answer.facets.brand).toEqual(expected((r) => [r.brand]));
    expect(answer.facets.colors).toEqual(expected((r) => r.colors));
    expect(answer.facets.sku).toEqual(expected((r) => r.sku));
    expect(answer.facets.price).toEqual(expected((r) => r.price));
  });

  it('gives facets_stats of a numeric facet from its counted values, and none for a facet with a value that is no number', () => {
    const engine = SearchEngine.memory();
    engine.setSettings('shirts', { attributesForFaceting: ['price', 'mixed', 'tag'] });
    const records = Array.from({ length: 500 }, (_, i) => ({
      objectID: `p${i}`,
      price: (i % 37) + 0.25,
      mixed: i === 8 ? 'none' : i % 9,
      tag: i % 2 === 0 ? 'odd' : 'even',
    }));
    engine.batch('shirts', { requests: records.map((body) => ({ action: 'addObject', body })) });
    const prices = records.filter((r) => r.tag === 'odd').map((r) => r.price);
    const sum = prices.reduce((a, b) => a + b, 0);
    for (const asJson of [false, true]) {
      const params = { filters: 'tag:odd', facets: ['price', 'mixed'], hitsPerPage: 0, maxValuesPerFacet: 1000 };
      const answer = (asJson ? JSON.parse(runCall(engine, { op: 'search', index: 'shirts', params }).body.toString()) : engine.search('shirts', params)) as {
        facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
      };
      expect(Object.keys(answer.facets_stats ?? {})).toEqual(['price']);
      expect(answer.facets_stats!.price.min).toBe(Math.min(...prices));
      expect(answer.facets_stats!.price.max).toBe(Math.max(...prices));
      expect(answer.facets_stats!.price.sum).toBeCloseTo(sum, 9);
      expect(answer.facets_stats!.price.avg).toBeCloseTo(sum / prices.length, 9);
    }
  });
});
