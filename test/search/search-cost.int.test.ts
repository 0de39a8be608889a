import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../host/search-engine';
import { boundedJson, CostGate, HEAVY_QUEUE_LENGTH, HEAVY_WEIGHT, MAX_ANSWER_BYTES, requestWeight, TooBusyError } from '../../host/search-engine/cost-gate';
import { reindexIfChanged } from '../../extensions/search/indexer';
import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { APP_ID, SEARCH_KEY, startSearchServer } from './server';
import { makeProducts, MemoryCatalogue } from './fixtures';

/** Issue 18, F1: 20 parallel queries of 1000 hits with every facet must not stall the others. */
const de = defaultSearchIndexConfig('de');
let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  server = await startSearchServer();
  await reindexIfChanged({ catalogue: new MemoryCatalogue(makeProducts(1500)), client: server.writeClient, languages: ['de'] });
}, 120_000);
afterAll(() => server.close());

const query = (params: string) =>
  fetch(`${server.baseUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    body: JSON.stringify({ requests: [{ indexName: de.indexName, params }] }),
  });

describe('bounded search cost (public key)', () => {
  it("answers a shopper's listing query beside a flood of the heaviest queries; the flood gets 200 or 429 with Retry-After, never a 5xx", async () => {
    const sent = performance.now();
    const flood = Array.from({ length: 20 }, () =>
      query(`hitsPerPage=1000&facets=${encodeURIComponent('["*"]')}&maxValuesPerFacet=1000&page=0&query=`).then(async (res) => ({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        afterMs: performance.now() - sent,
        bytes: (await res.arrayBuffer()).byteLength,
      })),
    );
    const shopper = query('hitsPerPage=48&facets=%5B%22brand.title%22%5D').then(async (res) => ({
      status: res.status,
      hits: ((await res.json()) as { results: { hits: unknown[] }[] }).results[0]!.hits.length,
    }));
    const [answers, mine] = await Promise.all([Promise.all(flood), shopper]);
    expect(mine).toEqual({ status: 200, hits: 48 });
    for (const a of answers) {
      expect([200, 429]).toContain(a.status);
      if (a.status === 429) {
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
        // Turned away only once Retry-After has passed: a flood that does not wait comes back once a second.
        expect(a.afterMs).toBeGreaterThanOrEqual(Number(a.retryAfter) * 1000 - 50);
      }
      expect(a.bytes).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    }
    // Which of them wait or are turned away depends on how they arrive; the gate's order is tested below.
  });

  it("refuses parameters above Algolia's limits and multi-queries of more than 50 queries", async () => {
    expect((await query('hitsPerPage=5000')).status).toBe(400);
    expect((await query('maxValuesPerFacet=5000&facets=%5B%22*%22%5D')).status).toBe(400);
    expect(() => requestWeight({ requests: Array.from({ length: 51 }, () => ({ indexName: 'x' })) })).toThrow(/At most 50 queries/);
  });

  it('weighs a listing page light and a page of 1000 hits heavy', () => {
    const listing = {
      requests: [
        { indexName: 'x', params: 'hitsPerPage=48&facets=["a","b","c","d","e","f","g"]' },
        ...Array.from({ length: 3 }, () => ({ indexName: 'x', params: 'hitsPerPage=0&facets=["a"]' })),
      ],
    };
    expect(requestWeight(listing)).toBeLessThan(HEAVY_WEIGHT);
    expect(requestWeight({ requests: [{ indexName: 'x', hitsPerPage: 1000 }] })).toBeGreaterThanOrEqual(HEAVY_WEIGHT);
  });

  it('stops a multi-query that has used its time, and refuses an answer over the size cap', () => {
    const engine = SearchEngine.memory();
    expect(() => engine.multiSearch({ requests: [{ indexName: 'x' }] }, 0)).toThrow(/took too long/);
    expect(() => boundedJson({ hits: 'x'.repeat(9 * 1024 * 1024) })).toThrow(/exceed 8 MB/);
  });

  it('runs heavy work one at a time, light work at once', async () => {
    const gate = new CostGate();
    const order: string[] = [];
    let release!: () => void;
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const first = gate.run(HEAVY_WEIGHT, async () => {
      order.push('heavy-1 start');
      await blocker;
      order.push('heavy-1 end');
    });
    await new Promise((r) => setImmediate(r));
    const second = gate.run(HEAVY_WEIGHT, () => order.push('heavy-2'));
    await gate.run(1, () => order.push('light'));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['heavy-1 start', 'light', 'heavy-1 end', 'heavy-2']);
  });

  it('turns heavy work away with 429 once its queue is full', async () => {
    const gate = new CostGate();
    let release!: () => void;
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const running = gate.run(HEAVY_WEIGHT, () => blocker);
    await new Promise((r) => setImmediate(r));
    const queued = Array.from({ length: HEAVY_QUEUE_LENGTH }, () => gate.run(HEAVY_WEIGHT, () => 'done'));
    await expect(gate.run(HEAVY_WEIGHT, () => 'too many')).rejects.toBeInstanceOf(TooBusyError);
    release();
    await running;
    expect(await Promise.all(queued)).toEqual(Array(HEAVY_QUEUE_LENGTH).fill('done'));
  });
});
