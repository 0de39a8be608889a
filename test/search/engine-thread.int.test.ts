import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../host/search-engine';
import { APP_ID, SEARCH_KEY, startSearchServer } from './server';

/**
 * Issue 37: the search engine never blocks the host. It runs on a thread of its own (its answers
 * and index updates as before, which the other search tests check through it), and a request
 * whose answer would exceed 8 MB is refused from an estimate before any of its hits is built.
 */

/** Records of about 10 KB, as the shop's product records are: 1000 hits make about 10 MB. */
const BIG = Array.from({ length: 1200 }, (_, i) => ({
  objectID: `big-${i}`,
  title: `Shirt ${i} ${i % 2 ? 'blue' : 'white'}`,
  group: `g${i % 7}`,
  description: `Cotton shirt number ${i}. `.repeat(400),
}));
/** Small records: pages of 1000 of them keep the engine busy within the answer cap. */
const SMALL = Array.from({ length: 3000 }, (_, i) => ({ objectID: `small-${i}`, title: `Sock ${i}`, group: `g${i % 7}` }));

let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  server = await startSearchServer();
  const settings = { searchableAttributes: ['title'], attributesForFaceting: ['group'] };
  for (const [indexName, objects] of [
    ['big', BIG],
    ['small', SMALL],
  ] as const) {
    await server.writeClient.setSettings({ indexName, indexSettings: settings });
    await server.writeClient.saveObjects({ indexName, objects, batchSize: 100, waitForTasks: true });
  }
}, 120_000);
afterAll(() => server.close());

function multiQuery(requests: object[]): Promise<Response> {
  return fetch(`${server.baseUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    body: JSON.stringify({ requests }),
  });
}

describe('the engine thread', () => {
  it('refuses the heaviest public queries from their estimated size, before building a single hit', async () => {
    const before = await server.engine.stats();
    const heavy = `hitsPerPage=1000&facets=${encodeURIComponent('["*"]')}&maxValuesPerFacet=1000`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => multiQuery([{ indexName: 'big', params: heavy }])));
    const statuses = answers.map((a) => a.status);
    const refused = await Promise.all(answers.filter((a) => a.status === 400).map((a) => a.json() as Promise<{ message: string }>));
    const after = await server.engine.stats();

    // The lane lets one through at a time and four wait; the others are told to come back (429).
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.message).toMatch(/would exceed 8 MB/);
    expect(after.refusedByEstimate - before.refusedByEstimate).toBe(refused.length);
    expect(after.hitsBuilt - before.hitsBuilt).toBe(0);
  });

  it('answers a page that fits the cap in full, however many hits', async () => {
    const res = await multiQuery([{ indexName: 'big', params: 'hitsPerPage=500&attributesToRetrieve=%5B%22title%22%5D' }]);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { hits: { title: string; description?: string }[] }[] };
    expect(results[0]!.hits).toHaveLength(500);
    expect(results[0]!.hits[0]!.description).toBeUndefined();
  });

  it("runs no query on the host's thread: every query of a multi-query is counted by the engine's thread", async () => {
    const onThisThread = vi.spyOn(SearchEngine.prototype, 'search');
    const before = await server.engine.stats();
    const requests = Array.from({ length: 6 }, (_, i) => ({ indexName: 'small', params: `hitsPerPage=${100 * (i + 1)}&query=sock` }));
    const res = await multiQuery(requests);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { hits: unknown[] }[] };
    expect(results.map((r) => r.hits.length)).toEqual([100, 200, 300, 400, 500, 600]);
    const after = await server.engine.stats();
    expect(after.queries - before.queries).toBe(6);
    expect(after.hitsBuilt - before.hitsBuilt).toBe(2100);
    expect(onThisThread).not.toHaveBeenCalled();
    onThisThread.mockRestore();
  });

  it('answers a page of 1000 hits written hit page by hit page as one piece would, and the queries sent beside it', async () => {
    const heavy = { op: 'multiSearch' as const, body: { requests: [{ indexName: 'small', params: 'hitsPerPage=1000&facets=%5B%22group%22%5D' }] } };
    const answers = await Promise.all([
      server.engine.run(heavy),
      ...Array.from({ length: 3 }, (_, i) => server.engine.run({ op: 'search', index: 'small', params: { query: `sock ${i + 1}`, hitsPerPage: 5 } })),
    ]);
    const [json, ...lights] = answers.map((a) => a.body.toString());
    for (const [i, light] of lights.entries()) expect((JSON.parse(light!) as { hits: { objectID: string }[] }).hits[0]!.objectID).toBe(`small-${i + 1}`);
    const parsed = JSON.parse(json!) as { results: { hits: { objectID: string }[]; facets: Record<string, Record<string, number>> }[] };
    expect(parsed.results[0]!.hits).toHaveLength(1000);
    expect(parsed.results[0]!.hits[999]!.objectID).toBe('small-999');
    expect(parsed.results[0]!.facets.group).toMatchObject({ g0: 429 });
    expect(JSON.stringify(parsed)).toBe(json);
  });

  it('serialises the records of a searched index ahead in its idle time; answers then hold the records as written, also after a write', async () => {
    const indexName = 'ahead';
    const objects = Array.from({ length: 500 }, (_, i) => ({ objectID: `a${i}`, title: `Tie ${i}`, color: i % 2 ? 'red' : 'blue' }));
    await server.writeClient.saveObjects({ indexName, objects, waitForTasks: true });
    const page = (p: number) =>
      server.searchClient.searchSingleIndex<{ title: string; color?: string }>({
        indexName,
        searchParams: { hitsPerPage: 5, page: p, attributesToRetrieve: ['title'] },
      });
    await page(0);
    const before = (await server.engine.stats()).recordsSerialisedAhead;
    await expect.poll(async () => (await server.engine.stats()).recordsSerialisedAhead - before, { timeout: 30_000 }).toBeGreaterThanOrEqual(495);
    const { hits } = await page(50);
    expect(hits.map(({ objectID, title, color }) => ({ objectID, title, color }))).toEqual(
      [250, 251, 252, 253, 254].map((i) => ({ objectID: `a${i}`, title: `Tie ${i}`, color: undefined })),
    );
    await server.writeClient.partialUpdateObjects({ indexName, objects: [{ objectID: 'a252', title: 'Bow tie' }], waitForTasks: true });
    expect((await page(50)).hits[2]!.title).toBe('Bow tie');
  });

  it('shows every answered write to the queries sent after it', async () => {
    const indexName = 'fresh';
    await server.writeClient.setSettings({ indexName, indexSettings: { searchableAttributes: ['title'], attributesForFaceting: ['group'] } });
    for (let i = 0; i < 20; i++) {
      await server.writeClient.saveObjects({ indexName, objects: [{ objectID: `f${i}`, title: `Fresh ${i}`, group: 'new' }] });
      await server.writeClient.partialUpdateObjects({ indexName, objects: [{ objectID: `f${Math.max(0, i - 1)}`, group: 'seen' }] });
      const found = await server.searchClient.searchSingleIndex<{ group: string }>({ indexName, searchParams: { query: `fresh ${i}`, facets: ['group'] } });
      expect(found.hits.map((h) => h.objectID)).toContain(`f${i}`);
      const all = await server.searchClient.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 0, facets: ['group'] } });
      expect(all.nbHits).toBe(i + 1);
      expect(all.facets?.group).toEqual(i === 0 ? { seen: 1 } : { seen: i, new: 1 });
    }
    await server.writeClient.deleteObjects({ indexName, objectIDs: ['f0'] });
    expect((await server.searchClient.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 0 } })).nbHits).toBe(19);
  });
});
