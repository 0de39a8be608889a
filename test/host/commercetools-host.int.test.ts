import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startTestHost, type TestHost } from '../support/host';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { Client, CAPTCHA, stockedVariant } from '../backend/support';
import { allProducts, buyer, searchedColour, sizeToSell } from '../support/stock';

/**
 * The README's production path, walked on a commercetools project (commercetools-mock over HTTP):
 * `COMMERCE_BACKEND=commercetools npm run seed` pushes the demo shop in, the host started with the
 * same CTP_* variables serves it, and what shoppers do lands in commercetools.
 */
const exec = promisify(execFile);
const SIZE = 24;

let mock: CommercetoolsTestServer;
let host: TestHost;

interface CtList<T> {
  results: T[];
}

interface CtCartView {
  anonymousId?: string;
  cartState: string;
  lastModifiedAt: string;
  country?: string;
  locale?: string;
  totalPrice: { currencyCode: string };
  lineItems: { variant: { sku: string } }[];
}

beforeAll(async () => {
  mock = await startCommercetoolsMock('host-test');
  // The seed script as the README names it, in its own process, with the API client's variables.
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--size', String(SIZE)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...mock.env },
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(stdout).toContain('commercetools project host-test');
  host = await startTestHost({ env: mock.env });
}, 240_000);

afterAll(async () => {
  await host?.close();
  await mock?.close();
});

/** A script's environment: the commercetools project, and the host's engine standing in for Algolia (named by SEARCH_HOSTS, written with SEARCH_WRITE_KEY). */
const searchServiceEnv = () => ({
  ...process.env,
  ...mock.env,
  SEARCH_APP_ID: 'embedded',
  SEARCH_API_KEY: 'embedded-search-key',
  SEARCH_HOSTS: host.url,
  SEARCH_WRITE_KEY: 'embedded-write-key',
});

/** A GET with any Host header, as a client behind a proxy (or an attacker) could send it. */
function getWithHost(url: string, hostHeader: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { host: hostHeader } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the host on commercetools', () => {
  it('seeds the demo catalogue into the project and indexes it for search', async () => {
    const products = await mock.get<{ total: number }>('/products?limit=1&withTotal=true');
    expect(products.total).toBe(SIZE);
    const res = await fetch(`${host.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': 'embedded-search-key' },
      body: JSON.stringify({ requests: [{ indexName: 'products_de', params: 'query=&hitsPerPage=1' }] }),
    });
    const answer = (await res.json()) as { results: { nbHits: number }[] };
    expect(answer.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('puts what a guest adds to the basket into a commercetools cart', async () => {
    const sku = (await stockedVariant(host.services, 1)).sizeVariant.sku;
    const client = new Client(host.url);
    const answer = await client.post('/api/cart/cart/add', { variant: { sku }, count: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.cart.lineItems).toHaveLength(1);
    const carts = await mock.get<CtList<CtCartView>>('/carts?limit=100');
    const cart = carts.results.find((c) => c.anonymousId && c.lineItems.some((l) => l.variant.sku === sku));
    expect(cart && [cart.totalPrice.currencyCode, cart.country, cart.locale]).toEqual(['EUR', 'DE', 'de']);
  });

  it("keeps the cart in the currency, country and language of the shopper's region", async () => {
    // A size in stock in every currency, read through the host's own (commercetools) catalogue.
    const sku = (await stockedVariant(host.services, 5)).sizeVariant.sku;
    const client = new Client(host.url);
    const added = await client.raw('POST', '/api/cart/cart/add', JSON.stringify({ variant: { sku }, count: 1 }), { cookie: 'locale=de_AT' });
    expect(added.body).toMatchObject({ success: true });
    // The shopper's cart: the active one with the sku that changed last (the earlier test's cart has it too).
    const newest = async () =>
      (await mock.get<CtList<CtCartView>>('/carts?limit=100')).results
        .filter((c) => c.cartState === 'Active' && c.lineItems.some((l) => l.variant.sku === sku))
        .sort((a, b) => b.lastModifiedAt.localeCompare(a.lastModifiedAt))[0]!;
    const inAustria = await newest();
    expect([inAustria.totalPrice.currencyCode, inAustria.country, inAustria.locale]).toEqual(['EUR', 'AT', 'de']);
    // Switching to the Czech shop moves the cart into CZK, with its country and language.
    const session = client.loggedInCookie!;
    const czech = await client.raw('GET', '/api/cart/cart', undefined, { cookie: `${session}; locale=cs_CZ` });
    expect(czech.body.cart.lineItems).toHaveLength(1);
    const inCzechia = await newest();
    expect([inCzechia.totalPrice.currencyCode, inCzechia.country, inCzechia.locale]).toEqual(['CZK', 'CZ', 'cs']);
  });

  it('registers a shopper as a commercetools customer, who can then sign in', async () => {
    const email = `neu-${Date.now()}@example.com`;
    const client = new Client(host.url);
    const registered = await client.post('/api/account/register', {
      salutation: 'Mr',
      firstName: 'Karl',
      lastName: 'Neumeier',
      email,
      password: 'geheim123',
      billingAddress: { streetName: 'Leopoldstraße', streetNumber: '5', postalCode: '80802', city: 'München', country: 'DE' },
      birthdayDay: 3,
      birthdayMonth: 4,
      birthdayYear: 1980,
      projectSpecificData: { token: CAPTCHA },
    });
    expect(registered.status).toBe(201);
    const customers = await mock.get<CtList<{ email: string; addresses: { city?: string }[] }>>(`/customers?where=${encodeURIComponent(`email = "${email}"`)}`);
    expect(customers.results.map((c) => [c.email, c.addresses[0]?.city])).toEqual([[email, 'München']]);
    const again = new Client(host.url);
    expect((await again.login(email, 'geheim123')).email).toBe(email);
  });

  it('renders a category listing from its own search settings, whatever Host header the request names', async () => {
    const own = await getWithHost(`${host.url}/bekleidung`, new URL(host.url).host);
    const foreign = await getWithHost(`${host.url}/bekleidung`, 'attacker.example:9');
    expect(own.status).toBe(200);
    expect(foreign.status).toBe(200);
    const productLinks = (html: string) => new Set([...html.matchAll(/href="(\/p\/[^"?]+)/g)].map((m) => m[1])).size;
    expect(productLinks(own.body)).toBeGreaterThan(0);
    expect(productLinks(foreign.body)).toBe(productLinks(own.body));
  });

  it('takes an order off the inventory and shows the sold size sold out in a search; a stock import brings it back (partial updates, no reindex)', async () => {
    const { services } = host;
    const sync = host.host.stockSync!;
    const { product, itemnum, sv } = sizeToSell(await allProducts(services));
    expect(await services.stock.importOnlineStock([{ sku: sv.sku, stock: 1 }])).toEqual({ productIds: [product.id], unknownSkus: [] });
    await sync.idle();
    const before = await searchedColour(host.url, product.id, itemnum);
    expect(before.colour.soldOutSizes).not.toContain(sv.sizeString);

    const { accountId, owner } = await buyer(services);
    await services.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
    await services.orders.placeFromCart(accountId, owner, 'EUR', 'de');
    const inventory = await mock.get<CtList<{ quantityOnStock: number }>>(
      `/inventory?where=${encodeURIComponent(`sku = "${sv.sku}" and supplyChannel is not defined`)}`,
    );
    expect(inventory.results.map((e) => e.quantityOnStock)).toEqual([0]);
    await sync.idle();
    const sold = await searchedColour(host.url, product.id, itemnum);
    expect(sold.colour.soldOutSizes).toContain(sv.sizeString);
    expect(sold.stock).toBe(before.stock - 1);

    await services.stock.importOnlineStock([{ sku: sv.sku, stock: 2 }]);
    await sync.idle();
    expect((await searchedColour(host.url, product.id, itemnum)).colour.soldOutSizes).not.toContain(sv.sizeString);
    expect(sync.status()).toMatchObject({ pending: 0, failures: 0 });
  }, 60_000);

  it('imports stock from a file into commercetools and the search records of an Algolia-compatible service (`npm run stock:import`)', async () => {
    const { product, itemnum, sv } = sizeToSell((await allProducts(host.services)).slice(8));
    const file = path.join(host.dataDir, 'stock.json');
    writeFileSync(
      file,
      JSON.stringify([
        { sku: sv.sku, stock: 0 },
        { sku: 'no-such-sku', stock: 1 },
      ]),
    );
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/stock-import.ts', '--file', file], {
      cwd: REPO_ROOT,
      env: searchServiceEnv(),
    });
    expect(stdout).toContain('Set the stock of 1 sku(s); 1 product(s) changed.');
    expect(stdout).toContain('Unknown skus (left out): no-such-sku');
    expect(stdout).toContain('Updated the search records of 1 product(s).');
    const inventory = await mock.get<CtList<{ quantityOnStock: number }>>(
      `/inventory?where=${encodeURIComponent(`sku = "${sv.sku}" and supplyChannel is not defined`)}`,
    );
    expect(inventory.results.map((e) => e.quantityOnStock)).toEqual([0]);
    expect((await searchedColour(host.url, product.id, itemnum)).colour.soldOutSizes).toContain(sv.sizeString);
  }, 60_000);

  it('reindexes the commercetools catalogue into an Algolia-compatible service over HTTP (`npm run reindex`)', async () => {
    // The host's engine stands in for Algolia: named by SEARCH_HOSTS, written with SEARCH_WRITE_KEY.
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/reindex.ts', '--force', '--language', 'cs'], {
      cwd: REPO_ROOT,
      env: searchServiceEnv(),
    });
    expect(stdout).toContain(`Reindexed ${SIZE} products (cs)`);
  }, 60_000);

  it("runs a second host on the first one's search service: the page tells the browser the configured app id, key and hosts", async () => {
    // Host A's engine stands in for Algolia; host B indexes into it and searches it, server side and in the browser.
    const second = await startTestHost({
      env: { ...mock.env, SEARCH_APP_ID: 'embedded', SEARCH_API_KEY: 'embedded-search-key', SEARCH_HOSTS: host.url, SEARCH_WRITE_KEY: 'embedded-write-key' },
    });
    try {
      const html = await (await fetch(`${second.url}/bekleidung`)).text();
      const { hostname, port } = new URL(host.url);
      const search = /"search":(\{"appId".*?\]\})/.exec(html)?.[1];
      expect(search && JSON.parse(search)).toEqual({
        appId: 'embedded',
        apiKey: 'embedded-search-key',
        hosts: [{ url: hostname, protocol: 'http', port: Number(port) }],
      });
      expect(new Set([...html.matchAll(/href="(\/p\/[^"?]+)/g)].map((m) => m[1])).size).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('refuses to start with a missing setting and names it (`COMMERCE_BACKEND=commercetools npm start`)', async () => {
    const failed = await exec(process.execPath, ['--import', 'tsx', 'host/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...mock.env, CTP_CLIENT_SECRET: '', CTP_API_URL: 'not a url', PORT: '0', DATA_DIR: host.dataDir },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('CTP_CLIENT_SECRET (project configuration "ctpClientSecret") is missing');
    expect(failed?.stderr).toContain('CTP_API_URL (project configuration "ctpApiUrl") is not an http(s) URL');
  }, 60_000);
});
