// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, call, crmParams, onTechnicalError } from '../../src/api/request';
import { fetchTransport, installTransport, type ActionCall, type Transport } from '../../src/api/transport';
import { readSessionToken, sessionTokenCookie } from '../../src/state/session-token';
import { FRONTASTIC_SESSION_COOKIE } from '../../src/config/constants';
import { writeCookie } from '../../src/state/cookies';

/**
 * The browser's transport (src/api/transport.ts) against a real HTTP server standing in for the API
 * hub: the runtime's address, headers and session token, and what a caller gets for each kind of
 * answer. (The host as that hub: test/host/api-hub.test.ts; in Chromium, cross-origin: test/e2e.)
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let endpoint = '';
const seen: Seen[] = [];
let issued = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const action = new URL(req.url!, 'http://x').pathname.replace('/frontastic/action/', '');
      if (action === 'test/slow') return void setTimeout(() => res.end('{}'), 500);
      if (action === 'test/html') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
      if (action === 'test/gateway') return void res.writeHead(502).end('Bad gateway');
      if (action === 'test/bad') {
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, errors: [{ code: 'invalid', message: 'Too short', field: 'email' }] }));
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (action === 'test/session') headers['frontastic-session'] = `token-${++issued}`;
      if (action === 'test/slow-session') {
        // A session's answer that takes its time: it names the token it was sent with.
        const token = `token-${++issued}-after-${req.headers['frontastic-session'] ?? 'none'}`;
        return void setTimeout(() => res.writeHead(200, { ...headers, 'frontastic-session': token }).end('{}'), 300);
      }
      res.writeHead(200, headers).end(JSON.stringify({ echo: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  writeCookie(FRONTASTIC_SESSION_COOKIE, '', 0);
  installTransport(undefined);
});

const send = (transport: Transport, call: Partial<ActionCall> & { action: string }) =>
  transport.send({ method: 'GET', signal: AbortSignal.timeout(5_000), ...call });

describe('the runtime protocol', () => {
  const transport = () => fetchTransport({ endpoint: `${endpoint}/`, extensionVersion: 'build-7' }, { code: 'de_AT', currency: 'EUR' }, sessionTokenCookie);

  it('posts JSON to {endpoint}/frontastic/action/{namespace}/{action} with the runtime headers', async () => {
    const answer = await send(transport(), { action: 'test/echo', method: 'POST', body: { a: 1 } });
    expect(answer).toEqual({ ok: true, status: 200, data: { echo: { a: 1 } } });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/frontastic/action/test/echo', body: '{"a":1}' });
    expect(request.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'frontastic-locale': 'de_AT',
      'frontastic-currency': 'EUR',
      'commercetools-frontend-extension-version': 'build-7',
    });
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers['frontastic-session']).toBeUndefined();
  });

  it('sends GET parameters in the query string, arrays as repeated keys, and no body', async () => {
    await send(transport(), { action: 'test/echo', query: { productIds: ['1', '2'], size: 0, none: undefined } });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/frontastic/action/test/echo?productIds=1&productIds=2&size=0', body: '' });
    expect(seen.at(-1)!.headers['content-type']).toBeUndefined();
    expect(buildPath('/a?x=1', { y: 'b c' })).toBe('/a?x=1&y=b+c');
  });

  it("keeps the token of the last answer in the site's frontastic-session cookie and sends it as Frontastic-Session", async () => {
    await send(transport(), { action: 'test/session' });
    expect(readSessionToken()).toBe('token-1');
    expect(document.cookie).toContain(`${FRONTASTIC_SESSION_COOKIE}=token-1`);
    await send(transport(), { action: 'test/echo' });
    expect(seen.at(-1)!.headers['frontastic-session']).toBe('token-1');
    // A token written by the project's own Frontend SDK is the same session.
    writeCookie(FRONTASTIC_SESSION_COOKIE, 'from-the-sdk', 1);
    await send(transport(), { action: 'test/echo' });
    expect(seen.at(-1)!.headers['frontastic-session']).toBe('from-the-sdk');
  });

  it('keeps the token of a change over the token of a read that was sent before it', async () => {
    // The page's first read has no session yet; the shopper adds meanwhile (here, the add answers first).
    const read = send(transport(), { action: 'test/slow-session' });
    await new Promise((r) => setTimeout(r, 50));
    await send(transport(), { action: 'test/session', method: 'POST', body: {} });
    const added = readSessionToken();
    expect(added).toMatch(/^token-\d+$/);
    await read;
    expect(readSessionToken()).toBe(added);
    // A session written outside the transport (another tab, the site's own /api call) wins over the read as well.
    const again = send(transport(), { action: 'test/slow-session' });
    writeCookie(FRONTASTIC_SESSION_COOKIE, 'from-another-tab', 1);
    await again;
    expect(readSessionToken()).toBe('from-another-tab');
    // Nothing changed meanwhile: the read's token is kept.
    await send(transport(), { action: 'test/slow-session' });
    expect(readSessionToken()).toMatch(/^token-\d+-after-from-another-tab$/);
  });

  it('sends changes one after another, each with the token the one before it left', async () => {
    const first = send(transport(), { action: 'test/slow-session', method: 'POST', body: { n: 1 } });
    const second = send(transport(), { action: 'test/slow-session', method: 'POST', body: { n: 2 } });
    await Promise.all([first, second]);
    const [a, b] = seen.filter((s) => s.url === '/frontastic/action/test/slow-session').slice(-2);
    expect(a!.headers['frontastic-session']).toBeUndefined();
    // The second went out only after the first answered, with the first's token.
    const firstToken = b!.headers['frontastic-session'];
    expect(firstToken).toMatch(/^token-\d+-after-none$/);
    expect(readSessionToken()).toMatch(new RegExp(`^token-\\d+-after-${firstToken}$`));
    // A read does not wait for the changes.
    const slowChange = send(transport(), { action: 'test/slow', method: 'POST', body: {} });
    const started = Date.now();
    await send(transport(), { action: 'test/echo' });
    expect(Date.now() - started).toBeLessThan(450);
    await slowChange;
  });

  it("answers an action's failure with its errors, anything else that is not its JSON as malformed", async () => {
    expect(await send(transport(), { action: 'test/bad', method: 'POST', body: {} })).toEqual({
      ok: false,
      status: 400,
      kind: 'failure',
      errors: [{ code: 'invalid', message: 'Too short', field: 'email' }],
    });
    expect(await send(transport(), { action: 'test/html' })).toMatchObject({
      ok: false,
      status: 404,
      kind: 'malformed',
      errors: [{ code: 'malformed_response' }],
    });
    expect(await send(transport(), { action: 'test/gateway' })).toMatchObject({ ok: false, status: 502, kind: 'malformed' });
  });
});

describe('call()', () => {
  /** A transport that records the calls and answers what the test says. */
  function recording(answer: (call: ActionCall) => Promise<unknown> | unknown = () => ({ ok: true, status: 200, data: {} })) {
    const calls: ActionCall[] = [];
    const transport: Transport = {
      send: async (c) => {
        calls.push(c);
        return (await answer(c)) as never;
      },
    };
    installTransport(transport);
    return calls;
  }

  it('names the action and passes query and body through the installed transport', async () => {
    const calls = recording();
    await call('GET', 'hirmer-orders/historyByYear', { query: { year: 2025 } });
    await call('POST', 'hirmer-cart/add', { body: { variant: { sku: 'a' }, count: 2 }, pageUrl: 'http://shop/' });
    expect(calls.map(({ action, method, query, body }) => ({ action, method, query, body }))).toEqual([
      { action: 'hirmer-orders/historyByYear', method: 'GET', query: { year: 2025 }, body: undefined },
      { action: 'hirmer-cart/add', method: 'POST', query: undefined, body: { variant: { sku: 'a' }, count: 2 } },
    ]);
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
    const calls = recording();
    await call('POST', 'hirmer-newsletter/subscribe', { body: { email: 'a@b.de' } as never, pageUrl });
    expect(calls[0]!.body).toEqual({ email: 'a@b.de', ...expected });
  });

  it('reports a malformed answer, a timeout and a dropped connection as technical errors, a failure not', async () => {
    const technical: string[] = [];
    const stop = onTechnicalError((result, action) => technical.push(`${result.kind} ${action}`));
    // The real transport, with the test server's answers under the contract's names.
    const real = fetchTransport({ endpoint });
    const through = (action: string): Transport => ({ send: (c) => real.send({ ...c, action }) });
    installTransport(through('test/html'));
    expect(await call('GET', 'hirmer-cart/get')).toMatchObject({ ok: false, kind: 'malformed' });
    installTransport(through('test/slow'));
    expect(await call('GET', 'hirmer-cart/get', { timeoutMs: 50 })).toMatchObject({
      ok: false,
      kind: 'timeout',
      errors: [{ message: 'There is some technical problem. Please try it again!' }],
    });
    installTransport({ endpoint: 'http://127.0.0.1:1' });
    expect(await call('GET', 'hirmer-cart/get')).toMatchObject({ ok: false, kind: 'network', status: 0 });
    installTransport(through('test/bad'));
    expect(await call('POST', 'hirmer-cart/add', { body: { variant: { sku: 'a' } }, pageUrl: 'http://shop/' })).toMatchObject({ kind: 'failure' });
    stop();
    expect(technical).toEqual(['malformed hirmer-cart/get', 'timeout hirmer-cart/get', 'network hirmer-cart/get']);
  });

  it("throws when the caller's own signal aborts", async () => {
    installTransport(fetchTransport({ endpoint }));
    const controller = new AbortController();
    const pending = call('GET', 'hirmer-cart/get', { signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
