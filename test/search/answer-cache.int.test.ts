import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, SEARCH_KEY, startSearchServer } from './server';

/**
 * Identical searches are answered from the engine's answer cache, as Algolia's cache answers
 * them: the engine computes a listing page once, until the next write to an index it read, which
 * every query sent after it sees. Each answer carries queryIDs of its own.
 */
let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  server = await startSearchServer();
  await server.writeClient.setSettings({ indexName: 'shirts', indexSettings: { attributesForFaceting: ['brand'] } });
  await server.writeClient.saveObjects({
    indexName: 'shirts',
    objects: Array.from({ length: 30 }, (_, i) => ({ objectID: `s${i}`, title: `Shirt ${i}`, brand: i % 2 ? 'Olymp' : 'Boss' })),
    waitForTasks: true,
  });
});
afterAll(() => server.close());

const listing = { indexName: 'shirts', filters: 'brand:Olymp', facets: ['brand'], hitsPerPage: 5, clickAnalytics: true };
type Answer = { results: { hits: { objectID: string }[]; nbHits: number; queryID: string; facets: Record<string, Record<string, number>> }[] };
const search = async (requests: object[]) => {
  const res = await fetch(`${server.baseUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    body: JSON.stringify({ requests }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
};
const withoutTimes = ({ results }: Answer) => results.map(({ queryID: _q, ...rest }) => ({ ...rest, processingTimeMS: 0 }));

describe('the answer cache', () => {
  it('answers an identical search without the engine computing it again, with a queryID of its own', async () => {
    const first = await search([listing]);
    const before = await server.engine.stats();
    const again = await search([listing]);
    const after = await server.engine.stats();
    expect(after.queries - before.queries).toBe(0);
    expect(withoutTimes(again)).toEqual(withoutTimes(first));
    expect(again.results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(again.results[0]!.queryID).not.toBe(first.results[0]!.queryID);
  });

  it('gives every result of a multi-query served again a queryID of its own, in its place', async () => {
    const requests = [listing, { ...listing, filters: '', hitsPerPage: 0 }, { ...listing, filters: 'brand:Boss' }];
    const first = await search(requests);
    const again = await search(requests);
    expect(withoutTimes(again)).toEqual(withoutTimes(first));
    const ids = again.results.map((r) => r.queryID);
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe(first.results[i]!.queryID);
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('computes a search that differs in any parameter', async () => {
    await search([listing]);
    const before = await server.engine.stats();
    const page2 = await search([{ ...listing, page: 1 }]);
    expect((await server.engine.stats()).queries - before.queries).toBe(1);
    expect(page2.results[0]!.hits.map((h) => h.objectID)).toEqual(['s11', 's13', 's15', 's17', 's19']);
  });

  it('shows an answered write to the identical search sent after it', async () => {
    expect((await search([listing])).results[0]!.nbHits).toBe(15);
    await server.writeClient.saveObjects({ indexName: 'shirts', objects: [{ objectID: 's100', title: 'Shirt 100', brand: 'Olymp' }], waitForTasks: true });
    const after = await search([listing]);
    expect(after.results[0]!.nbHits).toBe(16);
    expect(after.results[0]!.facets.brand).toEqual({ Olymp: 16 });
    // And through the client a shop uses.
    const { results } = await server.searchClient.search({ requests: [listing] });
    expect((results[0] as { nbHits: number }).nbHits).toBe(16);
  });

  it('keeps the answers of other indices when records of one index are written (a stock update of a few records)', async () => {
    await server.writeClient.saveObjects({ indexName: 'shoes', objects: [{ objectID: 'x1', title: 'Shoe', brand: 'Lloyd' }], waitForTasks: true });
    await server.writeClient.setSettings({ indexName: 'shoes', indexSettings: { attributesForFaceting: ['brand'] } });
    const shoes = { indexName: 'shoes', facets: ['brand'], hitsPerPage: 5 };
    await search([listing]);
    await search([shoes]);
    await server.writeClient.partialUpdateObjects({
      indexName: 'shoes',
      objects: [{ objectID: 'x1', brand: 'Sioux' }],
      createIfNotExists: false,
      waitForTasks: true,
    });
    const before = await server.engine.stats();
    // The shirts' answer is still the cached one: computing it again costs a query.
    expect((await search([listing])).results[0]!.nbHits).toBe(16);
    expect((await server.engine.stats()).queries - before.queries).toBe(0);
    // The shoes' answer shows the write.
    expect((await search([shoes])).results[0]!.facets.brand).toEqual({ Sioux: 1 });
    expect((await server.engine.stats()).queries - before.queries).toBe(1);
  });

  it("empties a replica's answers when its primary's records are written, and every answer on a settings change", async () => {
    await server.writeClient.setSettings({ indexName: 'shoes', indexSettings: { attributesForFaceting: ['brand'], replicas: ['shoes_by_title'] } });
    await server.writeClient.setSettings({
      indexName: 'shoes_by_title',
      indexSettings: { attributesForFaceting: ['brand'], ranking: ['desc(title)', 'typo'] },
    });
    const replica = { indexName: 'shoes_by_title', facets: ['brand'], hitsPerPage: 5 };
    expect((await search([replica])).results[0]!.facets.brand).toEqual({ Sioux: 1 });
    await server.writeClient.partialUpdateObjects({
      indexName: 'shoes',
      objects: [{ objectID: 'x1', brand: 'Lloyd' }],
      createIfNotExists: false,
      waitForTasks: true,
    });
    expect((await search([replica])).results[0]!.facets.brand).toEqual({ Lloyd: 1 });

    await search([listing]);
    await server.writeClient.setSettings({ indexName: 'shoes', indexSettings: { attributesForFaceting: ['brand', 'title'], replicas: ['shoes_by_title'] } });
    const before = await server.engine.stats();
    await search([listing]);
    expect((await server.engine.stats()).queries - before.queries).toBe(1);
  });
});
