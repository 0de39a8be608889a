import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../extensions/config';
import { openServices } from '../extensions/services/create';
import { setServices, type Services } from '../extensions/services';
import { SearchEngine } from '../extensions/search/engine/engine';
import { createSearchHttpHandler } from '../extensions/search/http';
import { reindexIfChanged, type ReindexResult } from '../extensions/search/indexer';
import type { SearchIndexesEntry } from '../src/search/index-config';
import { createSearchClient, INDEXING_TIMEOUTS, parseSearchHosts } from '../src/search/client';
import { parseMediaPath, renderProductImageSvg } from '../extensions/adapters/embedded/media';

/**
 * The embedded default behind the ports: the SQLite backend, the in-process search engine with its
 * Algolia-compatible HTTP API, and the generated product images. Production replaces these by
 * configuration (COMMERCE_BACKEND, SEARCH_HOSTS ...), the actions do not change.
 */
export interface Backend {
  services: Services & { close(): void };
  /** Handles the search API and media paths; false for everything else. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** Pushes the catalogue into the search indices when it changed (through the algoliasearch client). */
  index(port: number, projectConfiguration: Record<string, unknown>, force?: boolean): Promise<ReindexResult>;
  close(): Promise<void>;
}

export async function startBackend(config: ServerConfig, log: (message: string) => void): Promise<Backend> {
  const services = await openServices(config, { log });
  setServices(services);
  const embeddedSearch = config.SEARCH_HOSTS.trim() === '';
  const engine = embeddedSearch ? await SearchEngine.open(path.join(config.dataDir, 'search')) : null;
  const search = engine
    ? createSearchHttpHandler({ engine, appId: config.SEARCH_APP_ID, searchKey: config.SEARCH_API_KEY, writeKey: config.SEARCH_WRITE_KEY })
    : null;

  return {
    services,
    async handle(req, res, url) {
      if (url.pathname.startsWith('/media/product/')) {
        const media = parseMediaPath(url.pathname);
        if (!media) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return true;
        }
        const svg = renderProductImageSvg(media);
        // Deterministic per URL: cache for a long time.
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=604800', 'content-length': Buffer.byteLength(svg) });
        res.end(svg);
        return true;
      }
      return search ? search(req, res) : false;
    },
    async index(port, projectConfiguration, force = false) {
      const hosts = embeddedSearch ? [{ url: '127.0.0.1', port, protocol: 'http' as const }] : parseSearchHosts(config.SEARCH_HOSTS);
      const client = createSearchClient({ appId: config.SEARCH_APP_ID, apiKey: config.SEARCH_WRITE_KEY, hosts, timeouts: INDEXING_TIMEOUTS });
      const searchIndexes = (projectConfiguration.searchIndexes ?? []) as SearchIndexesEntry[];
      return reindexIfChanged({ catalogue: services.catalogue, client, projectConfig: { searchIndexes }, force, log });
    },
    async close() {
      await engine?.close();
      setServices(null);
      services.close();
    },
  };
}
