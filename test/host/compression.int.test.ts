import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../host/compression';
import { startTestHost, type TestHost } from '../support/host';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.close();
});

/** A raw GET (fetch would decompress behind our back): status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('sends a listing page with Brotli, and the same page uncompressed to a client that takes none', async () => {
    const br = await rawGet(`${host.url}/bekleidung`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.body).toString('utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const plain = await rawGet(`${host.url}/bekleidung`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(br.body.length * 3);
  });

  it("reports a page's time on the server: its data, its render and its compression", async () => {
    const res = await rawGet(`${host.url}/bekleidung`, 'br');
    const metrics = Object.fromEntries(
      String(res.headers['server-timing'])
        .split(',')
        .map((metric) => /^\s*(\w+);dur=([\d.]+)\s*$/.exec(metric)!)
        .map((match) => [match[1], Number(match[2])]),
    );
    expect(Object.keys(metrics)).toEqual(['data', 'render', 'compress']);
    for (const duration of Object.values(metrics)) expect(duration).toBeGreaterThanOrEqual(0);
    // An action's answer does not report one.
    expect((await rawGet(`${host.url}/api/cart/cart`, 'br')).headers['server-timing']).toBeUndefined();
  });

  it('gzips action answers (JSON) for a gzip-only client', async () => {
    const res = await rawGet(`${host.url}/api/cart/cart`, 'gzip');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString('utf8') : res.body.toString('utf8');
    expect(JSON.parse(text)).toHaveProperty('success');
  });
});

describe('connections', () => {
  it('keeps an idle keep-alive connection open beyond a few seconds, so a client reusing it is not reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        http
          .get(`${host.url}/health`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: res.socket }));
          })
          .on('error', reject);
      });
    try {
      const first = await get();
      // Longer than Node's default keep-alive timeout (5 s), with which the server had closed it.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
