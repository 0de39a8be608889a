import type { Algoliasearch } from 'algoliasearch';
import type { Language } from '../../src/config/languages';
import type { Category } from '../../src/domain/product';
import { allSearchIndexConfigs, type SearchIndexConfig, type SearchIndexesEntry, SORTINGS } from '../../src/search/index-config';
import type { CataloguePort } from '../services/catalogue';
import { buildRecords } from './records';
import { productIndexSettings, replicaRanking, SEARCH_SCHEMA_VERSION, suggestionIndexSettings, type CatalogueMarker } from './index-settings';
import { SuggestionCollector } from './suggestions';

export { buildRecords } from './records';

/**
 * Fills the search indices from the catalogue through the `algoliasearch` client's own write
 * methods, so the same code fills Algolia in production and the embedded engine by default.
 * The catalogue version is stored in the index settings' `userData`; a start with an unchanged
 * catalogue costs one getSettings per language.
 */

/** The write side of the client the indexer uses (the full `algoliasearch` client has it). */
export type IndexingClient = Pick<Algoliasearch, 'getSettings' | 'setSettings' | 'saveObjects' | 'clearObjects' | 'waitForTask'>;

export interface ReindexOptions {
  catalogue: CataloguePort;
  client: IndexingClient;
  /** `searchIndexes` in the stored (list) or resolved (by language) form; see normalizeSearchIndexes. */
  projectConfig?: { searchIndexes?: readonly SearchIndexesEntry[] | Record<string, unknown> };
  /** Limit to some languages (default: all six). */
  languages?: readonly Language[];
  force?: boolean;
  batchSize?: number;
  log?: (msg: string) => void;
}

export interface ReindexResult {
  reindexed: boolean;
  catalogueVersion: string;
  languages: Language[];
  products: number;
  ms: number;
}

async function storedMarker(client: IndexingClient, indexName: string): Promise<CatalogueMarker | null> {
  try {
    const settings = await client.getSettings({ indexName });
    const marker = settings.userData as CatalogueMarker | undefined;
    return marker && typeof marker.catalogueVersion === 'string' ? marker : null;
  } catch {
    return null; // no such index yet
  }
}

async function pushSettings(client: IndexingClient, config: SearchIndexConfig, attributeKeys: string[], marker: CatalogueMarker): Promise<void> {
  const primary = await client.setSettings({
    indexName: config.indexName,
    indexSettings: productIndexSettings(config, attributeKeys, marker),
    forwardToReplicas: true,
  });
  await client.waitForTask({ indexName: config.indexName, taskID: primary.taskID });
  for (const sorting of SORTINGS) {
    if (sorting === 'recommended') continue;
    const indexName = config.sortings[sorting];
    if (indexName === config.indexName) continue;
    const task = await client.setSettings({ indexName, indexSettings: { ranking: replicaRanking(sorting, config) } });
    await client.waitForTask({ indexName, taskID: task.taskID });
  }
}

export async function reindexIfChanged(options: ReindexOptions): Promise<ReindexResult> {
  const started = Date.now();
  const { catalogue, client, log = () => {} } = options;
  const version = await catalogue.version();
  const marker: CatalogueMarker = { catalogueVersion: version, schemaVersion: SEARCH_SCHEMA_VERSION };
  const configs = allSearchIndexConfigs(options.projectConfig?.searchIndexes)
    .filter((c) => !options.languages || options.languages.includes(c.language));

  const stale: SearchIndexConfig[] = [];
  for (const config of configs) {
    const stored = await storedMarker(client, config.indexName);
    if (options.force || !stored || stored.catalogueVersion !== version || stored.schemaVersion !== SEARCH_SCHEMA_VERSION) stale.push(config);
  }
  if (stale.length === 0) {
    log(`search: indices up to date (catalogue ${version})`);
    return { reindexed: false, catalogueVersion: version, languages: [], products: 0, ms: Date.now() - started };
  }

  log(`search: reindexing ${stale.map((c) => c.indexName).join(', ')} (catalogue ${version})`);
  const categories = await catalogue.listCategories();
  const categoriesById = new Map<string, Category>(categories.map((c) => [c.id, c]));
  // Records replace the whole index: clear first, then stream (the version marker is written
  // last, so an interrupted reindex is redone on the next start).
  for (const config of stale) await client.clearObjects({ indexName: config.indexName });
  const attributeKeys = new Set<string>();
  const suggestions = new SuggestionCollector();
  let products = 0;
  for await (const batch of catalogue.listProducts({ batchSize: options.batchSize ?? 1000 })) {
    products += batch.length;
    for (const p of batch) for (const k of Object.keys(p.attributes)) attributeKeys.add(k);
    for (const config of stale) {
      const records = batch.flatMap((p) => buildRecords(p, config.language, categoriesById));
      if (config === stale[0]) for (const r of records) suggestions.add(r);
      await client.saveObjects({ indexName: config.indexName, objects: records, waitForTasks: true });
    }
  }
  for (const config of stale) {
    await pushSettings(client, config, [...attributeKeys].sort(), marker);
    await client.clearObjects({ indexName: config.suggestIndexName });
    await client.saveObjects({
      indexName: config.suggestIndexName,
      objects: suggestions.records(config.language, categoriesById),
      waitForTasks: true,
    });
    const task = await client.setSettings({ indexName: config.suggestIndexName, indexSettings: suggestionIndexSettings(marker) });
    await client.waitForTask({ indexName: config.suggestIndexName, taskID: task.taskID });
  }
  log(`search: indexed ${products} products into ${stale.length} language(s) in ${Date.now() - started} ms`);
  return { reindexed: true, catalogueVersion: version, languages: stale.map((c) => c.language), products, ms: Date.now() - started };
}
