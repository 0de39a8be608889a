/**
 * Rebuilds the search indices from the catalogue: `npm run reindex [-- --force] [-- --language de]`.
 * With `-- --stock` it only rewrites every record's stock attributes with partial updates
 * (extensions/search/stock-sync.ts `syncAllStock`): the repair of stock updates never sent.
 *
 * The catalogue comes from the configured commerce backend (embedded or commercetools), through the
 * composition root. With SEARCH_APP_ID / SEARCH_HOSTS naming a search service (Algolia, or any
 * Algolia-compatible host), it writes there with SEARCH_WRITE_KEY. With the embedded engine (app id
 * `embedded`, no hosts) it fills the engine's snapshot under DATA_DIR/search through a private HTTP
 * listener, the same client calls as the host makes; a running host picks the new snapshot up on
 * its next start (or reindexes itself on start when the catalogue changed).
 */
import { parseArgs } from 'node:util';
import { attachScriptDeployment, scriptSearchTarget, siteSearchIndexes } from './local-search';
import { shopFor } from '../extensions/composition-root';
import { requireSearchWriteKey, SettingsError } from '../extensions/settings';
import { reindexIfChanged } from '../extensions/search/indexer';
import { syncAllStock } from '../extensions/search/stock-sync';
import { createSearchClient, INDEXING_TIMEOUTS } from '../src/search/client';
import { languageSchema } from '../src/config/schemas';
import { allSearchIndexConfigs } from '../src/search/index-entries';

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, stock: { type: 'boolean', default: false }, language: { type: 'string', multiple: true } },
});
const languages = values.language?.map((l) => languageSchema.parse(l));
const { config, deployment } = attachScriptDeployment();
let target: Awaited<ReturnType<typeof scriptSearchTarget>> | null = null;
try {
  const shop = await shopFor(undefined);
  target = await scriptSearchTarget(shop, config.dataDir);
  const { hosts } = target;
  const client = createSearchClient({ appId: shop.settings.search.appId, apiKey: requireSearchWriteKey(shop.settings), hosts, timeouts: INDEXING_TIMEOUTS });
  if (values.stock) {
    const indexes = allSearchIndexConfigs(await siteSearchIndexes()).filter((i) => !languages || languages.includes(i.language));
    const { products } = await syncAllStock({ catalogue: shop.services.catalogue, client, indexes });
    console.log(`Rewrote the stock of ${products} products in ${indexes.map((i) => i.indexName).join(', ')}.`);
  } else {
    const result = await reindexIfChanged({
      catalogue: shop.services.catalogue,
      client,
      force: values.force,
      languages,
      projectConfig: { searchIndexes: (await siteSearchIndexes()) as never },
      log: (m) => console.log(m),
    });
    console.log(
      result.reindexed
        ? `Reindexed ${result.products} products (${result.languages.join(', ')}) in ${result.ms} ms.`
        : 'Search indices are up to date (use --force to rebuild).',
    );
  }
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await target?.close();
  await deployment.release();
}
