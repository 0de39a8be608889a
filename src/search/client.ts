import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { clientOptions, type SearchClientConfig } from './hosts';

export * from './hosts';

/**
 * The one factory of the full `algoliasearch` client (search and write methods): the server's
 * indexer and data sources use it. Browser code reads through `createLiteSearchClient`
 * (src/search/lite-client.ts, about 6 KB instead of 22 KB).
 */
export function createSearchClient(config: SearchClientConfig): Algoliasearch {
  return algoliasearch(config.appId, config.apiKey, clientOptions(config));
}
