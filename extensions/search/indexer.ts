import type { Algoliasearch } from 'algoliasearch';
import type { Language } from '../../src/config/languages';
import type { Category } from '../../src/domain/product';
import { type SearchIndexConfig, SORTINGS } from '../../src/search/index-config';
import { allSearchIndexConfigs, type SearchIndexesEntry } from '../../src/search/index-entries';
import type { CataloguePort } from '../services/catalogue';
import { buildRecords } from './records';
import { currencyReplicas, productIndexSettings, replicaRanking, SEARCH_SCHEMA_VERSION, suggestionIndexSettings, type CatalogueMarker } from './index-settings';
import { SuggestionCollector } from './suggestions';

export { buildRecords } from './records';

/**
 * Fills the search indices from the catalogue through the `algoliasearch` client's own write
 * methods, so the same code fills Algolia in production and the embedded engine by default.
 * A reindex is atomic for shoppers: records go into a temporary index that then replaces the
 * live one in one move (`operationIndex`; the live index keeps its replicas, which serve the new
 * records at once), so no search ever sees an empty or half-filled index. The catalogue version
 * is stored in the index settings' `userData`, written last, so an interrupted reindex is redone
 * at the next start; a start with an unchanged catalogue costs one getSettings per language.
 */

/** The write side of the client the indexer uses (the full `algoliasearch` client has it). */
export type IndexingClient = Pick<Algoliasearch, 'getSettings' | 'setSettings' | 'saveObjects' | 'deleteIndex' | 'operationIndex' | 'waitForTask'>;

/** The temporary index a reindex fills before moving it over `indexName`. */
export function temporaryIndexName(indexName: string): string {
  return `${indexName}_tmp_reindex`;
}

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

type IndexSettings = Parameters<IndexingClient['setSettings']>[0]['indexSettings'];

async function setSettings(client: IndexingClient, indexName: string, indexSettings: IndexSettings): Promise<void> {
  const task = await client.setSettings({ indexName, indexSettings });
  await client.waitForTask({ indexName, taskID: task.taskID });
}

/** Settings for the temporary index: no `replicas` (the live index keeps its own) and no catalogue marker. */
function withoutReplicasAndMarker<T extends { replicas?: unknown; userData?: unknown }>(settings: T): Omit<T, 'replicas' | 'userData'> {
  const { replicas: _r, userData: _u, ...rest } = settings;
  return rest;
}

/** Replaces the live index by its filled temporary index in one move. */
async function moveIntoPlace(client: IndexingClient, indexName: string): Promise<void> {
  const temporary = temporaryIndexName(indexName);
  const task = await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: indexName } });
  await client.waitForTask({ indexName: temporary, taskID: task.taskID });
}

/** The live index's final settings: replicas (with the settings forwarded) and their rankings; the marker comes later. */
async function pushSettings(client: IndexingClient, config: SearchIndexConfig, attributeKeys: string[], marker: CatalogueMarker): Promise<void> {
  const { userData: _u, ...settings } = productIndexSettings(config, attributeKeys, marker);
  const primary = await client.setSettings({ indexName: config.indexName, indexSettings: settings, forwardToReplicas: true });
  await client.waitForTask({ indexName: config.indexName, taskID: primary.taskID });
  for (const sorting of SORTINGS) {
    if (sorting === 'recommended') continue;
    const indexName = config.sortings[sorting];
    if (indexName === config.indexName) continue;
    await setSettings(client, indexName, { ranking: replicaRanking(sorting, config) });
  }
  for (const replica of currencyReplicas(config))
    await setSettings(client, replica.indexName, { ranking: replicaRanking(replica.sorting, config, replica.currency) });
}

export async function reindexIfChanged(options: ReindexOptions): Promise<ReindexResult> {
  const started = Date.now();
  const { catalogue, client, log = () => {} } = options;
  const version = await catalogue.version();
  const marker: CatalogueMarker = { catalogueVersion: version, schemaVersion: SEARCH_SCHEMA_VERSION };
  const configs = allSearchIndexConfigs(options.projectConfig?.searchIndexes).filter((c) => !options.languages || options.languages.includes(c.language));

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
  // Records go into temporary indices, started afresh (a leftover of an interrupted run would
  // mix in records no longer in the catalogue); the live indices keep answering meanwhile.
  for (const config of stale) {
    for (const indexName of [config.indexName, config.suggestIndexName].map(temporaryIndexName)) {
      const task = await client.deleteIndex({ indexName });
      await client.waitForTask({ indexName, taskID: task.taskID });
    }
  }
  const attributeKeys = new Set<string>();
  const suggestions = new SuggestionCollector();
  let products = 0;
  for await (const batch of catalogue.listProducts({ batchSize: options.batchSize ?? 1000 })) {
    products += batch.length;
    for (const p of batch) for (const k of Object.keys(p.attributes)) attributeKeys.add(k);
    for (const config of stale) {
      const records = batch.flatMap((p) => buildRecords(p, config.language, categoriesById));
      if (config === stale[0]) for (const r of records) suggestions.add(r);
      await client.saveObjects({ indexName: temporaryIndexName(config.indexName), objects: records, waitForTasks: true });
    }
  }
  const keys = [...attributeKeys].sort();
  for (const config of stale) {
    await setSettings(client, temporaryIndexName(config.indexName), withoutReplicasAndMarker(productIndexSettings(config, keys, marker)));
    await client.saveObjects({
      indexName: temporaryIndexName(config.suggestIndexName),
      objects: suggestions.records(config.language, categoriesById),
      waitForTasks: true,
    });
    await setSettings(client, temporaryIndexName(config.suggestIndexName), withoutReplicasAndMarker(suggestionIndexSettings(marker)));
    await moveIntoPlace(client, config.indexName);
    await moveIntoPlace(client, config.suggestIndexName);
    await pushSettings(client, config, keys, marker);
    // The marker last: a reindex interrupted before this point is redone at the next start.
    await setSettings(client, config.suggestIndexName, { userData: marker });
    await setSettings(client, config.indexName, { userData: marker });
  }
  log(`search: indexed ${products} products into ${stale.length} language(s) in ${Date.now() - started} ms`);
  return { reindexed: true, catalogueVersion: version, languages: stale.map((c) => c.language), products, ms: Date.now() - started };
}
