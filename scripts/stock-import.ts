/**
 * A stock import: `npm run stock:import -- --file stock.json` sets the online stock of the skus in
 * the file (a JSON list of `{ "sku": "…", "stock": 3 }`, src/domain/stock-import.ts) in the
 * configured commerce backend, and the search records of the products it changed follow with
 * partial updates (extensions/search/stock-sync.ts), as after an order.
 *
 * The records go where the settings name the search service (SEARCH_APP_ID / SEARCH_HOSTS, written
 * with SEARCH_WRITE_KEY: Algolia, or a running host's engine). With the embedded engine (app id
 * `embedded`, no hosts) the engine's snapshot under DATA_DIR/search is updated through a private
 * listener, as `npm run reindex` does: run it while the host is stopped (a running host keeps the
 * products and records it holds in memory).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../extensions/config';
import { shopFor, attachLocalDeployment } from '../extensions/composition-root';
import { requireSearchWriteKey, SettingsError, usesEmbeddedSearch } from '../extensions/settings';
import { SearchEngine, createSearchHttpHandler, inThisThread } from '../host/search-engine';
import { stockImportSchema } from '../src/domain/stock-import';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
const config = readServerConfig();

async function siteSearchIndexes(): Promise<unknown> {
  try {
    const project = JSON.parse(await readFile(path.resolve('site/project.json'), 'utf8')) as Record<string, unknown>;
    return ((project.projectConfiguration ?? project) as Record<string, unknown>).searchIndexes;
  } catch {
    return undefined;
  }
}

const deployment = attachLocalDeployment({
  env: config.env,
  embedded: { dataDir: config.dataDir, catalogueSize: config.CATALOGUE_SIZE, catalogueSeed: config.CATALOGUE_SEED },
});
let engine: SearchEngine | null = null;
let server: http.Server | null = null;
try {
  if (!values.file) throw new SettingsError(['Name the stock file: npm run stock:import -- --file stock.json']);
  const parsed = stockImportSchema.safeParse(JSON.parse(await readFile(values.file, 'utf8')));
  if (!parsed.success) throw new SettingsError([`${values.file} is not a list of { sku, stock }: ${parsed.error.issues[0]?.message ?? ''}`]);
  const shop = await shopFor({ projectConfiguration: { searchIndexes: await siteSearchIndexes() } });
  if (usesEmbeddedSearch(shop.settings.search)) {
    engine = await SearchEngine.open(path.join(config.dataDir, 'search'));
    const handler = createSearchHttpHandler({
      engine: inThisThread(engine),
      appId: shop.settings.search.appId,
      searchKey: shop.settings.search.apiKey,
      writeKey: requireSearchWriteKey(shop.settings),
    });
    server = http.createServer((req, res) => {
      void handler(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    deployment.setEmbeddedSearchHost({ url: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' });
  }
  const { productIds, unknownSkus } = await shop.services.stock.importOnlineStock(parsed.data);
  console.log(`Set the stock of ${parsed.data.length - unknownSkus.length} sku(s); ${productIds.length} product(s) changed.`);
  if (unknownSkus.length) console.log(`Unknown skus (left out): ${unknownSkus.join(', ')}`);
  const sync = shop.stockSync;
  if (!sync) console.log('No search write key (SEARCH_WRITE_KEY): the search records keep their stock until the next reindex.');
  else {
    await sync.flush();
    const status = sync.status();
    if (status.pending) {
      console.error(`The search records of ${status.pending} product(s) were not updated (${status.lastError}); repair them with npm run reindex -- --stock.`);
      process.exitCode = 1;
    } else console.log(`Updated the search records of ${productIds.length} product(s).`);
  }
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  server?.closeAllConnections();
  server?.close();
  await engine?.close();
  await deployment.release();
}
