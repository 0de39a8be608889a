import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SearchEngineThread, createSearchHttpHandler, InsightsLog, type SearchBackend, type SearchHttpOptions } from '../../host/search-engine';
import { createSearchClient } from '../../src/search/client';

export const APP_ID = 'test-app';
export const SEARCH_KEY = 'test-search-key';
export const WRITE_KEY = 'test-write-key';

/**
 * A real HTTP server on 127.0.0.1 with the search handler, and clients pointed at it. The engine
 * runs on its own thread as in the host (in memory unless one is given; a given one is the
 * caller's to close).
 */
export async function startSearchServer(given?: SearchBackend, options: Pick<SearchHttpOptions, 'maxInFlightPerKey'> = {}) {
  const engine = given ?? (await SearchEngineThread.open(null));
  const insights = new InsightsLog();
  const handler = createSearchHttpHandler({ engine, appId: APP_ID, searchKey: SEARCH_KEY, writeKey: WRITE_KEY, insights, ...options });
  const server = http.createServer((req, res) => {
    handler(req, res).then(
      (handled) => {
        if (!handled) {
          res.writeHead(404);
          res.end('not search');
        }
      },
      () => {
        res.writeHead(400);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const }];
  return {
    engine,
    insights,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    writeClient: createSearchClient({ appId: APP_ID, apiKey: WRITE_KEY, hosts }),
    searchClient: createSearchClient({ appId: APP_ID, apiKey: SEARCH_KEY, hosts }),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (!given) await (engine as SearchEngineThread).close();
    },
  };
}

/** The error a client call fails with (its HTTP status and message); fails the test if the call succeeds. */
export async function errorOf(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise;
  } catch (e) {
    return e as { status?: number; message: string };
  }
  throw new Error('expected the request to fail');
}
