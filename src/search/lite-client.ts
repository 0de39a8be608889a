import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { clientOptions, EMBEDDED_SEARCH_APP_ID, type SearchClientConfig, type SearchHost } from './hosts';

/**
 * The hosts a browser searches: the configured ones; for the local host's embedded engine (app id
 * `embedded`, no hosts) the page's own origin; none means Algolia's own hosts of the app id.
 */
export function browserSearchHosts(config: SearchClientConfig, location: Pick<Location, 'hostname' | 'port' | 'protocol'> | undefined): readonly SearchHost[] | undefined {
  if (config.hosts?.length || config.appId !== EMBEDDED_SEARCH_APP_ID || !location) return config.hosts;
  return [{ url: location.hostname, protocol: location.protocol === 'https:' ? 'https' : 'http', ...(location.port ? { port: Number(location.port) } : {}) }];
}

/** The browser's read-only search client (search, facet-value search), same hosts and timeouts. */
export function createLiteSearchClient(config: SearchClientConfig): LiteClient {
  const hosts = browserSearchHosts(config, typeof window === 'undefined' ? undefined : window.location);
  return liteClient(config.appId, config.apiKey, clientOptions({ ...config, hosts }));
}
