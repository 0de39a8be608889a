import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServerConfig } from '../extensions/config';
import { startHost } from '../host/server';
import type { ClientAssets } from '../host/assets';
import type { Services } from '../extensions/services';

/** The production host on a fresh demo catalogue of `catalogue` products, its assets compressed at their best (as a settled server). */
export async function startBenchHost(
  name: string,
  catalogue: number,
): Promise<{ url: string; assets: ClientAssets; services: Services; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const config = readServerConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, CATALOGUE_SIZE: String(catalogue), SESSION_SECRET: 'bench' });
  const host = await startHost({ root: process.cwd(), port: 0, config, development: false, log: () => {} });
  await host.assets.precompressed();
  return {
    url: host.url,
    assets: host.assets,
    services: host.services,
    close: async () => {
      await host.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchPage = 'start' | 'listing' | 'search' | 'product' | 'basket' | 'account';

/**
 * The pages the speed benchmarks measure: start, a category listing, search, the listing's first
 * product, the basket and the account page (measured with a session that has articles in the
 * basket and a logged-in customer: ./shopper-session.ts).
 */
export async function benchPages(base: string): Promise<Record<BenchPage, string>> {
  const html = await (await fetch(`${base}/bekleidung`)).text();
  const href = /product-box__title[^>]*><a href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('No product link on /bekleidung');
  return { start: '/', listing: '/bekleidung', search: '/search?query=sakko', product: href.replace(/&amp;/g, '&'), basket: '/cart', account: '/account' };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
