import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchStockSync } from '../../extensions/search/stock-sync';
import { STOCK_INDEX_WAIT_MS } from '../../src/config/constants';
import { REPO_ROOT, startTestHost, type TestHost } from '../support/host';
import { allProducts, buyer, searchedColour, sizeToSell } from '../support/stock';

/**
 * Stock changes reach the search records (extensions/search/stock-sync.ts): an order that sells the
 * last piece of a size shows the size sold out in a search, a stock import brings it back, without a
 * reindex; when the search service is down the order still succeeds, the failure is reported, and
 * the next sync repairs the records.
 */

const CATALOGUE_SIZE = 120;
const exec = promisify(execFile);

describe('stock changes in the search records (embedded default)', () => {
  let host: TestHost;
  let sync: SearchStockSync;

  beforeAll(async () => {
    host = await startTestHost({ catalogueSize: CATALOGUE_SIZE });
    sync = host.host.stockSync!;
    expect(sync).not.toBeNull();
  }, 120_000);
  afterAll(async () => {
    await host?.close();
  });

  it('an order selling the last piece of a size shows it sold out in a search; a stock import brings it back', async () => {
    const { services } = host;
    const { product, itemnum, sv } = sizeToSell(await allProducts(services));
    // The import leaves one piece (the demo stock varies): the order below sells the last.
    expect(await services.stock.importOnlineStock([{ sku: sv.sku, stock: 1 }])).toEqual({ productIds: [product.id], unknownSkus: [] });
    await sync.idle();
    const before = await searchedColour(host.url, product.id, itemnum);
    expect(before.colour.soldOutSizes).not.toContain(sv.sizeString);
    expect(before.colour.sizeVariants.find((s) => s.sku === sv.sku)?.stock).toBe(1);

    const { accountId, owner } = await buyer(services);
    await services.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
    const updates = sync.status().updates;
    const order = await services.orders.placeFromCart(accountId, owner, 'EUR', 'de');
    expect(order.articles.map((a) => [a.sku, a.count])).toEqual([[sv.sku, 1]]);
    // Answered once the records follow (a serverless instance may be frozen after its answer).
    expect(sync.status()).toMatchObject({ pending: 0, updates: updates + 1 });

    const sold = await searchedColour(host.url, product.id, itemnum);
    expect(sold.colour.soldOutSizes).toContain(sv.sizeString);
    expect(sold.stock).toBe(before.stock - 1);
    // Every language's index follows (each keeps the colours in its own words).
    const english = await searchedColour(host.url, product.id, itemnum, 'products_en');
    expect(english.colour.soldOutSizes).toContain(sv.sizeString);
    // A cart add now refuses the size: the catalogue and the records agree.
    const other = await buyer(services);
    await expect(services.carts.add(other.owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de')).rejects.toMatchObject({ code: 'sold_out' });

    expect(
      await services.stock.importOnlineStock([
        { sku: sv.sku, stock: 3 },
        { sku: 'no-such-sku', stock: 4 },
      ]),
    ).toEqual({
      productIds: [product.id],
      unknownSkus: ['no-such-sku'],
    });
    await sync.idle();
    const back = await searchedColour(host.url, product.id, itemnum);
    expect(back.colour.soldOutSizes).not.toContain(sv.sizeString);
    expect(back.stock).toBe(before.stock + 2);
    expect(sync.status()).toMatchObject({ pending: 0, failures: 0 });
  });

  it('refuses an order beyond the stock, and changes nothing then', async () => {
    const { services } = host;
    const { product, sv } = sizeToSell((await allProducts(services)).slice(40));
    await services.stock.importOnlineStock([{ sku: sv.sku, stock: 2 }]);
    const { accountId, owner } = await buyer(services);
    await services.carts.add(owner, [{ sku: sv.sku, count: 2 }], 'EUR', 'de');
    await services.stock.importOnlineStock([{ sku: sv.sku, stock: 1 }]);
    await expect(services.orders.placeFromCart(accountId, owner, 'EUR', 'de')).rejects.toMatchObject({ code: 'insufficient_stock' });
    expect((await services.orders.list(accountId)).length).toBe(0);
    const [again] = await services.catalogue.getProducts([product.id]);
    expect(again!.colorVariants.flatMap((c) => c.sizeVariants).find((s) => s.sku === sv.sku)?.stock).toBe(1);
  });

  it('batches a rush of orders: one update per round, each product once', async () => {
    const { services } = host;
    const products = (await allProducts(services)).slice(60);
    const picks = [sizeToSell(products), sizeToSell(products.slice(10))];
    await services.stock.importOnlineStock(picks.map((p) => ({ sku: p.sv.sku, stock: 10 })));
    await sync.idle();
    const before = sync.status();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(services)));
    for (const [i, b] of buyers.entries()) await services.carts.add(b.owner, [{ sku: picks[i % 2]!.sv.sku, count: 1 }], 'EUR', 'de');
    await Promise.all(buyers.map((b) => services.orders.placeFromCart(b.accountId, b.owner, 'EUR', 'de')));
    await sync.idle();
    const after = sync.status();
    // Six orders of two products: far fewer updates than orders, and never more records than two products' per round.
    expect(after.updates - before.updates).toBeLessThan(6);
    expect((after.records - before.records) / (after.updates - before.updates)).toBeLessThanOrEqual(2 * 6);
    for (const p of picks) expect((await searchedColour(host.url, p.product.id, p.itemnum)).colour.sizeVariants.find((s) => s.sku === p.sv.sku)?.stock).toBe(7);
  });
});

/**
 * A proxy in front of the search service that can be switched off (every request answered 503 then)
 * or hold requests until released: a held request is accepted at once (status and headers sent, as
 * a service busy with it would, else algoliasearch gives it up after its connect timeout) and reaches
 * the service, and its answer's body the client, only when released.
 */
async function switchableProxy(upstream: string) {
  let down = false;
  let holding = false;
  const held: (() => void)[] = [];
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    if (holding) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
      held.push(() => forward(req, res));
      return;
    }
    forward(req, res);
  });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (down) {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down for the test","status":503}');
      return;
    }
    const headers = { ...req.headers };
    const upstreamRequest = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!res.headersSent) res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstreamRequest.on('error', () => res.destroy());
    req.pipe(upstreamRequest);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      holding = true;
    },
    held: () => held.length,
    release: () => {
      holding = false;
      for (const go of held.splice(0)) go();
    },
    setDown: (value: boolean) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const shopEnv = { SEARCH_APP_ID: 'embedded', SEARCH_API_KEY: 'embedded-search-key', SEARCH_WRITE_KEY: 'embedded-write-key' };

describe('stock changes while the search service is down', () => {
  let search: TestHost;
  let shop: TestHost;
  let proxy: Awaited<ReturnType<typeof switchableProxy>>;

  beforeAll(async () => {
    // One host is the search service (Algolia's stand-in); the shop reaches it through the proxy.
    search = await startTestHost({ catalogueSize: CATALOGUE_SIZE });
    proxy = await switchableProxy(search.url);
    shop = await startTestHost({ catalogueSize: CATALOGUE_SIZE, env: { ...shopEnv, SEARCH_HOSTS: proxy.url } });
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
    await search?.close();
  });

  it('answers the order while the update of the records still waits for the search service', async () => {
    const { services } = shop;
    const sync = shop.host.stockSync!;
    const { product, itemnum, sv } = sizeToSell((await allProducts(services)).slice(50));
    await services.stock.importOnlineStock([{ sku: sv.sku, stock: 1 }]);
    await sync.idle();
    proxy.hold();
    try {
      const { accountId, owner } = await buyer(services);
      await services.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
      const started = Date.now();
      await services.orders.placeFromCart(accountId, owner, 'EUR', 'de');
      // The order is answered after waiting for its update at most STOCK_INDEX_WAIT_MS; the update is held by the search service.
      expect(Date.now() - started).toBeGreaterThanOrEqual(STOCK_INDEX_WAIT_MS - 50);
      expect(proxy.held()).toBeGreaterThan(0);
      expect(sync.status().failures).toBe(0);
      let settled = false;
      const idle = sync.idle().then(() => {
        settled = true;
      });
      expect(settled).toBe(false);
      expect((await searchedColour(search.url, product.id, itemnum)).colour.soldOutSizes).not.toContain(sv.sizeString);
      proxy.release();
      await idle;
    } finally {
      proxy.release();
    }
    expect((await searchedColour(search.url, product.id, itemnum)).colour.soldOutSizes).toContain(sv.sizeString);
  });

  it('places the order, reports the failed update, and the next sync (or npm run reindex -- --stock) repairs the record', async () => {
    const { services } = shop;
    const sync = shop.host.stockSync!;
    const { product, itemnum, sv } = sizeToSell(await allProducts(services));
    await services.stock.importOnlineStock([{ sku: sv.sku, stock: 1 }]);
    await sync.idle();
    expect((await searchedColour(search.url, product.id, itemnum)).colour.soldOutSizes).not.toContain(sv.sizeString);

    proxy.setDown(true);
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const { accountId, owner } = await buyer(services);
      await services.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
      const order = await services.orders.placeFromCart(accountId, owner, 'EUR', 'de');
      expect(order.articles.map((a) => a.sku)).toEqual([sv.sku]);
      await sync.idle();
    } finally {
      console.error = original;
    }
    expect(sync.status()).toMatchObject({ pending: 1, failures: 1 });
    expect(sync.status().lastError).toBeTruthy();
    expect(errors.join('\n')).toMatch(/the stock of 1 product\(s\) did not reach the search index/);
    // The record is stale while the service is down.
    expect((await searchedColour(search.url, product.id, itemnum)).colour.soldOutSizes).not.toContain(sv.sizeString);

    // `npm run reindex -- --stock` repairs it from the catalogue (the shop's database), straight into the search service.
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/reindex.ts', '--stock', '--language', 'de'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...shopEnv, DATA_DIR: shop.dataDir, CATALOGUE_SIZE: String(CATALOGUE_SIZE), SEARCH_HOSTS: search.url },
    });
    expect(stdout).toContain(`Rewrote the stock of ${CATALOGUE_SIZE} products in products_de.`);
    expect((await searchedColour(search.url, product.id, itemnum)).colour.soldOutSizes).toContain(sv.sizeString);

    proxy.setDown(false);
    // The next stock change (another product's import) takes the one left over along.
    const other = sizeToSell((await allProducts(services)).slice(30));
    await services.stock.importOnlineStock([{ sku: other.sv.sku, stock: 5 }]);
    await sync.idle();
    expect(sync.status()).toMatchObject({ pending: 0, failures: 1 });
    expect((await searchedColour(search.url, product.id, itemnum)).colour.soldOutSizes).toContain(sv.sizeString);
  });
});

describe('a stock import from a file (`npm run stock:import`, embedded, the host stopped)', () => {
  it('sets the stock in the database and the records in the engine snapshot the host starts with', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stock-import-'));
    try {
      let host = await startTestHost({ dataDir, catalogueSize: CATALOGUE_SIZE });
      const { product, itemnum, sv } = sizeToSell(await allProducts(host.services));
      await host.close();
      const file = path.join(dataDir, 'stock.json');
      writeFileSync(file, JSON.stringify([{ sku: sv.sku, stock: 0 }]));
      const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/stock-import.ts', '--file', file], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, CATALOGUE_SIZE: String(CATALOGUE_SIZE) },
      });
      expect(stdout).toContain('Updated the search records of 1 product(s).');
      host = await startTestHost({ dataDir, catalogueSize: CATALOGUE_SIZE });
      try {
        expect((await searchedColour(host.url, product.id, itemnum)).colour.soldOutSizes).toContain(sv.sizeString);
        const [again] = await host.services.catalogue.getProducts([product.id]);
        expect(again!.colorVariants.flatMap((c) => c.sizeVariants).find((s) => s.sku === sv.sku)?.stock).toBe(0);
      } finally {
        await host.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
