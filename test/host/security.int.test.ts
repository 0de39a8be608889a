import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../support/host';
import { CAPTCHA, Client, DEMO } from '../backend/support';
import { MAX_ATTEMPTS } from '../../src/config/constants';

/**
 * The attacker's findings of issue 18, replayed against a started host with the public keys only.
 * (Search cost, gzip bombs and index names: test/search; the Host header: test/host/commercetools-host.int.test.ts.)
 */
let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ catalogueSize: 40 });
});
afterAll(async () => {
  await host?.close();
});

/** A raw request, with any path and headers (fetch would normalise both). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(host.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (text: string) => JSON.parse(text) as { success?: boolean; errors?: { code: string; retryAfter?: number }[] };

describe('F10, F11: malformed addresses answer 4xx, never 500', () => {
  it.each(['/%E0%A4%A', '/api/cart/cart/%ZZ', '/static/%C0%AF', '/p/name/%E0%A4%A'])('%s', async (path) => {
    const res = await raw('GET', path);
    expect(res.status).toBe(400);
    expect(json(res.body).errors?.[0]?.code).toBe('bad_request');
  });

  it.each([
    '/frontastic/action/__proto__/toString',
    '/frontastic/action/cart/constructor',
    '/frontastic/action/constructor/name',
    '/frontastic/action/cart/hasOwnProperty',
  ])('%s', async (path) => {
    const res = await raw('POST', path, { 'content-type': 'application/json' }, '{}');
    expect(res.status).toBe(400);
    expect(json(res.body).errors?.[0]?.code).toBe('unknown_action');
  });
});

describe('unknown API addresses and health', () => {
  it('answers an unknown /api GET with the JSON error shape, not the HTML 404 page', async () => {
    const res = await raw('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(json(res.body)).toMatchObject({ success: false, errors: [{ code: 'not_found' }] });
  });

  it('tells liveness from readiness: ready once the search indices are built', async () => {
    expect((await raw('GET', '/health')).status).toBe(200);
    const ready = await raw('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  });
});

describe('F5: cross-site requests', () => {
  const login = JSON.stringify({ email: DEMO.email, password: DEMO.password });

  it('refuses a state-changing call from another site (Origin, Sec-Fetch-Site, Referer)', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await raw('POST', '/api/account/login', { 'content-type': 'application/json', ...headers }, login);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(json(res.body).errors?.[0]?.code).toBe('cross_site_request');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses JSON sent as a plain form would send it (text/plain, urlencoded, multipart)', async () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await raw('POST', '/api/account/login', { 'content-type': type }, login);
      expect(res.status, type).toBe(415);
      expect(json(res.body).errors?.[0]?.code).toBe('unsupported_media_type');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it("accepts the shop's own calls (same origin, JSON)", async () => {
    const { host: own } = new URL(host.url);
    const res = await raw(
      'POST',
      '/api/account/login',
      { 'content-type': 'application/json', origin: host.url, host: own, 'sec-fetch-site': 'same-origin' },
      login,
    );
    expect(res.status).toBe(200);
  });
});

describe('F6: security headers', () => {
  it('sends a nonce-based content security policy with a page, the nonce on its scripts', async () => {
    const res = await raw('GET', '/');
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...res.body.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce per page.
    const again = String((await raw('GET', '/')).headers['content-security-policy']);
    expect(again).not.toContain(nonce!);
  });

  it('sends the other headers with every answer', async () => {
    for (const path of ['/', '/api/cart/cart', '/static/favicon.svg', '/health']) {
      const res = await raw('GET', path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], path).toContain('camera=()');
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    // HSTS only in production (the test host runs as test): see security-headers.test.ts.
    expect((await raw('GET', '/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('F7: failed logins slow the guesser, not the account owner', () => {
  it('blocks one address after repeated failures for an account, with Retry-After, while the owner elsewhere still logs in', async () => {
    const attacker = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
    const wrong = JSON.stringify({ email: 'black@example.com', password: 'wrong-password' });
    for (let i = 0; i < MAX_ATTEMPTS.perAccountAndAddress; i++) expect((await raw('POST', '/api/account/login', attacker, wrong)).status).toBe(401);
    const blocked = await raw('POST', '/api/account/login', attacker, wrong);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(blocked.body).errors?.[0]?.retryAfter).toBe(Number(blocked.headers['retry-after']));
    // The test host sees every client as 127.0.0.1: from another network the owner's counter is
    // still empty, and the password still opens the account.
    await expect(host.services.limits.checkAttempt('login', 'black@example.com', '198.51.100.20')).resolves.toBeUndefined();
    expect((await host.services.accounts.authenticate('black@example.com', DEMO.password))?.email).toBe('black@example.com');
  });
});

describe('F4: email-only registration', () => {
  it('needs a captcha', async () => {
    const res = await new Client(host.url).post('/api/crm/email', {
      email: 'new@example.com',
      firstName: 'Anna',
      lastName: 'Berg',
      token: 'wrong-captcha-token',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('captcha_invalid');
  });

  it('answers the same for an address with and without an account, and mails the owner instead of creating anything', async () => {
    const client = new Client(host.url);
    const fresh = await client.post('/api/crm/email', { email: 'fresh-f4@example.com', firstName: 'Anna', lastName: 'Berg', token: CAPTCHA });
    const taken = await client.post('/api/crm/email', { email: DEMO.email, firstName: 'Anna', lastName: 'Berg', token: CAPTCHA });
    expect([fresh.status, taken.status]).toEqual([200, 200]);
    expect(taken.body).toEqual(fresh.body);
    const [mail] = await host.services.outbox.list({ to: DEMO.email, limit: 1 });
    expect(mail?.links[0]?.url).toContain('ForgotPassword');
    expect(await host.services.accounts.authenticate(DEMO.email, DEMO.password)).not.toBeNull();
  });

  it('has a budget per address mailed', async () => {
    const client = new Client(host.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post('/api/crm/email', { email: 'budget-f4@example.com', firstName: 'Anna', lastName: 'Berg', token: CAPTCHA })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('F8: unsubscribe', () => {
  it("ends nobody's subscription from a typed-in address: the owner gets a one-time link, and the answer is the same for any address", async () => {
    const client = new Client(host.url);
    const email = 'someone-f8@example.com';
    const { token: confirm } = await host.services.newsletter.subscribe({ email, assortments: [] });
    await host.services.newsletter.confirm(confirm);
    const unknown = await client.post('/api/newsletter/unsubscribe', { email: 'nobody-f8@example.com', reason: 'other' });
    const known = await client.post('/api/newsletter/unsubscribe', { email, reason: 'other' });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    expect(await host.services.newsletter.isSubscribed(email)).toBe(true);
    const [mail] = await host.services.outbox.list({ to: email, limit: 1 });
    const token = new URL(mail!.links[0]!.url, host.url).searchParams.get('token');
    expect((await client.post('/api/newsletter/unsubscribe', { token, reason: 'other' })).body).toEqual({
      success: true,
      unsubscribed: true,
      status: { kind: 'silent' },
    });
    expect(await host.services.newsletter.isSubscribed(email)).toBe(false);
    expect(await host.services.outbox.list({ to: 'nobody-f8@example.com' })).toEqual([]);
  });
});

describe('F9: order-number checks', () => {
  it('has a budget per client, so order numbers cannot be enumerated', async () => {
    const client = new Client(host.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.get(`/api/acl/return/redirect?orderNumber=H${String(10_000_000 + i)}&email=probe@example.com`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
