/**
 * Rebuilds the search indices from the catalogue: `npm run reindex [-- --force] [-- --language de]`.
 *
 * With SEARCH_HOSTS set, it writes to that search service (Algolia in production) with
 * SEARCH_APP_ID / SEARCH_WRITE_KEY. Without, it fills the embedded engine's snapshot under
 * DATA_DIR/search through a private HTTP listener, the same client calls as the host makes; a
 * running host picks the new snapshot up on its next start (or reindexes itself on start when
 * the catalogue changed).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../extensions/config';
import { openDatabase } from '../extensions/adapters/embedded/db';
import { createCatalogue } from '../extensions/adapters/embedded/catalogue';
import { DATABASE_FILE } from '../extensions/services/create';
import { SearchEngine } from '../extensions/search/engine/engine';
import { createSearchHttpHandler } from '../extensions/search/http';
import { reindexIfChanged } from '../extensions/search/indexer';
import { createSearchClient, INDEXING_TIMEOUTS, parseSearchHosts, type SearchHost } from '../src/search/client';
import { languageSchema } from '../src/config/languages';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, language: { type: 'string', multiple: true } } });
const languages = values.language?.map((l) => languageSchema.parse(l));
const config = readServerConfig();

async function storedSearchIndexes(): Promise<unknown> {
  try {
    const project = JSON.parse(await readFile(path.resolve('site/project.json'), 'utf8')) as Record<string, unknown>;
    const configuration = (project.projectConfiguration ?? project) as Record<string, unknown>;
    return configuration.searchIndexes;
  } catch {
    return undefined;
  }
}

const db = openDatabase(path.join(config.dataDir, DATABASE_FILE));
const catalogue = createCatalogue(db);
let engine: SearchEngine | null = null;
let server: http.Server | null = null;
try {
  let hosts: SearchHost[];
  if (config.SEARCH_HOSTS.trim()) {
    hosts = parseSearchHosts(config.SEARCH_HOSTS);
  } else {
    engine = await SearchEngine.open(path.join(config.dataDir, 'search'));
    const handler = createSearchHttpHandler({
      engine, appId: config.SEARCH_APP_ID, searchKey: config.SEARCH_API_KEY, writeKey: config.SEARCH_WRITE_KEY,
    });
    server = http.createServer((req, res) => { void handler(req, res); });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    hosts = [{ url: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' }];
  }
  const client = createSearchClient({ appId: config.SEARCH_APP_ID, apiKey: config.SEARCH_WRITE_KEY, hosts, timeouts: INDEXING_TIMEOUTS });
  const result = await reindexIfChanged({
    catalogue, client, force: values.force, languages,
    projectConfig: { searchIndexes: (await storedSearchIndexes()) as never },
    log: (m) => console.log(m),
  });
  console.log(result.reindexed ? `Reindexed ${result.products} products (${result.languages.join(', ')}) in ${result.ms} ms.` : 'Search indices are up to date (use --force to rebuild).');
} finally {
  server?.closeAllConnections();
  server?.close();
  await engine?.close();
  db.close();
}
