import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, crmParams, onTechnicalError, request } from '../../src/api/request';

let server: http.Server;
let base = '';
const seen: { method?: string; url?: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, headers: req.headers });
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('{}'), 500);
      if (req.url?.startsWith('/broken')) return void res.writeHead(200).end('<html>oops');
      if (req.url?.startsWith('/bad')) {
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, errors: [{ code: 'invalid', message: 'Too short', field: 'email' }] }));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('request helper', () => {
  it('sends JSON with POST and no body with GET', async () => {
    const post = await request<{ echo: unknown }>(`${base}/ok`, { method: 'POST', body: { a: 1 }, pageUrl: 'http://shop/' });
    expect(post).toMatchObject({ ok: true, data: { echo: { a: 1 } } });
    await request(`${base}/ok`, { pageUrl: 'http://shop/' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
    expect(seen.at(-1)!.headers.accept).toBe('application/json');
  });

  it.each([
    [
      'uid and euid pass all CRM parameters',
      'http://shop/?uid=1&euid=2&llid=3&cid=4&confirm=1&sc_customer=9&x=y',
      { uid: '1', euid: '2', llid: '3', cid: '4', confirm: '1', sc_customer: '9' },
    ],
    ['only uid passes uid', 'http://shop/?uid=1&llid=3', { uid: '1' }],
    ['without uid nothing is passed', 'http://shop/?euid=2', {}],
  ])('%s', async (_rule, pageUrl, expected) => {
    expect(crmParams(pageUrl)).toEqual(expected);
    const result = await request<{ echo: unknown }>(`${base}/ok`, { method: 'POST', body: { email: 'a@b.de' }, pageUrl });
    expect(result.ok && result.data.echo).toEqual({ email: 'a@b.de', ...expected });
  });

  it('returns the endpoint errors of a 4xx answer', async () => {
    const result = await request(`${base}/bad`, { method: 'POST', body: {}, pageUrl: 'http://shop/' });
    expect(result).toEqual({ ok: false, status: 400, kind: 'failure', errors: [{ code: 'invalid', message: 'Too short', field: 'email' }] });
  });

  it('reports a malformed answer and a timeout as technical errors', async () => {
    const technical: string[] = [];
    const stop = onTechnicalError((result) => technical.push(result.kind));
    const malformed = await request(`${base}/broken`, { pageUrl: 'http://shop/' });
    const slow = await request(`${base}/slow`, { pageUrl: 'http://shop/', timeoutMs: 50 });
    stop();
    expect(malformed).toMatchObject({ ok: false, kind: 'malformed' });
    expect(slow).toMatchObject({ ok: false, kind: 'timeout', errors: [{ message: 'There is some technical problem. Please try it again!' }] });
    expect(technical).toEqual(['malformed', 'timeout']);
  });

  it('serialises array query values as repeated keys', () => {
    expect(buildPath('/api/review', { productIds: ['1', '2'], empty: undefined, page: 2 })).toBe('/api/review?productIds=1&productIds=2&page=2');
  });
});
