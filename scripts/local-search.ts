/**
 * What the search scripts (`npm run reindex`, `npm run stock:import`) share: the site's index
 * names, and the embedded engine served on a private listener when the settings choose it (app id
 * `embedded`, no hosts), so that the same algoliasearch calls as against Algolia fill its snapshot
 * under DATA_DIR/search.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { attachLocalDeployment, type LocalDeploymentHandle, type Shop } from '../extensions/composition-root';
import { readServerConfig } from '../extensions/config';
import { requireSearchWriteKey, usesEmbeddedSearch } from '../extensions/settings';
import { SearchEngine, createSearchHttpHandler, inThisThread } from '../host/search-engine';
import type { SearchHost } from '../src/search/client';

/**
 * The server's settings, and the local deployment a script's shop is composed with (the embedded
 * backend under DATA_DIR, with the catalogue size and seed the host uses); release it at the end.
 */
export function attachScriptDeployment(): { config: ReturnType<typeof readServerConfig>; deployment: LocalDeploymentHandle } {
  const config = readServerConfig();
  const deployment = attachLocalDeployment({
    env: config.env,
    embedded: { dataDir: config.dataDir, catalogueSize: config.CATALOGUE_SIZE, catalogueSeed: config.CATALOGUE_SEED },
  });
  return { config, deployment };
}

/** `searchIndexes` of site/project.json (the local site's index names), or undefined. */
export async function siteSearchIndexes(): Promise<unknown> {
  try {
    const project = JSON.parse(await readFile(path.resolve('site/project.json'), 'utf8')) as Record<string, unknown>;
    const configuration = (project.projectConfiguration ?? project) as Record<string, unknown>;
    return configuration.searchIndexes;
  } catch {
    return undefined;
  }
}

/**
 * The search service the shop's settings name: its hosts, or (embedded engine) the engine of
 * `dataDir` on a private listener in this thread (nothing else waits on a script), closed with
 * `close` (its snapshot written).
 */
export async function scriptSearchTarget(shop: Shop, dataDir: string): Promise<{ hosts: SearchHost[]; close(): Promise<void> }> {
  if (!usesEmbeddedSearch(shop.settings.search)) return { hosts: shop.settings.search.hosts, close: async () => {} };
  const engine = await SearchEngine.open(path.join(dataDir, 'search'));
  const handler = createSearchHttpHandler({
    engine: inThisThread(engine),
    appId: shop.settings.search.appId,
    searchKey: shop.settings.search.apiKey,
    writeKey: requireSearchWriteKey(shop.settings),
  });
  const server = http.createServer((req, res) => {
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    hosts: [{ url: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' }],
    async close() {
      server.closeAllConnections();
      server.close();
      await engine.close();
    },
  };
}
