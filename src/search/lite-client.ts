import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { clientOptions, type SearchClientConfig } from './hosts';

/** The browser's read-only search client (search, facet-value search), same hosts and timeouts. */
export function createLiteSearchClient(config: SearchClientConfig): LiteClient {
  return liteClient(config.appId, config.apiKey, clientOptions(config));
}
