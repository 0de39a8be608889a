/**
 * `npm run bench:api`: requests per second and p50/p99 latency of add-to-cart and cart read over
 * loopback, 50 concurrent shoppers (each with its own session), on a 10k-product catalogue.
 * Figures are printed, not asserted. The catalogue is generated once into .data/bench-<size>.
 * Options: --size N (products), --clients N, --seconds N (per scenario).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startHost } from '../host/server';
import { readServerConfig } from '../extensions/config';
import { QUANTITY_MAX } from '../src/config/constants';

const { values } = parseArgs({ options: { size: { type: 'string' }, clients: { type: 'string' }, seconds: { type: 'string' } } });
const SIZE = Number(values.size ?? 10_000);
const CLIENTS = Number(values.clients ?? 50);
const SECONDS = Number(values.seconds ?? 5);

const dataDir = path.resolve('.data', `bench-${SIZE}`);
const config = readServerConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, CATALOGUE_SIZE: String(SIZE), SESSION_SECRET: 'bench-secret' });

console.log(`Preparing ${SIZE} products in ${dataDir} (generated on the first run only) ...`);
const started = Date.now();
// The host opens the embedded backend (seeding it on the first run) and indexes the catalogue.
const host = await startHost({ root: process.cwd(), port: 0, hostname: '127.0.0.1', config, development: false, clientBundle: false, log: (m) => console.log(`  ${m}`) });
console.log(`Ready in ${Date.now() - started} ms at ${host.url}`);

/** Skus a shopper may add many times: never out of stock or with stock for the quantity limit. */
const skus: string[] = [];
for await (const batch of host.services.catalogue.listProducts({ batchSize: 1000 })) {
  for (const p of batch) {
    if (p.productType !== 'regular') continue;
    for (const sv of p.colorVariants.flatMap((c) => c.sizeVariants)) if (sv.isNos || sv.stock >= QUANTITY_MAX) skus.push(sv.sku);
  }
  if (skus.length > 5000) break;
}

class Shopper {
  cookie = '';
  added = new Map<string, number>();
  async call(method: string, urlPath: string, body?: unknown): Promise<number> {
    const res = await fetch(host.url + urlPath, {
      method,
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    await res.arrayBuffer();
    return res.status;
  }
  /** A random sku this shopper has not yet added up to the quantity limit. */
  nextSku(): string {
    for (;;) {
      const sku = skus[Math.floor(Math.random() * skus.length)]!;
      const n = this.added.get(sku) ?? 0;
      if (n < QUANTITY_MAX) {
        this.added.set(sku, n + 1);
        return sku;
      }
    }
  }
}

async function scenario(name: string, shoppers: Shopper[], request: (s: Shopper) => Promise<number>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    shoppers.map(async (s) => {
      while (performance.now() < end) {
        const t = performance.now();
        const status = await request(s);
        latencies.push(performance.now() - t);
        if (status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(12)} ${(latencies.length / elapsed).toFixed(0).padStart(6)} req/s   p50 ${pct(50).padStart(6)} ms   p99 ${pct(99).padStart(6)} ms   ${latencies.length} requests, ${errors} non-200`,
  );
}

const shoppers = Array.from({ length: CLIENTS }, () => new Shopper());
// Each shopper gets a session and a cart with a few lines before measuring.
for (const s of shoppers) for (let i = 0; i < 3; i++) await s.call('POST', '/api/cart/cart/add', { variant: { sku: s.nextSku() }, count: 1 });

console.log(`\n${SIZE} products, ${CLIENTS} concurrent shoppers, ${SECONDS} s per scenario, loopback HTTP:`);
await scenario('add to cart', shoppers, (s) => s.call('POST', '/api/cart/cart/add', { variant: { sku: s.nextSku() }, count: 1 }));
await scenario('cart read', shoppers, (s) => s.call('GET', '/api/cart/cart'));
// The host's own cost per request (session, routing, JSON) with the same clients, for comparison.
await scenario('baseline', shoppers, (s) => s.call('GET', '/health/actions'));

await host.close();
