import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SearchEngineThread } from '../../host/search-engine';
import { type IndexingClient, reindexIfChanged, temporaryIndexName } from '../../extensions/search/indexer';
import { currencyReplicas } from '../../extensions/search/index-settings';
import type { SearchRecord } from '../../src/domain/search-record';
import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { buildSearchRequests, mergeDisjunctiveResults } from '../../src/search/query-builder';
import { EMPTY_SEARCH_STATE } from '../../src/search/state';
import type { SearchResponse } from 'algoliasearch';
import { APP_ID, SEARCH_KEY, startSearchServer, errorOf } from './server';
import { makeProducts, MemoryCatalogue } from './fixtures';

const de = defaultSearchIndexConfig('de');
/** German is sold in CHF too (de_CH): its price and reduction sortings have replicas by CHF. */
const CHF_REPLICAS = currencyReplicas(de).map((r) => r.indexName);
const products = makeProducts(240);
const catalogue = new MemoryCatalogue(products);
let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  server = await startSearchServer();
  const result = await reindexIfChanged({ catalogue, client: server.writeClient, languages: ['de', 'en'] });
  expect(result.reindexed).toBe(true);
});
afterAll(() => server.close());

async function search(params: Record<string, unknown>, indexName = de.indexName) {
  return server.searchClient.searchSingleIndex<SearchRecord>({ indexName, searchParams: params });
}

describe('indexing through the algoliasearch client', () => {
  it('does not reindex an unchanged catalogue and reindexes a changed one', async () => {
    expect((await reindexIfChanged({ catalogue, client: server.writeClient, languages: ['de', 'en'] })).reindexed).toBe(false);
    const changed = new MemoryCatalogue(products.slice(0, 200), undefined, 'v2');
    const result = await reindexIfChanged({ catalogue: changed, client: server.writeClient, languages: ['en'] });
    expect(result).toMatchObject({ reindexed: true, languages: ['en'], products: 200 });
    expect((await search({ hitsPerPage: 0 }, 'products_en')).nbHits).toBe(200);
  });

  it('stores settings with replicas and the catalogue marker', async () => {
    const settings = await server.searchClient.getSettings({ indexName: de.indexName });
    expect(settings.replicas).toEqual([de.sortings.price_asc, de.sortings.price_desc, de.sortings.new, de.sortings.reduced, ...CHF_REPLICAS]);
    expect(settings.userData).toMatchObject({ catalogueVersion: 'v1:240' });
    const replica = await server.searchClient.getSettings({ indexName: de.sortings.price_asc });
    expect(replica.ranking?.[0]).toBe('asc(priceMin.eur)');
  });

  it('builds the query-suggestions index from categories, brands and terms', async () => {
    const res = await server.searchClient.searchSingleIndex<{ query: string }>({ indexName: de.suggestIndexName, searchParams: { query: 'sak' } });
    expect(res.hits.map((h) => h.query)).toContain('Sakkos');
    expect(res.hits[0]._highlightResult).toMatchObject({ query: { matchLevel: 'full' } });
  });

  it('refuses writes with the search-only key', async () => {
    const e = await errorOf(server.searchClient.clearObjects({ indexName: de.indexName }));
    expect(e.status).toBe(403);
  });
});

describe('atomic reindex', () => {
  const v2 = new MemoryCatalogue(makeProducts(200, 11), undefined, 'v2');
  let local: Awaited<ReturnType<typeof startSearchServer>>;
  beforeEach(async () => {
    local = await startSearchServer();
    await reindexIfChanged({ catalogue, client: local.writeClient, languages: ['de'] });
  });
  afterEach(() => local.close());

  /** The indexer's client with `after` called after each of its calls (and `before` able to fail one). */
  function wrapped(hooks: { afterSave?: (indexName: string) => Promise<void>; beforeSetSettings?: (indexName: string) => void }): IndexingClient {
    const c = local.writeClient;
    return {
      getSettings: (p, o) => c.getSettings(p, o),
      setSettings: async (p, o) => {
        hooks.beforeSetSettings?.(p.indexName);
        return c.setSettings(p, o);
      },
      saveObjects: async (p, o) => {
        const r = await c.saveObjects(p, o);
        await hooks.afterSave?.(p.indexName);
        return r;
      },
      deleteIndex: (p, o) => c.deleteIndex(p, o),
      operationIndex: (p, o) => c.operationIndex(p, o),
      waitForTask: (p, o) => c.waitForTask(p, o),
    };
  }
  const nbHits = async (indexName: string) => (await local.searchClient.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 0 } })).nbHits ?? -1;

  it('never shows shoppers an empty or partial index while records are written', async () => {
    const before = await nbHits(de.indexName);
    expect(before).toBe(240);
    const seen: { live: number; replica: number; suggestions: number; written: string }[] = [];
    const result = await reindexIfChanged({
      catalogue: v2,
      client: wrapped({
        afterSave: async (written) => {
          seen.push({
            live: await nbHits(de.indexName),
            replica: await nbHits(de.sortings.price_asc),
            suggestions: await nbHits(de.suggestIndexName),
            written,
          });
        },
      }),
      languages: ['de'],
      batchSize: 40,
    });
    expect(result).toMatchObject({ reindexed: true, products: 200 });
    expect(seen.map((s) => s.written)).toEqual([...Array(5).fill(temporaryIndexName(de.indexName)), temporaryIndexName(de.suggestIndexName)]);
    expect(seen.every((s) => s.live === before && s.replica === before)).toBe(true);
    expect(seen.every((s) => s.suggestions > 0)).toBe(true);
    expect(await nbHits(de.indexName)).toBe(200);
    expect(await local.writeClient.indexExists({ indexName: temporaryIndexName(de.indexName) })).toBe(false);
    expect(await local.writeClient.indexExists({ indexName: temporaryIndexName(de.suggestIndexName) })).toBe(false);
  });

  it('leaves the replicas serving the new records with their own sort', async () => {
    await reindexIfChanged({ catalogue: v2, client: local.writeClient, languages: ['de'] });
    const settings = await local.searchClient.getSettings({ indexName: de.indexName });
    expect(settings.replicas).toEqual([de.sortings.price_asc, de.sortings.price_desc, de.sortings.new, de.sortings.reduced, ...CHF_REPLICAS]);
    expect(settings.userData).toMatchObject({ catalogueVersion: 'v2:200' });
    const res = await local.searchClient.searchSingleIndex<SearchRecord>({ indexName: de.sortings.price_asc, searchParams: { hitsPerPage: 1000 } });
    expect(res.nbHits).toBe(200);
    expect(new Set(res.hits.map((h) => h.objectID))).toEqual(new Set(v2.products.map((p) => p.id)));
    const prices = res.hits.map((h) => h.priceMin.eur);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('writes the catalogue marker last: a reindex interrupted after the move is redone', async () => {
    const interrupted = reindexIfChanged({
      catalogue: v2,
      languages: ['de'],
      client: wrapped({
        beforeSetSettings: (indexName) => {
          if (indexName === de.indexName) throw new Error('interrupted');
        },
      }),
    });
    await expect(interrupted).rejects.toThrow('interrupted');
    // Moved already (the new records are live), but without the marker.
    expect(await nbHits(de.indexName)).toBe(200);
    expect((await local.searchClient.getSettings({ indexName: de.indexName })).userData).toBeUndefined();

    const again = await reindexIfChanged({ catalogue: v2, client: local.writeClient, languages: ['de'] });
    expect(again).toMatchObject({ reindexed: true, products: 200 });
    expect((await local.searchClient.getSettings({ indexName: de.indexName })).userData).toMatchObject({ catalogueVersion: 'v2:200' });
    expect((await reindexIfChanged({ catalogue: v2, client: local.writeClient, languages: ['de'] })).reindexed).toBe(false);
  });
});

describe('filters', () => {
  it('filters by a quoted facet value, case-insensitively', async () => {
    const res = await search({ filters: 'brand.title:"hugo boss"', hitsPerPage: 1000 });
    const expected = products.filter((p) => p.brand.title === 'Hugo Boss').length;
    expect(res.nbHits).toBe(expected);
    expect(res.hits.every((h) => h.brand.title === 'Hugo Boss')).toBe(true);
  });

  it('combines numeric comparisons, ranges, NOT and parentheses', async () => {
    const res = await search({
      filters: '(priceMin.eur:50 TO 150 OR priceMin.eur > 300) AND NOT type:hemd AND isNew:true',
      hitsPerPage: 1000,
    });
    expect(res.nbHits).toBeGreaterThan(0);
    for (const h of res.hits) {
      const p = h.priceMin.eur;
      expect((p >= 50 && p <= 150) || p > 300).toBe(true);
      expect(h.type).not.toBe('hemd');
      expect(h.isNew).toBe(true);
    }
  });

  it('reads facetFilters (OR inside, AND across, negation) and numericFilters', async () => {
    const res = await search({
      facetFilters: [['type:sakko', 'type:hose'], 'colorVariants.filterColor:-black'],
      numericFilters: ['stock>=1'],
      hitsPerPage: 1000,
      // Beyond what the index retrieves by default (a product box's attributes).
      attributesToRetrieve: ['type', 'colorVariants.filterColor', 'stock'],
    });
    expect(res.nbHits).toBeGreaterThan(0);
    for (const h of res.hits) {
      expect(['sakko', 'hose']).toContain(h.type);
      expect(h.colorVariants.some((c) => c.filterColor === 'black')).toBe(false);
      expect(h.stock).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('facets, paging and sorting', () => {
  it('counts facet values and gives stats for numeric facets', async () => {
    const res = await search({ facets: ['*'], hitsPerPage: 0, maxValuesPerFacet: 1000 });
    expect(res.hits).toEqual([]);
    const types = res.facets!.type;
    expect(Object.values(types).reduce((a, b) => a + b, 0)).toBe(240);
    expect(types.sakko).toBe(products.filter((p) => p.type === 'sakko').length);
    const prices = products.map((p) => Math.min(...p.colorVariants.flatMap((c) => c.sizeVariants.map((s) => s.prices.eur.price / 100))));
    expect(res.facets_stats!['priceMin.eur']).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(res.facets).not.toHaveProperty('colorVariants.itemnum'); // filterOnly
  });

  it('limits facet values to maxValuesPerFacet, most frequent first', async () => {
    const res = await search({ facets: ['brand.title'], maxValuesPerFacet: 3, hitsPerPage: 0 });
    const counts = Object.values(res.facets!['brand.title']);
    expect(counts).toHaveLength(3);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('pages through results without overlap', async () => {
    const first = await search({ hitsPerPage: 48, page: 0 });
    const second = await search({ hitsPerPage: 48, page: 1 });
    expect(first).toMatchObject({ nbHits: 240, nbPages: 5, page: 0, hitsPerPage: 48 });
    const ids = new Set([...first.hits, ...second.hits].map((h) => h.objectID));
    expect(ids.size).toBe(96);
    const positions = first.hits.map((h) => h.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('sorts on the price replicas and the new replica', async () => {
    const asc = await search({ hitsPerPage: 1000 }, de.sortings.price_asc);
    const prices = asc.hits.map((h) => h.priceMin.eur);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await search({ hitsPerPage: 20, filters: 'type:sakko' }, de.sortings.price_desc);
    const d = desc.hits.map((h) => h.priceMin.eur);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
    const newest = await search({ hitsPerPage: 20 }, de.sortings.new);
    const ts = newest.hits.map((h) => h.publishedAtTimestamp);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
  });

  it('sorts German shoppers paying in CHF by the CHF price, on the replicas by CHF', async () => {
    expect(CHF_REPLICAS).toEqual(['products_de_price_asc_chf', 'products_de_price_desc_chf', 'products_de_reduced_chf']);
    // Prices whose CHF order is the reverse of their EUR order: sorting by EUR would show them wrongly.
    const three = makeProducts(3, 5).map((p, i) => ({
      ...p,
      colorVariants: p.colorVariants.map((cv) => ({
        ...cv,
        sizeVariants: cv.sizeVariants.map((sv) => ({ ...sv, prices: { eur: { price: 1000 * (i + 1) }, chf: { price: 9000 - 1000 * i } } })),
      })),
    }));
    const local = await startSearchServer();
    try {
      await reindexIfChanged({ catalogue: new MemoryCatalogue(three, undefined, 'chf'), client: local.writeClient, languages: ['de'] });
      const order = async (indexName: string) =>
        (await local.searchClient.searchSingleIndex<SearchRecord>({ indexName, searchParams: { hitsPerPage: 10 } })).hits.map((h) => h.objectID);
      const ids = three.map((p) => p.id);
      expect(await order(de.sortings.price_asc)).toEqual(ids);
      expect(await order('products_de_price_asc_chf')).toEqual([...ids].reverse());
      expect(await order('products_de_price_desc_chf')).toEqual(ids);
    } finally {
      await local.close();
    }
  });

  it('answers a queryID with clickAnalytics and retrieves only the asked attributes', async () => {
    const res = await search({ hitsPerPage: 2, clickAnalytics: true, attributesToRetrieve: ['title', 'brand.title'], distinct: true });
    expect(res.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(res.hits[0]).sort()).toEqual(['_highlightResult', 'brand', 'objectID', 'title']);
  });
});

describe('text search', () => {
  it('matches the last word as a prefix and highlights the prefix', async () => {
    const res = await search({ query: 'sakk', hitsPerPage: 5, highlightPreTag: '<b>', highlightPostTag: '</b>' });
    expect(res.nbHits).toBe(products.filter((p) => p.type === 'sakko').length);
    const hl = res.hits[0]._highlightResult as unknown as { title: { value: string; matchLevel: string } };
    expect(hl.title.value).toContain('<b>Sakk</b>o');
    expect(hl.title.matchLevel).toBe('full');
  });

  it('tolerates a typo in words of four letters or more', async () => {
    const exact = await search({ query: 'hemd', hitsPerPage: 0 });
    const typo = await search({ query: 'hemt olymp', hitsPerPage: 0 });
    const typoOff = await search({ query: 'hemt olymp', hitsPerPage: 0, typoTolerance: false });
    expect(exact.nbHits).toBeGreaterThan(0);
    expect(typo.nbHits).toBeGreaterThan(0);
    expect(typoOff.nbHits).toBe(0);
  });

  it('finds a product by its item number', async () => {
    const itemnum = products[17].colorVariants[0].itemnum;
    const res = await search({ query: itemnum });
    expect(res.hits.map((h) => h.objectID)).toContain(products[17].id);
  });
});

describe('facet values, objects and the product CDN path', () => {
  it('searches facet values with counts under the query filters', async () => {
    const res = await server.searchClient.searchForFacetValues({
      indexName: de.indexName,
      facetName: 'brand.title',
      searchForFacetValuesRequest: { facetQuery: 'hu', params: 'filters=type%3Asakko' },
    });
    expect(res.facetHits).toEqual([
      {
        value: 'Hugo Boss',
        highlighted: '<em>Hu</em>go Boss',
        count: products.filter((p) => p.type === 'sakko' && p.brand.title === 'Hugo Boss').length,
      },
    ]);
    const e = await errorOf(
      server.searchClient.searchForFacetValues({ indexName: de.indexName, facetName: 'type', searchForFacetValuesRequest: { facetQuery: 'x' } }),
    );
    expect(e.status).toBe(400);
  });

  it('answers facet-value queries inside a multi-query', async () => {
    const { results } = await server.searchClient.search({
      requests: [
        { indexName: de.indexName, type: 'facet', facet: 'brand.title', facetQuery: 'ol' },
        { indexName: de.indexName, query: 'olymp', hitsPerPage: 1 },
      ],
    });
    expect(results[0]).toMatchObject({ facetHits: [{ value: 'Olymp', count: products.filter((p) => p.brand.title === 'Olymp').length }] });
    expect(results[1]).toMatchObject({ nbHits: products.filter((p) => p.brand.title === 'Olymp').length });
  });

  it('gets objects (null for unknown) and a single object (404 for unknown)', async () => {
    const res = await server.searchClient.getObjects<SearchRecord>({
      requests: [
        { indexName: de.indexName, objectID: 'p00003' },
        { indexName: de.indexName, objectID: 'nope' },
      ],
    });
    expect(res.results[0]?.objectID).toBe('p00003');
    expect(res.results[1]).toBeNull();
    const one = await server.searchClient.getObject({ indexName: de.indexName, objectID: 'p00004', attributesToRetrieve: ['title'] });
    expect(Object.keys(one).sort()).toEqual(['objectID', 'title']);
    const e = await errorOf(server.searchClient.getObject({ indexName: de.indexName, objectID: 'nope' }));
    expect(e.status).toBe(404);
  });

  it('serves records in the order asked on the product CDN path, unknown ids removed', async () => {
    const res = await fetch(`${server.baseUrl}/${de.indexName}/get_products/p00009,missing,p00002`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as SearchRecord[];
    expect(body.map((r) => r.objectID)).toEqual(['p00009', 'p00002']);
  });
});

describe('HTTP API', () => {
  it('accepts both multi-query request forms, as a browser sends them', async () => {
    const res = await fetch(`${server.baseUrl}/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({
        requests: [
          { indexName: de.indexName, params: 'query=&hitsPerPage=3&facets=%5B%22type%22%5D&filters=isNew%3Atrue' },
          { indexName: de.indexName, hitsPerPage: 3, facets: ['type'], filters: 'isNew:true' },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { nbHits: number; facets: unknown; hits: unknown[] }[] };
    expect(results[0].nbHits).toBe(results[1].nbHits);
    expect(results[0].facets).toEqual(results[1].facets);
    expect(results[0].hits).toHaveLength(3);
  });

  it('answers the CORS preflight', async () => {
    const res = await fetch(`${server.baseUrl}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.test', 'access-control-request-headers': 'x-algolia-api-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
  });

  it('answers malformed parameters with 400 JSON and ignores unknown ones', async () => {
    const bad = await errorOf(search({ filters: 'brand.title:"Hugo' }));
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.message).toContain('unterminated');
    expect((await errorOf(search({ filters: '(type:hemd OR type:sakko' }))).message).toContain('expected ")"');
    expect((await errorOf(search({ hitsPerPage: 5000 }))).status).toBe(400);
    expect((await errorOf(search({ maxValuesPerFacet: 1001 }))).status).toBe(400);
    expect((await errorOf(search({ numericFilters: ['price:cheap'] }))).status).toBe(400);
    const ok = await search({ someFutureParameter: 1, hitsPerPage: 1 });
    expect(ok.hits).toHaveLength(1);
    const raw = await fetch(`${server.baseUrl}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ message: 'Request body is not valid JSON', status: 400 });
  });

  it('records insights events sent with the insights client', async () => {
    const insights = server.searchClient.initInsights({
      options: { hosts: [{ url: '127.0.0.1', port: server.port, protocol: 'http', accept: 'readWrite' }] },
    });
    const res = await search({ query: 'hemd', clickAnalytics: true, hitsPerPage: 1 });
    await insights.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: de.indexName,
          userToken: 'u1',
          queryID: res.queryID!,
          objectIDs: [res.hits[0].objectID],
          positions: [1],
        },
      ],
    });
    expect(server.insights.list()).toEqual([expect.objectContaining({ eventType: 'click', queryID: res.queryID, objectIDs: [res.hits[0].objectID] })]);
  });

  it('answers 403 for a wrong key', async () => {
    const res = await fetch(`${server.baseUrl}/1/indexes/${de.indexName}/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': 'wrong' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});

describe('storefront queries', () => {
  it('keeps refined facets counted as if unrefined (disjunctive faceting)', async () => {
    const ctx = { index: de, currency: 'EUR' as const, territory: 'DE', hitsPerPage: 48, facets: ['brand.title', 'type'] };
    const built = buildSearchRequests({ ...EMPTY_SEARCH_STATE, filters: { 'brand.title': ['Olymp', 'Eterna'], type: ['hemd'] }, range: {} }, ctx);
    const { results } = await server.searchClient.search<SearchRecord>({ requests: built.requests });
    const merged = mergeDisjunctiveResults(built, results as SearchResponse<SearchRecord>[]);
    const count = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length;
    expect(merged.nbHits).toBe(count((p) => ['Olymp', 'Eterna'].includes(p.brand.title) && p.type === 'hemd'));
    expect(merged.facets!['brand.title']['Hugo Boss']).toBe(count((p) => p.brand.title === 'Hugo Boss' && p.type === 'hemd'));
    expect(merged.facets!.type.sakko).toBe(count((p) => ['Olymp', 'Eterna'].includes(p.brand.title) && p.type === 'sakko'));
  });
});

describe('persistence', () => {
  it('keeps indices across a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-'));
    try {
      const engine = await SearchEngineThread.open(dir, { persistDelayMs: 10 });
      const local = await startSearchServer(engine);
      await reindexIfChanged({ catalogue, client: local.writeClient, languages: ['de'] });
      await local.close();
      await engine.close();
      const reopened = await SearchEngineThread.open(dir);
      const again = await startSearchServer(reopened);
      expect((await reindexIfChanged({ catalogue, client: again.writeClient, languages: ['de'] })).reindexed).toBe(false);
      const res = await again.searchClient.searchSingleIndex({ indexName: de.sortings.price_asc, searchParams: { hitsPerPage: 0 } });
      expect(res.nbHits).toBe(240);
      await again.close();
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('damaged snapshots', () => {
  it('skips an unreadable index file instead of failing to open', async () => {
    const { writeFile, mkdir } = await import('node:fs/promises');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-bad-'));
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'broken.settings.json'), '{not json');
      const engine = await SearchEngineThread.open(dir);
      expect(JSON.parse((await engine.run({ op: 'listIndices' })).body.toString()).items).toEqual([]);
      await engine.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
