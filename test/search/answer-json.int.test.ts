import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../host/search-engine';
import { buildSearchRequests } from '../../src/search/query-builder';
import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { EMPTY_SEARCH_STATE } from '../../src/search/state';
import { startSearchServer } from './server';

/**
 * Issue 37: a search answer is written straight into UTF-8 bytes from the hits' kept JSON
 * (engine/hit-json.ts, engine/json-writer.ts). What the real `algoliasearch` client gets through HTTP is what the
 * engine's object API builds, byte for byte once parsed, for the storefront's listing request and
 * for a text query, with text outside ASCII; a hit has `_highlightResult` only when something of
 * it is highlighted, as Algolia's answers have.
 */
const index = defaultSearchIndexConfig('de');
const SETTINGS = { searchableAttributes: ['title', 'brand.title'], attributesForFaceting: ['brand.title', 'colorVariants.filterColor', 'categories'] };
const RECORDS = Array.from({ length: 120 }, (_, i) => ({
  objectID: `p${i}`,
  title: `${['Hemd', 'Sakko', 'Größe Über-Hose', 'Chemise été'][i % 4]} ${i} \u2028`,
  brand: { title: ['Olymp', 'Hugo Boss', 'Marc O\u2019Polo'][i % 3], slug: `b${i % 3}` },
  categories: [i % 2 ? 'c-hemd' : 'c-sakko'],
  priceMin: { eur: 20 + i },
  strikePrice: {},
  colorVariants: [{ itemnum: `${1000 + i}`, color: 'Blau', filterColor: ['blue', 'black'][i % 2], sizeVariants: [{ sizeString: 'M', stock: i % 5 }] }],
}));

let server: Awaited<ReturnType<typeof startSearchServer>>;
const objects = SearchEngine.memory();

beforeAll(async () => {
  server = await startSearchServer();
  await server.writeClient.setSettings({ indexName: index.indexName, indexSettings: SETTINGS });
  await server.writeClient.saveObjects({ indexName: index.indexName, objects: RECORDS, waitForTasks: true });
  objects.setSettings(index.indexName, SETTINGS);
  objects.batch(index.indexName, { requests: RECORDS.map((body) => ({ action: 'addObject', body })) });
}, 60_000);
afterAll(() => server.close());

/** An answer without what differs between two computations of it. */
const comparable = (results: readonly unknown[]) => (results as Record<string, unknown>[]).map(({ processingTimeMS: _t, queryID: _q, ...rest }) => rest);

describe('search answers written as UTF-8 from kept hit JSON', () => {
  it("give the storefront's listing request what the engine's objects hold, without _highlightResult", async () => {
    const state = { ...EMPTY_SEARCH_STATE, range: {}, filters: { 'brand.title': ['Olymp', 'Hugo Boss'], 'colorVariants.filterColor': ['blue'] } };
    const { requests } = buildSearchRequests(state, {
      index,
      currency: 'EUR',
      territory: 'DE',
      hitsPerPage: 24,
      facets: ['brand.title', 'colorVariants.filterColor'],
      baseFilters: ['categories:c-sakko'],
    });
    const answer = await server.searchClient.search({ requests });
    const results = answer.results as { hits: Record<string, unknown>[] }[];
    expect(results[0]!.hits.length).toBeGreaterThan(0);
    for (const hit of results[0]!.hits) {
      expect(hit).not.toHaveProperty('_highlightResult');
      expect(hit.title).toMatch(/^(Hemd|Sakko|Größe Über-Hose|Chemise été) \d+ \u2028$/);
    }
    expect(comparable(results)).toEqual(comparable(objects.multiSearch({ requests }).results));
  });

  it('give a text query its highlights, as the engine builds them', async () => {
    const requests = [{ indexName: index.indexName, query: 'über', hitsPerPage: 10 }];
    const answer = await server.searchClient.search({ requests });
    const results = answer.results as { hits: { _highlightResult?: { title?: { value: string } } }[] }[];
    expect(results[0]!.hits.length).toBe(10);
    for (const hit of results[0]!.hits) expect(hit._highlightResult?.title?.value).toMatch(/<em>Über<\/em>/);
    expect(comparable(results)).toEqual(comparable(objects.multiSearch({ requests }).results));
  });

  it("give a page of hits the same text again once the records' JSON is kept", async () => {
    const requests = [{ indexName: index.indexName, filters: 'categories:c-sakko', hitsPerPage: 50, attributesToHighlight: [], clickAnalytics: false }];
    const first = await server.engine.run({ op: 'multiSearch', body: { requests } });
    // Another request, so it is not the answer cache's: the hits come from the kept JSON.
    const again = await server.engine.run({ op: 'multiSearch', body: { requests: [...requests, { indexName: index.indexName, hitsPerPage: 0 }] } });
    const hits = (body: Buffer) => JSON.stringify((JSON.parse(body.toString()) as { results: { hits: unknown[] }[] }).results[0]!.hits);
    expect(hits(again.body)).toBe(hits(first.body));
    expect(JSON.parse(first.body.toString()).results[0].hits).toEqual((objects.multiSearch({ requests }).results[0] as { hits: unknown[] }).hits);
  });
});
