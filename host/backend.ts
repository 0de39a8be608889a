import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../extensions/config';
import { shopFor, attachLocalDeployment, type Shop } from '../extensions/composition-root';
import { requireSearchWriteKey, usesEmbeddedSearch } from '../extensions/settings';
import { reindexIfChanged, type ReindexResult } from '../extensions/search/indexer';
import type { SearchIndexesEntry } from '../src/search/index-entries';
import { createSearchClient, INDEXING_TIMEOUTS } from '../src/search/client';
import { SearchEngineThread, createSearchHttpHandler } from './search-engine';
import { imageLookOf, parseMediaPath, renderProductImageSvg } from './media/product-images';
import { createServedImages } from './media/served-images';
import { createImageEncoder } from './media/encode-image';

/**
 * What the host serves beside pages and actions: the embedded search engine's Algolia-compatible
 * HTTP API (when the settings choose it) and the generated product images. The services come from
 * the composition root, like inside commercetools Frontend; the host only tells the root where its
 * data directory and its own search address are.
 */
export interface Backend {
  shop: Shop;
  /** Handles the search API and media paths; false for everything else. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** The host listens on `port` at `url`: the embedded search engine is reachable there, and mail links start with `url` unless SHOP_URL is set. */
  listening(port: number, url: string): void;
  /** Pushes the catalogue into the search indices when it changed (through the algoliasearch client). */
  index(port: number, projectConfiguration: Record<string, unknown>, force?: boolean): Promise<ReindexResult>;
  close(): Promise<void>;
}

export async function startBackend(config: ServerConfig, log: (message: string) => void): Promise<Backend> {
  const deployment = attachLocalDeployment({
    env: config.env,
    embedded: { dataDir: config.dataDir, catalogueSize: config.CATALOGUE_SIZE, catalogueSeed: config.CATALOGUE_SEED, log },
  });
  const shop = await shopFor(undefined);
  const embeddedSearch = usesEmbeddedSearch(shop.settings.search);
  // The engine runs on a thread of its own: no query ever holds up pages and actions.
  const engine = embeddedSearch ? await SearchEngineThread.open(path.join(config.dataDir, 'search')) : null;
  const encodeImage = createImageEncoder();
  const servedImage = createServedImages();
  const search = engine
    ? createSearchHttpHandler({
        engine,
        appId: shop.settings.search.appId,
        searchKey: shop.settings.search.apiKey,
        writeKey: requireSearchWriteKey(shop.settings),
      })
    : null;

  return {
    shop,
    async handle(req, res, url) {
      if (url.pathname.startsWith('/media/product/')) {
        const media = parseMediaPath(url.pathname);
        if (!media) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return true;
        }
        const image = await servedImage(url.pathname, async () => {
          const product = await shop.services.catalogue.getProductByItemNumber(media.itemnum);
          return encodeImage(renderProductImageSvg(media, imageLookOf(product, media.itemnum)), media.format);
        });
        // Deterministic per URL: cache for a long time.
        res.writeHead(200, { 'content-type': image.contentType, 'cache-control': 'public, max-age=604800', 'content-length': image.body.length });
        res.end(image.body);
        return true;
      }
      return search ? search(req, res) : false;
    },
    listening(port, url) {
      deployment.setShopUrl(url);
      if (embeddedSearch) deployment.setEmbeddedSearchHost({ url: '127.0.0.1', port, protocol: 'http' });
    },
    async index(port, projectConfiguration, force = false) {
      const hosts = embeddedSearch ? [{ url: '127.0.0.1', port, protocol: 'http' as const }] : shop.settings.search.hosts;
      const client = createSearchClient({
        appId: shop.settings.search.appId,
        apiKey: requireSearchWriteKey(shop.settings),
        hosts,
        timeouts: INDEXING_TIMEOUTS,
      });
      const searchIndexes = (projectConfiguration.searchIndexes ?? []) as SearchIndexesEntry[];
      return reindexIfChanged({ catalogue: shop.services.catalogue, client, projectConfig: { searchIndexes }, force, log });
    },
    async close() {
      await engine?.close();
      await deployment.release();
    },
  };
}
