import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchServer } from './server';

/**
 * `partialUpdateObjects` of the real algoliasearch client against the engine's HTTP API behaves as
 * Algolia documents it: an existing record gets the attributes given (a nested one replaces its
 * first-level ancestor), a missing one is created only with createIfNotExists, built-in operations
 * change what the record holds, and the index's replicas serve the update at once.
 */
let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  server = await startSearchServer();
  const client = server.writeClient;
  await client.setSettings({ indexName: 'shirts', indexSettings: { attributesForFaceting: ['brand'], replicas: ['shirts_by_stock'] } });
  await client.setSettings({ indexName: 'shirts_by_stock', indexSettings: { ranking: ['desc(stock)', 'typo'] } });
  await client.saveObjects({
    indexName: 'shirts',
    objects: [
      { objectID: 'a', title: 'Hemd A', brand: 'Olymp', stock: 1, colorVariants: [{ itemnum: '1', sizes: ['M', 'L'], soldOutSizes: [] }] },
      { objectID: 'b', title: 'Hemd B', brand: 'Boss', stock: 5, colorVariants: [{ itemnum: '2', sizes: ['M'], soldOutSizes: [] }] },
    ],
    waitForTasks: true,
  });
});
afterAll(() => server.close());

const get = (objectID: string) => server.writeClient.getObject({ indexName: 'shirts', objectID }).catch(() => null);

describe('partialUpdateObjects through algoliasearch', () => {
  it('updates the attributes given and keeps the others; a nested attribute replaces its ancestor whole', async () => {
    const [answer] = await server.writeClient.partialUpdateObjects({
      indexName: 'shirts',
      objects: [{ objectID: 'a', stock: 0, colorVariants: [{ itemnum: '1', soldOutSizes: ['M', 'L'] }] }],
      createIfNotExists: false,
      waitForTasks: true,
    });
    expect(answer!.objectIDs).toEqual(['a']);
    expect(await get('a')).toEqual({ objectID: 'a', title: 'Hemd A', brand: 'Olymp', stock: 0, colorVariants: [{ itemnum: '1', soldOutSizes: ['M', 'L'] }] });
  });

  it('creates a missing record only with createIfNotExists', async () => {
    await server.writeClient.partialUpdateObjects({
      indexName: 'shirts',
      objects: [{ objectID: 'c', stock: 2 }],
      createIfNotExists: false,
      waitForTasks: true,
    });
    expect(await get('c')).toBeNull();
    await server.writeClient.partialUpdateObjects({ indexName: 'shirts', objects: [{ objectID: 'c', stock: 2 }], createIfNotExists: true, waitForTasks: true });
    expect(await get('c')).toEqual({ objectID: 'c', stock: 2 });
  });

  it('applies built-in operations, and the replica serves the update at once', async () => {
    await server.writeClient.partialUpdateObjects({
      indexName: 'shirts',
      objects: [{ objectID: 'a', stock: { _operation: 'Increment', value: 9 } }],
      createIfNotExists: false,
      waitForTasks: true,
    });
    expect((await get('a'))?.stock).toBe(9);
    const { hits } = await server.searchClient.searchSingleIndex<{ stock: number }>({ indexName: 'shirts_by_stock', searchParams: { query: 'hemd' } });
    expect(hits.map((h) => [h.objectID, h.stock])).toEqual([
      ['a', 9],
      ['b', 5],
    ]);
  });
});
