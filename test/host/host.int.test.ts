import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startTestHost, type TestHost } from '../support/host';
import { createSessionCodec, SESSION_COOKIE } from '../../host/session';
import { startHost, PortInUseError } from '../../host/server';
import { readServerConfig } from '../../extensions/config';
import { allMessageIds, messagesFor } from '../../src/i18n/catalog';
import { compileMessages } from '../../src/i18n/compile';
import { pageMessageIds } from '../../src/i18n/page-messages';
import { tasticTypesOf } from '../../src/page/page-tastics';
import type { AppData } from '../../src/page/app-data';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.close();
});

describe('host: pages', () => {
  it('renders the start page on the server in the default language', async () => {
    const res = await fetch(`${host.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Willkommen im Haus der Herrenmode');
    expect(html).toContain('id="__APP_DATA__"');
  });

  it('renders the page in the language of the locale cookie', async () => {
    const html = await (await fetch(`${host.url}/`, { headers: { cookie: 'locale=en_GB' } })).text();
    expect(html).toContain('Welcome to the house of menswear');
    expect(html).toContain('<html lang="en">');
  });

  it('falls back to the project default for a locale the project does not serve', async () => {
    const html = await (await fetch(`${host.url}/`, { headers: { cookie: 'locale=fr_XX' } })).text();
    expect(html).toContain('Willkommen');
  });

  it('answers an unknown path with the 404 page', async () => {
    const res = await fetch(`${host.url}/gibt-es-nicht`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Seite nicht gefunden');
  });

  it('applies device visibility of layout elements as classes', async () => {
    const html = await (await fetch(`${host.url}/service`)).text();
    expect(html).toMatch(/class="layout-element col-12 hide-mobile" data-layout-element-id="service-parallax"/);
    expect(await (await fetch(`${host.url}/`)).text()).toMatch(/class="layout-element col-6" data-layout-element-id="home-teaser-left"/);
  });

  it('resolves every node_ link, also inside node configurations (flyout images and teasers), before the page is served', async () => {
    for (const path of ['/', '/service', '/bekleidung']) {
      const html = await (await fetch(`${host.url}${path}`)).text();
      expect(html, path).not.toMatch(/href="node_/);
    }
  });

  it('sends a page the messages of the shell and of its tastics in its language, not every message', async () => {
    const appData = async (path: string, init?: RequestInit) =>
      JSON.parse(/id="__APP_DATA__"[^>]*>(.*?)<\/script>/s.exec(await (await fetch(`${host.url}${path}`, init)).text())![1]!) as AppData;
    const listing = await appData('/bekleidung');
    const ids = Object.keys(listing.messages);
    expect(new Set(ids)).toEqual(pageMessageIds(tasticTypesOf(listing.page)));
    for (const id of ['common.skipToContent', 'productList.empty', 'cart.modal.title']) expect(ids, id).toContain(id);
    for (const id of ['cart.checkout', 'account.field.birthdate', 'productDetail.sizeAdvisor']) expect(ids, id).not.toContain(id);
    expect(ids.length).toBeLessThan(allMessageIds().length / 2);
    expect(Object.keys((await appData('/cart')).messages)).toContain('cart.checkout');
    const english = await appData('/bekleidung', { headers: { cookie: 'locale=en_GB' } });
    expect(english.messages['productList.empty']).toEqual(compileMessages(messagesFor('en'), 'en-GB')['productList.empty']);
    // The project configuration of the page's language: the browser searches its index, not the other languages'.
    expect(english.projectConfiguration.searchIndex.indexName).toBe('products_en');
    expect(english.projectConfiguration.searchIndexes).toEqual({});
  });

  it('answers /health', async () => {
    const res = await fetch(`${host.url}/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('host: actions', () => {
  it('answers an unknown action with 400 naming it', async () => {
    const res = await fetch(`${host.url}/frontastic/action/hirmer-cart/doesNotExist`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors[0].code).toBe('unknown_action');
    expect(body.errors[0].message).toContain('hirmer-cart/doesNotExist');
  });

  it('routes a table path to its action with the project and locale of the request', async () => {
    const res = await fetch(`${host.url}/health/actions`, { headers: { cookie: 'locale=pl_PL' } });
    expect(await res.json()).toEqual({ success: true, project: 'hrm', locale: 'pl_PL' });
  });

  it('reaches the same action through /frontastic/action/{namespace}/{action}', async () => {
    const res = await fetch(`${host.url}/frontastic/action/hirmer-system/health`);
    expect((await res.json()).success).toBe(true);
  });

  it('answers a wrong method on a known path with 405', async () => {
    const res = await fetch(`${host.url}/health/actions`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('host: sessions', () => {
  const codec = createSessionCodec('test-session-secret');

  it('accepts a token it signed and rejects a forged, tampered or expired one', () => {
    const token = codec.encode({ accountId: 'a1' });
    expect(codec.decode(token)).toEqual({ accountId: 'a1' });
    const forged = createSessionCodec('another-secret').encode({ accountId: 'admin' });
    expect(codec.decode(forged)).toBeNull();
    const [payload, signature] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ d: { accountId: 'admin' }, e: 9e9 })).toString('base64url');
    expect(codec.decode(`${tampered}.${signature}`)).toBeNull();
    expect(codec.decode(`${payload}.`)).toBeNull();
    expect(codec.decode(token, Date.now() + 31 * 24 * 3600 * 1000)).toBeNull();
  });

  it("sets the site's cookie SameSite, readable by the site's scripts as the Frontend SDK's, and clears it with null", () => {
    expect(codec.cookieFor({ a: 1 }, false)).toMatch(new RegExp(`^${SESSION_COOKIE}=.+; Max-Age=\\d+; Path=/; SameSite=Lax$`));
    expect(codec.cookieFor(null, true)).toMatch(/Max-Age=0.*Secure/);
  });

  it('refuses session data over the runtime limit', () => {
    expect(() => codec.cookieFor({ blob: 'x'.repeat(5000) }, false)).toThrow(/4096 bytes/);
  });
});

describe('host: start-up', () => {
  it('fails with a clear error when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const config = readServerConfig({ ...process.env, DATA_DIR: host.dataDir, NODE_ENV: 'test', SESSION_SECRET: 'x' });
      await expect(startHost({ port, config, clientBundle: false, log: () => {} })).rejects.toBeInstanceOf(PortInUseError);
      await expect(startHost({ port, config, clientBundle: false, log: () => {} })).rejects.toThrow(/already in use/);
    } finally {
      blocker.close();
    }
  });
});

describe('host: refuses an invalid site', () => {
  it('does not start when a page breaks its tastic schema, naming the file and the JSON path', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { REPO_ROOT } = await import('../support/host');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-broken-site-'));
    try {
      for (const dir of ['tastics', 'schemas', 'stories', 'src', 'node_modules', 'extensions']) {
        fs.symlinkSync(path.join(REPO_ROOT, dir), path.join(root, dir));
      }
      fs.cpSync(path.join(REPO_ROOT, 'site'), path.join(root, 'site'), { recursive: true });
      const file = path.join(root, 'site/pages/home.json');
      const home = JSON.parse(fs.readFileSync(file, 'utf8'));
      home.page.sections.main.layoutElements[0].tastics[0].configuration.active = 'yes';
      fs.writeFileSync(file, JSON.stringify(home));
      const config = readServerConfig({ ...process.env, DATA_DIR: host.dataDir, NODE_ENV: 'test', SESSION_SECRET: 'x' });
      const started = startHost({ root, port: 0, config, clientBundle: false, log: () => {} });
      await expect(started).rejects.toThrow(/site\/pages\/home\.json: \/page\/sections\/main\/layoutElements\/0\/tastics\/0\/configuration\/active/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('host: sessions over HTTP', () => {
  const login = async () => {
    const { DEMO_PASSWORD } = await import('../../extensions/demo-data/customers');
    const res = await fetch(`${host.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'max.mustermann@example.com', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    return cookie.split(';')[0]!;
  };
  const refresh = async (cookie: string) => (await fetch(`${host.url}/_hirmer/api/account/refresh`, { headers: { cookie } })).json();

  it('keeps a signed session and ignores a forged or tampered one', async () => {
    const cookie = await login();
    expect(await refresh(cookie)).toMatchObject({ loggedIn: true, account: { email: 'max.mustermann@example.com' } });

    const token = cookie.slice(cookie.indexOf('=') + 1);
    const [payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = createSessionCodec('attacker-secret').encode(claims.d);
    expect(await refresh(`${SESSION_COOKIE}=${forged}`)).toEqual({ loggedIn: false });
    const tampered = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 1000 })).toString('base64url');
    expect(await refresh(`${SESSION_COOKIE}=${tampered}.${token.split('.')[1]}`)).toEqual({ loggedIn: false });
  });

  it('clears the session cookie on logout, so the old session is gone', async () => {
    const cookie = await login();
    const res = await fetch(`${host.url}/api/account/logout`, { method: 'POST', headers: { cookie } });
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    // A copy of the old cookie (kept by another tab, or stolen) must not log anyone in again.
    expect(await refresh(cookie)).toEqual({ loggedIn: false });
  });
});
