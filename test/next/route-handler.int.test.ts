import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../support/host';
import { allProducts, DEMO } from '../backend/support';
import { createSpecRouteHandler, specAddresses } from '../../src/next';
import { routes } from '../../extensions/routes';
import { createSessionCodec } from '../../host/session';

/**
 * The spec's addresses on a Frontend site: the package's route handler, served over real HTTP the way
 * Next.js serves an app-router route handler (web Request in, web Response out), forwarding to the
 * host standing in for the API hub. A client keeps the site's cookies, as a browser or an app's web
 * view does.
 */
let hub: TestHost;
let site: http.Server;
let siteUrl = '';
const codec = createSessionCodec('test-session-secret');

/** Node's request as the web Request a Next.js route handler receives, and its Response back. */
function serve(handler: (request: Request) => Promise<Response>) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      const response = await handler(request);
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') out[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) out['set-cookie'] = cookies;
      res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
    });
  });
}

class Client {
  cookies = new Map<string, string>();
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${siteUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    return { status: res.status, headers: res.headers, body: await res.json() };
  }
}

beforeAll(async () => {
  hub = await startTestHost({ catalogueSize: 40 });
  site = serve(createSpecRouteHandler({ endpoint: `${hub.url}/`, extensionVersion: 'build-1', defaultLocale: 'de_DE' }));
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((r) => site?.close(() => r()));
  await hub?.close();
});

async function stockedSku() {
  for (const p of await allProducts(hub.services)) {
    if (p.productType !== 'regular') continue;
    for (const cv of p.colorVariants) for (const sv of cv.sizeVariants) if (!sv.isNos && sv.stock >= 3) return sv.sku;
  }
  throw new Error('no stocked variant');
}

describe('the spec address table', () => {
  it("lists every /api and /_hirmer address of the route table with its action, and nothing of the host's own", () => {
    expect(specAddresses.length).toBe(routes.filter((r) => r.path !== '/health/actions').length);
    expect(specAddresses).toContainEqual({ method: 'POST', path: '/api/cart/cart/add', action: 'hirmer-cart/add' });
    expect(specAddresses).toContainEqual({ method: 'GET', path: '/_hirmer/api/account/orders/history/{year}', action: 'hirmer-orders/historyByYear' });
    expect(specAddresses.every((a) => a.path.startsWith('/api/') || a.path.startsWith('/_hirmer/'))).toBe(true);
  });
});

describe('the Next.js route handler for the spec addresses', () => {
  it("keeps a basket through the site's frontastic-session cookie, which the hub's token fills", async () => {
    const shopper = new Client();
    const sku = await stockedSku();
    const added = await shopper.call('POST', '/api/cart/cart/add', { variant: { sku }, count: 2 });
    expect(added.status).toBe(200);
    const cookie = shopper.cookies.get('frontastic-session')!;
    expect(codec.decode(decodeURIComponent(cookie))).toMatchObject({ sessionId: expect.any(String) });
    const setCookie = added.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^frontastic-session=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const read = await shopper.call('GET', '/api/cart/cart');
    expect(read.body.cart.lineItems.map((l: { count: number }) => l.count)).toEqual([2]);
    // A stranger has a basket of its own.
    expect((await new Client().call('GET', '/api/cart/cart')).body.cart.lineItems).toEqual([]);
  });

  it('signs in on /_hirmer/api, moves path parameters into the query and clears the session on logout', async () => {
    const shopper = new Client();
    expect((await shopper.call('POST', '/_hirmer/api/account/login', DEMO)).status).toBe(200);
    expect((await shopper.call('GET', '/_hirmer/api/account/refresh')).body).toMatchObject({ loggedIn: true, account: { email: DEMO.email } });
    const years = (await shopper.call('GET', '/_hirmer/api/account/orders/years')).body.data as number[];
    const ofYear = await shopper.call('GET', `/_hirmer/api/account/orders/history/${years[0]}`);
    expect(ofYear.status).toBe(200);
    expect(ofYear.body.data.length).toBeGreaterThan(0);
    expect((await shopper.call('GET', '/_hirmer/api/account/orders/history/abc')).status).toBe(400);
    await shopper.call('POST', '/_hirmer/api/account/logout', {});
    expect(codec.decode(decodeURIComponent(shopper.cookies.get('frontastic-session')!))).toEqual({});
    expect((await shopper.call('GET', '/_hirmer/api/account/refresh')).body).toEqual({ loggedIn: false });
  });

  it("takes an app web view's Frontastic-Session header, and the locale of the address or the locale cookie", async () => {
    const shopper = new Client();
    await shopper.call('POST', '/api/account/login', DEMO);
    const token = decodeURIComponent(shopper.cookies.get('frontastic-session')!);
    const webView = await new Client().call('GET', '/_hirmer/api/account/refresh', undefined, { 'frontastic-session': token });
    expect(webView.body).toMatchObject({ loggedIn: true });
    const currency = async (headers: Record<string, string>, query = '') =>
      (await new Client().call('GET', `/api/cart/cart${query}`, undefined, headers)).body.cart.currency;
    expect(await currency({})).toBe('EUR');
    expect(await currency({ cookie: 'locale=pl_PL' })).toBe('PLN');
    expect(await currency({}, '?locale=de_CH')).toBe('CHF');
  });

  it("answers in the spec's error shape: unknown address 404, wrong method 405, another site's change 403, a form's body 415", async () => {
    const client = new Client();
    expect(await client.call('GET', '/api/nothing/here')).toMatchObject({ status: 404, body: { success: false, errors: [{ code: 'not_found' }] } });
    const wrong = await client.call('GET', '/api/cart/cart/add');
    expect(wrong).toMatchObject({ status: 405, body: { errors: [{ code: 'method_not_allowed' }] } });
    expect(wrong.headers.get('allow')).toBe('POST');
    const foreign = await client.call('POST', '/api/cart/cart/add', {}, { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { errors: [{ code: 'cross_site_request' }] } });
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const form = await client.call('POST', '/_hirmer/api/account/login', JSON.stringify(DEMO), { 'content-type': 'text/plain' });
    expect(form).toMatchObject({ status: 415, body: { errors: [{ code: 'unsupported_media_type' }] } });
    expect((await client.call('GET', '/api/cart/%E0%A4%A')).status).toBe(400);
  });

  it('answers 502 in the JSON shape when the hub cannot be reached or answers no JSON', async () => {
    const html = http.createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>'));
    await new Promise<void>((r) => html.listen(0, '127.0.0.1', r));
    try {
      for (const endpoint of [`http://127.0.0.1:${(html.address() as AddressInfo).port}`, 'http://127.0.0.1:1']) {
        const handler = createSpecRouteHandler({ endpoint });
        const res = await handler(new Request('http://site.example/api/cart/cart'));
        expect(res.status).toBe(502);
        expect(await res.json()).toMatchObject({ success: false, errors: [{ code: 'bad_gateway' }] });
      }
    } finally {
      html.close();
    }
  });

  it('serves under a base path', async () => {
    const handler = createSpecRouteHandler({ endpoint: hub.url, basePath: '/shop' });
    const res = await handler(new Request('http://site.example/shop/api/cart/cart'));
    expect(res.status).toBe(200);
    expect((await res.json()).cart.lineItems).toEqual([]);
  });
});
