import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../host/search-engine';

/**
 * A page of a listing with few matches is taken from the matches' places in the ranking, not by
 * walking all of it: the same hits in the same order as the ranking gives them, on every page.
 */
describe('a page of few matches', () => {
  const engine = SearchEngine.memory();
  engine.setSettings('shirts', { attributesForFaceting: ['tag'], customRanking: ['desc(price)', 'asc(name)'] });
  const records = Array.from({ length: 4000 }, (_, i) => ({
    objectID: `p${i}`,
    name: `Shirt ${String(i).padStart(4, '0')}`,
    price: (i * 7919) % 97,
    tag: i % 90 === 0 ? 'rare' : 'common',
  }));
  engine.batch('shirts', { requests: records.map((body) => ({ action: 'addObject', body })) });
  const expected = records
    .filter((r) => r.tag === 'rare')
    .sort((a, b) => b.price - a.price || a.name.localeCompare(b.name))
    .map((r) => r.objectID);

  it.each([
    ['the first page', 0],
    ['the second page', 1],
    ['the last, short page', 2],
  ])('%s comes in ranking order', (_name, page) => {
    const answer = engine.search('shirts', { filters: 'tag:rare', hitsPerPage: 20, page }) as { hits: { objectID: string }[]; nbHits: number };
    expect(expected.length * 32).toBeLessThan(records.length);
    expect(answer.nbHits).toBe(expected.length);
    expect(answer.hits.map((h) => h.objectID)).toEqual(expected.slice(page * 20, page * 20 + 20));
  });

  it('counts a facet-only query without a page', () => {
    const answer = engine.search('shirts', { filters: 'tag:rare', hitsPerPage: 0, facets: ['tag'] }) as {
      hits: unknown[];
      nbHits: number;
      facets: Record<string, Record<string, number>>;
    };
    expect(answer.hits).toEqual([]);
    expect(answer.nbHits).toBe(expected.length);
    expect(answer.facets.tag).toEqual({ rare: expected.length });
  });
});
