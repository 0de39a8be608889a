import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngineThread, type SearchBackend } from '../../host/search-engine';
import { APP_ID, SEARCH_KEY, startSearchServer, WRITE_KEY } from './server';

/**
 * Issue 37: requests of one API key in progress at once are bounded; more answer 429 with
 * Retry-After and Algolia's error shape. The engine here holds every
 * call until the test lets them go, so the requests stay in progress as long as it needs.
 */
const LIMIT = 3;
let engine: SearchEngineThread;
let release: () => void = () => {};
let held: Promise<void> = Promise.resolve();
let reached = 0;
const holding: SearchBackend = {
  run: async (call) => {
    reached++;
    await held;
    return engine.run(call);
  },
  stats: () => engine.stats(),
};
let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  engine = await SearchEngineThread.open(null);
  server = await startSearchServer(holding, { maxInFlightPerKey: LIMIT });
  await server.writeClient.saveObjects({ indexName: 'socks', objects: [{ objectID: 's1', title: 'Sock' }], waitForTasks: true });
});
afterAll(async () => {
  await server.close();
  await engine.close();
});

const search = (key: string) =>
  fetch(`${server.baseUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': key },
    body: JSON.stringify({ requests: [{ indexName: 'socks', params: 'query=sock' }] }),
  });

describe('requests in progress per API key', () => {
  it('answers 429 with Retry-After over the limit, counts each key on its own, and takes requests again once some are done', async () => {
    reached = 0;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inProgress = Array.from({ length: LIMIT }, () => search(SEARCH_KEY));
    // The write key has slots of its own.
    const otherKey = search(WRITE_KEY);
    // The held requests are in progress once they reach the engine.
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(LIMIT + 1);
    const refused = await search(SEARCH_KEY);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: 'Too many requests in progress for this API key; please retry shortly', status: 429 });

    release();
    const answers = await Promise.all([...inProgress, otherKey]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const { results } = (await answers[0]!.json()) as { results: { nbHits: number }[] };
    expect(results[0]!.nbHits).toBe(1);
    expect((await search(SEARCH_KEY)).status).toBe(200);
  });
});
