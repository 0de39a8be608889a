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
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { attachScriptDeployment, scriptSearchTarget, siteSearchIndexes } from './local-search';
import { shopFor } from '../extensions/composition-root';
import { SettingsError, usesEmbeddedSearch } from '../extensions/settings';
import { stockImportSchema } from '../src/domain/stock-import';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
const { config, deployment } = attachScriptDeployment();
let target: Awaited<ReturnType<typeof scriptSearchTarget>> | null = null;
try {
  if (!values.file) throw new SettingsError(['Name the stock file: npm run stock:import -- --file stock.json']);
  const parsed = stockImportSchema.safeParse(JSON.parse(await readFile(values.file, 'utf8')));
  if (!parsed.success) throw new SettingsError([`${values.file} is not a list of { sku, stock }: ${parsed.error.issues[0]?.message ?? ''}`]);
  const shop = await shopFor({ projectConfiguration: { searchIndexes: await siteSearchIndexes() } });
  target = await scriptSearchTarget(shop, config.dataDir);
  // The embedded engine's private listener is where the shop's stock sync writes (the composition root asks the local deployment).
  if (usesEmbeddedSearch(shop.settings.search)) deployment.setEmbeddedSearchHost(target.hosts[0]!);
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
  await target?.close();
  await deployment.release();
}
