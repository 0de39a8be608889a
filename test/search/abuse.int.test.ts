import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngineThread } from '../../host/search-engine';
import { APP_ID, SEARCH_KEY, WRITE_KEY, startSearchServer } from './server';

/** Issue 18: what the search API does with a gzip bomb (F2) and with index names that point outside its folder (F12). */
let dir = '';
let server: Awaited<ReturnType<typeof startSearchServer>>;
let engine: SearchEngineThread | undefined;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-abuse-'));
  engine = await SearchEngineThread.open(path.join(dir, 'search'));
  server = await startSearchServer(engine);
});
afterAll(async () => {
  await server?.close();
  await engine?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A POST with the path exactly as given (fetch would resolve `..` segments before sending). */
function post(urlPath: string, body: Buffer | string, key: string, headers: Record<string, string> = {}): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: urlPath,
        headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': key, 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Nothing written beside the engine's folder, nor beside the temp folder that holds it. */
function nothingOutside() {
  expect(fs.readdirSync(dir).filter((n) => n !== 'search')).toEqual([]);
  expect(fs.readdirSync(path.dirname(dir)).filter((n) => n.startsWith(`${path.basename(dir)}.`))).toEqual([]);
}

describe('F2: gzip bodies', () => {
  it('refuses a search body that unpacks beyond its cap (413), whatever its packed size', async () => {
    const bomb = gzipSync(Buffer.from(`{"requests":[{"indexName":"x","params":"${'a'.repeat(4 * 1024 * 1024)}"}]}`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await post('/1/indexes/*/queries', bomb, SEARCH_KEY, { 'content-encoding': 'gzip' });
    expect(res.status).toBe(413);
  });

  it('still reads a small gzip search body', async () => {
    const res = await post('/1/indexes/*/queries', gzipSync(Buffer.from('{"requests":[]}')), SEARCH_KEY, { 'content-encoding': 'gzip' });
    expect(res.status).toBe(200);
  });
});

describe('F12: index names', () => {
  it.each(['..', '.', '..%2F..%2Fetc', 'a%5Cb', 'a%00b'])('refuses the index name %s on writes, and writes nothing outside the folder', async (name) => {
    const res = await post(`/1/indexes/${name}/batch`, JSON.stringify({ requests: [{ action: 'addObject', body: { objectID: '1' } }] }), WRITE_KEY);
    // A bare `..` or `.` segment is resolved away by URL parsing (no route: 404); encoded forms reach the name check (400).
    expect([400, 404]).toContain(res.status);
    nothingOutside();
  });

  it('refuses them as the destination of a move or copy, and in a multi-index batch', async () => {
    await post('/1/indexes/source/batch', JSON.stringify({ requests: [{ action: 'addObject', body: { objectID: '1' } }] }), WRITE_KEY);
    const move = await post('/1/indexes/source/operation', JSON.stringify({ operation: 'copy', destination: '..' }), WRITE_KEY);
    expect(move.status).toBe(400);
    const batch = await post(
      '/1/indexes/*/batch',
      JSON.stringify({ requests: [{ action: 'addObject', indexName: '..', body: { objectID: '1' } }] }),
      WRITE_KEY,
    );
    expect(batch.status).toBe(400);
    nothingOutside();
  });
});
