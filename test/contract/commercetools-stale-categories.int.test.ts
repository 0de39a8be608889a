import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCtCatalogue } from '../../extensions/adapters/commercetools/catalogue';
import { createCtApi } from '../../extensions/adapters/commercetools/client';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { BackendUnavailableError, withinRequest } from '../../extensions/services/request-scope';
import { CATALOGUE_CACHE_MS, STALE_CATEGORIES_RETRY_MS } from '../../src/config/constants';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';

/**
 * The category tree through an outage: while commercetools answers nothing but 503, the tree read
 * last stands in (a category page keeps its PIM slug's category, a product page its breadcrumb),
 * asked again only every STALE_CATEGORIES_RETRY_MS; with nothing read before, the outage shows.
 */
const DOWN = { latency: 0, latencyMs: 0, unavailable: 1, resetAfterWrite: 0, dropAfterWrite: 0, conflict: 0, expireToken: 0 };

let mock: CommercetoolsTestServer;
let proxy: FaultProxy;

beforeAll(async () => {
  mock = await startCommercetoolsMock('stale-categories');
  await seedCommercetools(mock.settings, { size: 6, seed: 2, storeStockProducts: 1 });
  proxy = await startFaultProxy(mock.url, { seed: 1 });
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

/** A call within a short budget, as an action's or a page's backend calls run. */
const quickly = <T>(task: () => Promise<T>) => withinRequest({ deadline: Date.now() + 800, budgetMs: 800, requestId: `stale-${Date.now()}` }, task);

describe('the commercetools category tree while commercetools does not answer', () => {
  it('answers the tree read last, asks again only after a while, and reads the tree anew once commercetools answers', async () => {
    let now = 1_000_000;
    const catalogue = createCtCatalogue(createCtApi({ ...mock.settings, apiUrl: proxy.url, authUrl: proxy.url }), () => now);
    const read = await catalogue.listCategories();
    expect(read.length).toBeGreaterThan(3);

    proxy.setFaults(DOWN);
    try {
      now += CATALOGUE_CACHE_MS + 1;
      proxy.resetCounts();
      expect(await quickly(() => catalogue.listCategories())).toEqual(read);
      const asked = proxy.counts().unavailable;
      expect(asked).toBeGreaterThan(0);
      // Within the retry pause the tree stands in without asking.
      now += STALE_CATEGORIES_RETRY_MS - 1;
      expect(await quickly(() => catalogue.listCategories())).toEqual(read);
      expect(proxy.counts().unavailable).toBe(asked);
      // Then it asks again (and still stands in).
      now += 2;
      expect(await quickly(() => catalogue.listCategories())).toEqual(read);
      expect(proxy.counts().unavailable).toBeGreaterThan(asked);
    } finally {
      proxy.setFaults(null);
    }
    now += STALE_CATEGORIES_RETRY_MS + 1;
    proxy.resetCounts();
    expect(await catalogue.listCategories()).toEqual(read);
    expect(proxy.counts().none).toBeGreaterThan(0);
  });

  it('fails as BackendUnavailableError with no tree read before', async () => {
    const catalogue = createCtCatalogue(createCtApi({ ...mock.settings, apiUrl: proxy.url, authUrl: proxy.url }));
    proxy.setFaults(DOWN);
    try {
      await expect(quickly(() => catalogue.listCategories())).rejects.toBeInstanceOf(BackendUnavailableError);
    } finally {
      proxy.setFaults(null);
    }
  });
});
