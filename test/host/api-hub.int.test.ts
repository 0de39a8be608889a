import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionHandler, ExtensionRegistry } from '@frontastic/extension-types';
import { startTestHost, type TestHost } from '../support/host';
import { allProducts, DEMO } from '../backend/support';
import { createActionDispatcher, hubQuery } from '../../host/actions';
import { corsPolicy } from '../../host/cors';
import { createSessionCodec, SESSION_COOKIE } from '../../host/session';
import { SESSION_DATA_MAX_BYTES } from '../../src/config/constants';
import { getProject } from '../../src/config/projects';
import { parseLocale } from '../../src/config/locale';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';

/**
 * The host as commercetools Frontend's API hub: `/frontastic/action/{namespace}/{action}` with the
 * session in the `Frontastic-Session` header, no cookie of its origin, CORS for the site, the
 * locale from `Frontastic-Locale`; and the start option that puts the actions on a second origin.
 */
const SECRET = 'test-session-secret';
const codec = createSessionCodec(SECRET);

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  token: string | null;
}

/** A call as the shop's transport makes it: no cookies, the token in the header. */
async function action(base: string, name: string, options: { body?: unknown; token?: string | null; headers?: Record<string, string>; method?: string } = {}) {
  const res = await fetch(`${base}/frontastic/action/${name}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { 'frontastic-session': options.token } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {}, token: res.headers.get('frontastic-session') } satisfies Answer;
}

describe('the session rules of the runtime, over HTTP', () => {
  // An extension whose action answers what the test asks: no sessionData, null, or an object.
  const rule: ActionHandler = async (request) => {
    const answer = String(request.query.answer);
    const body = JSON.stringify({ seen: request.sessionData });
    if (answer === 'keep') return { statusCode: 200, body };
    if (answer === 'clear') return { statusCode: 200, body, sessionData: null };
    return { statusCode: 200, body, sessionData: { replaced: true } };
  };
  const registry: ExtensionRegistry = { actions: { test: { rule } } };
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    const dispatcher = createActionDispatcher({ extensions: registry, sessions: codec, secureCookies: false, cors: corsPolicy([]) });
    const project = getProject('hrm');
    const ctx = {
      project,
      locale: parseLocale('de_DE')!,
      environment: 'test' as const,
      projectConfiguration: parseProjectConfiguration({}, 'de'),
      storedConfiguration: {},
    };
    server = http.createServer((req, res) => void dispatcher.handle(req, res, new URL(req.url!, 'http://x'), () => ctx));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const start = codec.encode({ cartId: 'c1', accountId: 'a1' });
  it.each([
    ['no sessionData in the answer keeps the session: no new token, the old one stays valid', 'keep', null],
    ['null clears it: the new token carries nothing', 'clear', {}],
    ['an object replaces it: nothing of the old session is merged in', 'replace', { replaced: true }],
  ] as const)('%s', async (_rule, answer, expected) => {
    const res = await action(base, `test/rule?answer=${answer}`, { token: start });
    expect(res.body.seen).toEqual({ cartId: 'c1', accountId: 'a1' });
    expect(res.headers.get('set-cookie')).toBeNull();
    if (expected === null) expect(res.token).toBeNull();
    else expect(codec.decode(res.token!)).toEqual(expected);
  });

  it('gives a call without a valid token a fresh one, and reads a forged one as no session', async () => {
    const fresh = await action(base, 'test/rule?answer=keep');
    expect(fresh.body.seen).toEqual({});
    expect(codec.decode(fresh.token!)).toEqual({});
    const forged = createSessionCodec('another-secret').encode({ accountId: 'admin' });
    const res = await action(base, 'test/rule?answer=keep', { token: forged });
    expect(res.body.seen).toEqual({});
    expect(codec.decode(res.token!)).toEqual({});
  });

  it("ignores the site's session cookie: the API hub knows the session from its header only", async () => {
    const res = await action(base, 'test/rule?answer=keep', { headers: { cookie: `${SESSION_COOKIE}=${start}` } });
    expect(res.body.seen).toEqual({});
  });

  it("reads the query as the hub does: repeated keys and the Frontend SDK's bracketed keys as arrays", () => {
    expect(hubQuery(new URL('http://x/?ids=1&ids=2&one=a'))).toEqual({ ids: ['1', '2'], one: 'a' });
    expect(hubQuery(new URL('http://x/?ids%5B0%5D=1&ids%5B1%5D=2&single%5B%5D=x'))).toEqual({ ids: ['1', '2'], single: ['x'] });
  });
});

describe('the host as the API hub', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost({ catalogueSize: 60 });
  });
  afterAll(async () => {
    await host?.close();
  });

  it('passes Frontastic-Locale into the action context (de-DE and @currency as the Frontend SDK writes them), not the locale cookie', async () => {
    const locale = async (headers: Record<string, string>) => (await action(host.url, 'hirmer-system/health', { headers })).body.locale;
    expect(await locale({ 'frontastic-locale': 'pl_PL', 'frontastic-currency': 'PLN' })).toBe('pl_PL');
    expect(await locale({ 'frontastic-locale': 'de-CH' })).toBe('de_CH');
    expect(await locale({ 'frontastic-locale': 'fr_FR@EUR' })).toBe('fr_FR');
    expect(await locale({ 'frontastic-locale': 'xx_YY' })).toBe('de_DE');
    expect(await locale({ cookie: 'locale=pl_PL' })).toBe('de_DE');
  });

  it('keeps a basket through the token alone, sets no cookie, and clears the session on logout', async () => {
    const { sizeVariant } = await firstStocked(host);
    const first = await action(host.url, 'hirmer-cart/get');
    expect(first.headers.get('set-cookie')).toBeNull();
    let token = first.token!;
    const added = await action(host.url, 'hirmer-cart/add', { body: { variant: { sku: sizeVariant.sku }, count: 1 }, token });
    expect(added.status).toBe(200);
    token = added.token ?? token;
    const read = await action(host.url, 'hirmer-cart/get', { token });
    expect((read.body.cart as { lineItems: unknown[] }).lineItems).toHaveLength(1);
    expect(read.token).toBeNull(); // nothing changed: the caller keeps its token

    const login = await action(host.url, 'hirmer-account/login', { body: DEMO, token });
    expect(login.status).toBe(200);
    const loggedIn = login.token!;
    expect(codec.decode(loggedIn)).toMatchObject({ accountId: expect.any(String), loginId: expect.any(String) });
    const out = await action(host.url, 'hirmer-account/logout', { body: {}, token: loggedIn });
    expect(codec.decode(out.token!)).toEqual({});
    // The old token (another tab's, or a stolen one) logs nobody in again.
    expect((await action(host.url, 'hirmer-account/refresh', { token: loggedIn })).body).toEqual({ loggedIn: false });
  });

  it('keeps ids only in the token: a full basket and wishlist weigh no more than an empty one, far within 4 KB', async () => {
    const variants = (await allProducts(host.services))
      .filter((p) => p.productType === 'regular')
      .flatMap((p) => p.colorVariants.map((cv) => ({ cv, sv: cv.sizeVariants.find((s) => s.stock >= 2 && !s.isNos) })))
      .filter((v): v is { cv: (typeof v)['cv']; sv: NonNullable<(typeof v)['sv']> } => !!v.sv)
      .slice(0, 30);
    expect(variants.length).toBe(30);
    let token = (await action(host.url, 'hirmer-account/login', { body: DEMO })).token!;
    const sizes: number[] = [token.length];
    for (const { cv, sv } of variants) {
      const cart = await action(host.url, 'hirmer-cart/add', { body: { variant: { sku: sv.sku }, count: 1 }, token });
      token = cart.token ?? token;
      const wish = await action(host.url, 'hirmer-wishlist/add', { body: { itemNumber: cv.itemnum, sku: sv.sku, count: 1 }, token });
      expect([cart.status, wish.status]).toEqual([200, 200]);
      token = wish.token ?? token;
      sizes.push(token.length);
    }
    const read = await action(host.url, 'hirmer-cart/get', { token });
    expect((read.body.cart as { lineItems: unknown[] }).lineItems).toHaveLength(30);
    const wishlist = await action(host.url, 'hirmer-wishlist/get', { token });
    expect((wishlist.body.wishlist as { lineItems: unknown[] }).lineItems.length).toBeGreaterThanOrEqual(30);
    const data = codec.decode(token)!;
    for (const [key, value] of Object.entries(data)) expect(['string', 'boolean'], key).toContain(typeof value);
    expect(Object.values(data).every((v) => typeof v !== 'string' || v.length <= 64)).toBe(true);
    expect(Math.max(...sizes)).toBeLessThan(SESSION_DATA_MAX_BYTES / 4);
    expect(new Set(sizes.slice(2)).size).toBe(1);
  });

  it("answers CORS preflights and calls for the host's own site origins only", async () => {
    const site = host.url;
    const preflight = (origin: string, headers = 'content-type, frontastic-session, frontastic-locale') =>
      fetch(`${host.url}/frontastic/action/hirmer-cart/add`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
      });
    const allowed = await preflight(site);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('frontastic-session');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight('https://evil.example')).status).toBe(403);
    expect((await preflight(site, 'x-evil')).status).toBe(403);

    const call = await action(host.url, 'hirmer-cart/get', { headers: { origin: site } });
    expect(call.headers.get('access-control-allow-origin')).toBe(site);
    expect(call.headers.get('access-control-expose-headers')).toContain('Frontastic-Session');
    const foreign = await action(host.url, 'hirmer-cart/get', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("refuses another site's state-changing call on the site's addresses (they carry the cookie), not on the hub's", async () => {
    const viaSite = await fetch(`${host.url}/api/cart/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(viaSite.status).toBe(403);
    // No cookie is read there: another site's page gets an anonymous session of its own, and cannot read the answer.
    const viaHub = await action(host.url, 'hirmer-cart/get', { headers: { origin: 'https://evil.example', cookie: `${SESSION_COOKIE}=x` } });
    expect(viaHub.status).toBe(200);
  });
});

describe('the actions on a second origin (ACTIONS_PORT)', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost({ catalogueSize: 40, env: { ACTIONS_PORT: '0' } });
  });
  afterAll(async () => {
    await host?.close();
  });

  it("serves the actions there, tells the site's pages to call them there and lets their origin through", async () => {
    const actions = host.host.actionsUrl!;
    expect(actions).toMatch(/^http:\/\/localhost:\d+$/);
    expect(actions).not.toBe(host.url);
    const page = await fetch(`${host.url}/`);
    const html = await page.text();
    expect(html).toContain(`"actions":{"endpoint":"${actions}"`);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${actions}`);

    const res = await action(actions, 'hirmer-system/health', { headers: { origin: host.url, 'frontastic-locale': 'en_GB' } });
    expect(res.body).toMatchObject({ success: true, locale: 'en_GB' });
    expect(res.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(res.token).toBeTruthy();
    // Nothing of the site on the actions' origin.
    expect((await fetch(`${actions}/`)).status).toBe(404);
    expect((await fetch(`${actions}/api/cart/cart`)).status).toBe(404);
  });
});

async function firstStocked(host: TestHost) {
  for (const p of await allProducts(host.services)) {
    if (p.productType !== 'regular') continue;
    for (const cv of p.colorVariants) for (const sv of cv.sizeVariants) if (!sv.isNos && sv.stock >= 3) return { colorVariant: cv, sizeVariant: sv };
  }
  throw new Error('no stocked variant');
}
