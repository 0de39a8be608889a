import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SearchEngineThread } from '../../host/search-engine';
import { APP_ID, startSearchServer, WRITE_KEY, errorOf } from './server';

/** Algolia's operationIndex (move / copy) through the real algoliasearch client against the engine's HTTP API. */

type Server = Awaited<ReturnType<typeof startSearchServer>>;
type Item = { objectID: string; name: string; price: number };

const items = (prefix: string, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ objectID: `${prefix}${i}`, name: `${prefix} item ${i}`, price: (i * 37) % 101 }));

async function fill(server: Server, indexName: string, objects: Item[], indexSettings: Record<string, unknown>) {
  const c = server.writeClient;
  await c.saveObjects({ indexName, objects, waitForTasks: true });
  await c.waitForTask({ indexName, taskID: (await c.setSettings({ indexName, indexSettings })).taskID });
}

async function move(server: Server, indexName: string, destination: string) {
  const c = server.writeClient;
  const task = await c.operationIndex({ indexName, operationIndexParams: { operation: 'move', destination } });
  await c.waitForTask({ indexName, taskID: task.taskID });
  return task;
}

async function ids(server: Server, indexName: string): Promise<string[]> {
  const res = await server.searchClient.searchSingleIndex<Item>({ indexName, searchParams: { hitsPerPage: 1000 } });
  return res.hits.map((h) => h.objectID);
}

const exists = async (server: Server, indexName: string) => server.writeClient.indexExists({ indexName });

describe('operationIndex move', () => {
  let server: Server;
  beforeEach(async () => {
    server = await startSearchServer();
  });
  afterEach(() => server.close());

  it('replaces the records and settings of an existing destination; the source is gone', async () => {
    await fill(server, 'live', items('old', 5), { searchableAttributes: ['name'], userData: { marker: 'old' } });
    await fill(server, 'live_tmp', items('new', 3), { searchableAttributes: ['name', 'objectID'], customRanking: ['asc(price)'] });
    const task = await move(server, 'live_tmp', 'live');
    expect(task).toMatchObject({ taskID: expect.any(Number), updatedAt: expect.any(String) });
    expect((await ids(server, 'live')).sort()).toEqual(['new0', 'new1', 'new2']);
    const settings = await server.searchClient.getSettings({ indexName: 'live' });
    expect(settings).toMatchObject({ searchableAttributes: ['name', 'objectID'], customRanking: ['asc(price)'] });
    expect(settings.userData).toBeUndefined();
    expect(await exists(server, 'live_tmp')).toBe(false);
    expect((await server.writeClient.listIndices()).items.map((i) => i.name)).not.toContain('live_tmp');
  });

  it('creates a destination that does not exist', async () => {
    await fill(server, 'src', items('a', 2), { customRanking: ['desc(price)'] });
    await move(server, 'src', 'dst');
    expect((await ids(server, 'dst')).sort()).toEqual(['a0', 'a1']);
    expect(await exists(server, 'src')).toBe(false);
  });

  it("keeps the destination's replicas, which serve the moved records sorted by their own ranking", async () => {
    await fill(server, 'live', items('old', 4), { replicas: ['live_price_asc', 'live_price_desc'] });
    await server.writeClient.setSettings({ indexName: 'live_price_asc', indexSettings: { ranking: ['asc(price)', 'typo', 'words', 'custom'] } });
    await server.writeClient.setSettings({ indexName: 'live_price_desc', indexSettings: { ranking: ['desc(price)', 'typo', 'words', 'custom'] } });
    const fresh = items('new', 20);
    await fill(server, 'live_tmp', fresh, { searchableAttributes: ['name'] });
    await move(server, 'live_tmp', 'live');

    expect((await server.searchClient.getSettings({ indexName: 'live' })).replicas).toEqual(['live_price_asc', 'live_price_desc']);
    const byPrice = [...fresh].sort((a, b) => a.price - b.price || a.objectID.localeCompare(b.objectID));
    const asc = await server.searchClient.searchSingleIndex<Item>({ indexName: 'live_price_asc', searchParams: { hitsPerPage: 100 } });
    expect(asc.nbHits).toBe(20);
    expect(asc.hits.map((h) => h.price)).toEqual(byPrice.map((i) => i.price));
    const desc = await server.searchClient.searchSingleIndex<Item>({ indexName: 'live_price_desc', searchParams: { query: 'new', hitsPerPage: 100 } });
    expect(desc.nbHits).toBe(20);
    expect(desc.hits.map((h) => h.price)).toEqual(byPrice.map((i) => i.price).reverse());
    expect((await server.searchClient.getSettings({ indexName: 'live_price_asc' })).ranking?.[0]).toBe('asc(price)');

    // Later writes to the destination still reach its replicas.
    await server.writeClient.saveObjects({ indexName: 'live', objects: [{ objectID: 'extra', name: 'extra', price: 1000 }], waitForTasks: true });
    const after = await server.searchClient.searchSingleIndex<Item>({ indexName: 'live_price_desc', searchParams: { hitsPerPage: 1 } });
    expect(after.hits[0].objectID).toBe('extra');
  });

  it('ignores a source that does not exist', async () => {
    await fill(server, 'live', items('old', 3), { searchableAttributes: ['name'] });
    await move(server, 'missing', 'live');
    expect((await ids(server, 'live')).sort()).toEqual(['old0', 'old1', 'old2']);
    expect(await exists(server, 'missing')).toBe(false);
  });

  it('refuses to move a replica or onto a replica (400)', async () => {
    await fill(server, 'live', items('old', 3), { replicas: ['live_sorted'] });
    await fill(server, 'other', items('x', 1), {});
    const ofReplica = await errorOf(move(server, 'live_sorted', 'somewhere'));
    expect(ofReplica.status).toBe(400);
    const ontoReplica = await errorOf(move(server, 'other', 'live_sorted'));
    expect(ontoReplica.status).toBe(400);
    expect(await ids(server, 'live_sorted')).toHaveLength(3);
    expect(await ids(server, 'other')).toEqual(['x0']);
  });

  it('refuses a malformed body with 400', async () => {
    const c = server.writeClient;
    const bad = await errorOf(c.operationIndex({ indexName: 'a', operationIndexParams: { operation: 'rename' as 'move', destination: 'b' } }));
    expect(bad.status).toBe(400);
    // The client itself refuses an empty destination, so that body goes over plain HTTP.
    const empty = await fetch(`${server.baseUrl}/1/indexes/a/operation`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': WRITE_KEY },
      body: '{"operation":"move","destination":""}',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ status: 400, message: expect.stringContaining('destination') });
    const scope = await errorOf(
      c.operationIndex({ indexName: 'a', operationIndexParams: { operation: 'copy', destination: 'b', scope: ['records' as 'rules'] } }),
    );
    expect(scope.status).toBe(400);
  });

  it('refuses the search-only key with 403', async () => {
    await fill(server, 'src', items('a', 1), {});
    const e = await errorOf(server.searchClient.operationIndex({ indexName: 'src', operationIndexParams: { operation: 'move', destination: 'dst' } }));
    expect(e.status).toBe(403);
    expect(await exists(server, 'src')).toBe(true);
  });
});

describe('operationIndex copy', () => {
  let server: Server;
  beforeEach(async () => {
    server = await startSearchServer();
  });
  afterEach(() => server.close());

  const copy = async (indexName: string, destination: string, scope?: ('settings' | 'synonyms' | 'rules')[]) => {
    const c = server.writeClient;
    const task = await c.operationIndex({ indexName, operationIndexParams: { operation: 'copy', destination, ...(scope ? { scope } : {}) } });
    await c.waitForTask({ indexName, taskID: task.taskID });
  };

  it('copies records and settings but not replicas; the source stays', async () => {
    await fill(server, 'src', items('a', 3), { customRanking: ['asc(price)'], replicas: ['src_sorted'] });
    await copy('src', 'dst');
    expect((await ids(server, 'dst')).sort()).toEqual(['a0', 'a1', 'a2']);
    const settings = await server.searchClient.getSettings({ indexName: 'dst' });
    expect(settings.customRanking).toEqual(['asc(price)']);
    expect(settings.replicas).toBeUndefined();
    expect(await ids(server, 'src')).toHaveLength(3);
    // Independent afterwards: a write to the copy does not reach the source.
    await server.writeClient.saveObjects({ indexName: 'dst', objects: [{ objectID: 'b', name: 'b', price: 1 }], waitForTasks: true });
    expect(await ids(server, 'src')).toHaveLength(3);
  });

  it('with scope settings copies the settings, no records and not the replicas', async () => {
    await fill(server, 'src', items('a', 3), { searchableAttributes: ['name'], customRanking: ['desc(price)'], replicas: ['src_sorted'] });
    await fill(server, 'dst', items('d', 2), { customRanking: ['asc(price)'] });
    await copy('src', 'dst', ['settings']);
    const settings = await server.searchClient.getSettings({ indexName: 'dst' });
    expect(settings).toMatchObject({ searchableAttributes: ['name'], customRanking: ['desc(price)'] });
    expect(settings.replicas).toBeUndefined();
    expect((await ids(server, 'dst')).sort()).toEqual(['d0', 'd1']);
    const fresh = await copy('src', 'fresh', ['settings']).then(() => ids(server, 'fresh'));
    expect(fresh).toEqual([]);
  });

  it('copies a missing source as an empty index with default settings', async () => {
    await fill(server, 'dst', items('d', 2), { customRanking: ['asc(price)'] });
    await copy('missing', 'dst');
    expect(await ids(server, 'dst')).toEqual([]);
    expect((await server.searchClient.getSettings({ indexName: 'dst' })).customRanking).toBeUndefined();
  });

  it('refuses a destination that has replicas, or is one (400)', async () => {
    await fill(server, 'src', items('a', 1), {});
    await fill(server, 'live', items('old', 2), { replicas: ['live_sorted'] });
    expect((await errorOf(copy('src', 'live'))).status).toBe(400);
    expect((await errorOf(copy('src', 'live', ['settings']))).status).toBe(400);
    expect((await errorOf(copy('src', 'live_sorted'))).status).toBe(400);
    expect((await ids(server, 'live')).sort()).toEqual(['old0', 'old1']);
  });
});

describe('operationIndex persistence', () => {
  it('keeps a move across a restart: the destination holds the records, the source does not exist', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-move-'));
    try {
      const engine = await SearchEngineThread.open(dir, { persistDelayMs: 10 });
      const server = await startSearchServer(engine);
      await fill(server, 'live', items('old', 4), { replicas: ['live_sorted'] });
      await server.writeClient.setSettings({ indexName: 'live_sorted', indexSettings: { ranking: ['desc(price)', 'typo'] } });
      await engine.flush();
      await fill(server, 'live_tmp', items('new', 6), { searchableAttributes: ['name'] });
      await engine.flush(); // the source is on disk too before the move
      await move(server, 'live_tmp', 'live');
      await server.close();
      await engine.close();

      const reopened = await SearchEngineThread.open(dir);
      const again = await startSearchServer(reopened);
      try {
        expect((await ids(again, 'live')).sort()).toEqual(
          items('new', 6)
            .map((i) => i.objectID)
            .sort(),
        );
        expect(await exists(again, 'live_tmp')).toBe(false);
        expect(await reopened.has('live_tmp')).toBe(false);
        expect((await again.searchClient.getSettings({ indexName: 'live' })).searchableAttributes).toEqual(['name']);
        const sorted = await again.searchClient.searchSingleIndex<Item>({ indexName: 'live_sorted', searchParams: { hitsPerPage: 100 } });
        expect(sorted.nbHits).toBe(6);
        expect(sorted.hits.map((h) => h.price)).toEqual(
          items('new', 6)
            .map((i) => i.price)
            .sort((a, b) => b - a),
        );
      } finally {
        await again.close();
        await reopened.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
