import fs from 'node:fs';
import path from 'node:path';
import { rollup, type RollupOptions } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configs from '../../rollup.config';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import type { FrontendPageResponse } from '../../src/shop/frontend-page';
import type { ShopContextAnswer } from '../../src/domain/shop-context';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { REPO_ROOT, startTestHost, type TestHost } from '../support/host';

/**
 * The host as the API hub of a Frontend project, running the built extension bundle
 * (EXTENSION_BUNDLE) as the runtime does: the bundle gets its shop settings in the project
 * configuration, searches the host's engine and answers pages and actions on commercetools.
 */
const work = path.join(REPO_ROOT, '.build', `bundle-host-${process.pid}`);
let mock: CommercetoolsTestServer;
let host: TestHost;

beforeAll(async () => {
  const options = (configs as RollupOptions[]).find((c) => c.input === 'extensions/index.ts')!;
  const build = await rollup({ ...options, onwarn: () => {} });
  await build.write({ ...(options.output as object), file: path.join(work, 'extensions.js'), sourcemap: false });
  await build.close();
  mock = await startCommercetoolsMock('bundle-host');
  await seedCommercetools(mock.settings, { size: 12, seed: 5, storeStockProducts: 0 });
  host = await startTestHost({ env: { ...mock.env, EXTENSION_BUNDLE: path.join(work, 'extensions.js') } });
}, 240_000);

afterAll(async () => {
  await host?.close();
  await mock?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const post = (url: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'frontastic-locale': 'de_DE', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });

describe('the host running an extension bundle', () => {
  it('answers pages with the data sources of the bundle, searching the host’s engine', async () => {
    const res = await post(`${host.url}/frontastic/page`, { 'frontastic-path': '/bekleidung' });
    expect(res.status).toBe(200);
    const page = (await res.json()) as FrontendPageResponse;
    const payload = page.data!.dataSources!['node-bekleidung-products'] as { result: { hits: unknown[] } | null };
    expect(payload.result?.hits.length).toBeGreaterThan(0);
  });

  it('tells a project’s renderer where a browser searches and finds the pictures, never the settings behind', async () => {
    const res = await post(`${host.url}/frontastic/action/hirmer-context/shop`);
    expect(res.status).toBe(200);
    const { shop } = (await res.json()) as ShopContextAnswer;
    const port = Number(new URL(host.url).port);
    expect(shop.search.hosts).toEqual([{ url: '127.0.0.1', port, protocol: 'http' }]);
    expect(shop.projectConfiguration.mediaBaseUrl).toBe(`http://127.0.0.1:${port}`);
    expect(JSON.stringify(shop)).not.toContain(mock.settings.clientSecret);
    // Nor does a page of the host's own carry the bundle's settings.
    expect(await (await fetch(`${host.url}/bekleidung`)).text()).not.toContain(mock.settings.clientSecret);
  });

  it('puts what a guest adds into a commercetools cart', async () => {
    const sku = (await mock.get<{ results: { masterData: { current: { masterVariant: { sku: string } } } }[] }>('/products?limit=1')).results[0]!.masterData
      .current.masterVariant.sku;
    const res = await post(`${host.url}/frontastic/action/hirmer-cart/add`, {}, { variant: { sku }, count: 1 });
    expect(res.status).toBe(200);
    const carts = await mock.get<{ results: { lineItems: { variant: { sku: string } }[] }[] }>('/carts');
    expect(carts.results.some((c) => c.lineItems.some((l) => l.variant.sku === sku))).toBe(true);
  });
});
