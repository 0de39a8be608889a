import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { browserSearchHosts, clientOptions, type SearchClientConfig } from './hosts';

export { browserSearchHosts };

/** The browser's read-only search client (search, facet-value search), same hosts and timeouts. */
export function createLiteSearchClient(config: SearchClientConfig): LiteClient {
  const hosts = browserSearchHosts(config, typeof window === 'undefined' ? undefined : window.location);
  return liteClient(config.appId, config.apiKey, clientOptions({ ...config, hosts }));
}
