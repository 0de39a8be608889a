import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtinModules } from 'node:module';
import { rollup, type RollupOptions } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configs from '../../rollup.config';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { linkOf, startSmtpServer } from '../support/smtp';
import { DEMO_CUSTOMERS } from '../../extensions/demo-data/customers';

/**
 * The extension bundle as commercetools Frontend runs it: `dist/extensions.js` built by the
 * package's rollup configuration, copied alone into an empty folder (no node_modules beside it) and
 * loaded by a plain Node process, which calls actions with nothing but the runtime's context: the
 * project configuration's ctp* fields point it at commercetools (here commercetools-mock over HTTP).
 */
const exec = promisify(execFile);
const SEED_SIZE = 8;

let work = '';
let bundle = '';
let mock: CommercetoolsTestServer;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'extension-bundle-'));
  const options = (configs as RollupOptions[]).find((c) => c.input === 'extensions/index.ts');
  if (!options) throw new Error('rollup.config.ts has no extension bundle (input extensions/index.ts)');
  const build = await rollup({ ...options, onwarn: () => {} });
  const file = path.join(work, 'extensions.js');
  await build.write({ ...(options.output as object), file, sourcemap: false });
  await build.close();
  bundle = fs.readFileSync(file, 'utf8');
  mock = await startCommercetoolsMock('bundle-test');
  await seedCommercetools(mock.settings, { size: SEED_SIZE, seed: 7, storeStockProducts: 0 });
}, 180_000);

afterAll(async () => {
  await mock?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The fields of Studio's project configuration that put the bundle on the mock. */
function projectConfigurationOf(server: CommercetoolsTestServer): Record<string, string> {
  return {
    brand: 'hgg',
    commerceBackend: 'commercetools',
    ctpProjectKey: 'bundle-test',
    ctpClientId: server.settings.clientId,
    ctpClientSecret: server.settings.clientSecret,
    ctpAuthUrl: server.url,
    ctpApiUrl: server.url,
    ctpScopes: server.settings.scopes.join(' '),
    searchAppId: 'APPID00000',
    searchApiKey: 'search-only-key',
  };
}

/** A script that calls one action of the bundle with a project configuration and prints the answers. */
function actionScript(projectConfiguration: Record<string, string>, calls: { namespace: string; action: string; body?: unknown; clientIp?: string }[]): string {
  return `
    const { default: registry } = await import('./extensions.js');
    const context = { frontasticContext: { project: { projectId: 'hrm', name: 'hrm', customer: 'hirmer', configuration: {}, locales: ['de_DE'], defaultLocale: 'de_DE' },
      projectConfiguration: ${JSON.stringify(projectConfiguration)}, locale: 'de_DE', environment: 'production', featureFlags: {} } };
    const out = [];
    for (const call of ${JSON.stringify(calls)}) {
      const response = await registry.actions[call.namespace][call.action]({ method: 'POST', path: '/', query: {}, headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call.body), sessionData: {}, clientIp: call.clientIp ?? '127.0.0.1' }, context);
      const body = JSON.parse(response.body);
      out.push({ status: response.statusCode, code: body.errors?.[0]?.code ?? null });
    }
    console.log(JSON.stringify(out));
    process.exit(0);
  `;
}

/** Runs a script beside the bundle in a fresh Node process and returns what it printed as JSON. */
async function runBeside(script: string): Promise<unknown> {
  const file = path.join(work, `run-${Date.now()}.mjs`);
  fs.writeFileSync(file, script);
  const { stdout } = await exec(process.execPath, [file], { cwd: work, env: { PATH: process.env.PATH ?? '' }, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('the extension bundle (dist/extensions.js)', () => {
  it('imports nothing but Node built-ins, and carries no React, DOM code or SQLite', () => {
    // Static imports at statement starts (the bundle is minified: `import{a}from"zlib";`), and dynamic ones.
    const statics = [...bundle.matchAll(/(?:^|[;}])\s*import\s*(?:[^'"();]*?from\s*)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    const dynamics = [...bundle.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
    const imports = [...statics, ...dynamics];
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => !builtins.has(i))).toEqual([]);
    expect(bundle).not.toMatch(/from ['"]react|createElement\(|react\.production|__SECRET_INTERNALS|better-sqlite3/);
    expect(bundle).not.toMatch(/document\.createElement|window\.location/);
  });

  it('registers the actions, data sources and the dynamic-page handler', async () => {
    const shape = (await runBeside(`
      const { default: registry } = await import('./extensions.js');
      console.log(JSON.stringify({
        namespaces: Object.keys(registry.actions).sort(),
        cart: Object.keys(registry.actions['hirmer-cart']).sort(),
        dataSources: Object.keys(registry['data-sources']).sort(),
        dynamic: typeof registry['dynamic-page-handler'],
      }));
    `)) as { namespaces: string[]; cart: string[]; dataSources: string[]; dynamic: string };
    expect(shape.namespaces).toEqual(
      expect.arrayContaining(['hirmer-account', 'hirmer-cart', 'hirmer-wishlist', 'hirmer-orders', 'hirmer-stores', 'hirmer-newsletter']),
    );
    // The shop's own namespaces: none of commercetools' commerce extension's (test/extensions/registry-merge.test.ts).
    expect(shape.namespaces.filter((n) => !n.startsWith('hirmer-'))).toEqual([]);
    expect(shape.cart).toEqual(expect.arrayContaining(['get', 'add', 'updateLineItem', 'removeLineItem', 'applyVoucher', 'checkout']));
    expect(shape.dataSources.length).toBeGreaterThan(0);
    expect(shape.dynamic).toBe('function');
  });

  it('answers cart actions from the project configuration alone, writing the cart into commercetools', async () => {
    const sku = (await mock.get<{ results: { masterData: { current: { masterVariant: { sku: string } } } }[] }>('/products?limit=1')).results[0]!.masterData
      .current.masterVariant.sku;
    const projectConfiguration = projectConfigurationOf(mock);
    const result = (await runBeside(`
      const { default: registry } = await import('./extensions.js');
      const context = { frontasticContext: { project: { projectId: 'hgg', name: 'hgg', customer: 'hirmer', configuration: {}, locales: ['de_DE'], defaultLocale: 'de_DE' },
        projectConfiguration: ${JSON.stringify(projectConfiguration)}, locale: 'de_DE', environment: 'production', featureFlags: {} } };
      const request = (body, sessionData = {}) => ({ method: 'POST', path: '/', query: {}, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body), sessionData, clientIp: '127.0.0.1' });
      const added = await registry.actions['hirmer-cart'].add(request({ variant: { sku: ${JSON.stringify(sku)} }, count: 2 }), context);
      const again = await registry.actions['hirmer-cart'].get(request(undefined, added.sessionData), context);
      const bad = await registry.actions['hirmer-cart'].add(request({ variant: { sku: '' }, count: 0 }), context);
      const unconfigured = await registry.actions['hirmer-cart'].get(request(undefined), { frontasticContext: { ...context.frontasticContext, projectConfiguration: {} } });
      const { brand: _brand, ...withoutBrand } = context.frontasticContext.projectConfiguration;
      const brandless = await registry.actions['hirmer-cart'].get(request(undefined), { frontasticContext: { ...context.frontasticContext, projectConfiguration: withoutBrand } });
      console.log(JSON.stringify({ added: { status: added.statusCode, body: JSON.parse(added.body), session: added.sessionData },
        again: { status: again.statusCode, body: JSON.parse(again.body) }, bad: { status: bad.statusCode, body: JSON.parse(bad.body) },
        unconfigured: { status: unconfigured.statusCode, body: JSON.parse(unconfigured.body) }, brandless: { status: brandless.statusCode, body: JSON.parse(brandless.body) } }));
    `)) as Record<
      'added' | 'again' | 'bad' | 'unconfigured' | 'brandless',
      { status: number; body: { success: boolean; cart?: { lineItems: { count: number }[] }; errors?: { code: string }[] } }
    >;

    expect(result.added.status).toBe(200);
    expect(result.added.body.cart!.lineItems.map((l) => l.count)).toEqual([2]);
    expect(result.again.body.cart!.lineItems.map((l) => l.count)).toEqual([2]);
    // The cart is a commercetools cart of the session's anonymous id.
    const carts = await mock.get<{ results: { anonymousId?: string; lineItems: { variant: { sku: string }; quantity: number }[] }[] }>('/carts');
    const cart = carts.results.find((c) => c.lineItems.some((l) => l.variant.sku === sku));
    expect(cart?.lineItems.map((l) => l.quantity)).toEqual([2]);
    expect(result.bad.status).toBe(400);
    expect(result.bad.body).toMatchObject({ success: false });
    // Without commerceBackend the bundle has only the embedded default, which needs the local host.
    expect(result.unconfigured.status).toBe(503);
    expect(result.unconfigured.body.errors?.[0]?.code).toBe('backend_not_configured');
    // Frontend's own project id ('hgg' above) never stands in for the brand of the project configuration.
    expect(result.brandless.status).toBe(503);
    expect(result.brandless.body.errors?.[0]?.code).toBe('backend_not_configured');
  }, 60_000);

  it('sends its mails over SMTP with links on the public address, counts failed logins for every process in commercetools, and refuses captcha forms without a secret', async () => {
    const smtp = await startSmtpServer();
    try {
      const configuration = {
        ...projectConfigurationOf(mock),
        mailTransport: 'smtp',
        smtpUrl: smtp.url,
        mailFrom: 'Hirmer <service@hirmer.example>',
        shopUrl: 'https://www.hirmer.example',
      };
      const email = DEMO_CUSTOMERS[0]!.email;
      const guess = { namespace: 'hirmer-account', action: 'login', body: { email, password: 'wrong-password' }, clientIp: '203.0.113.50' };
      const first = (await runBeside(actionScript(configuration, [guess, guess, guess]))) as { status: number }[];
      const second = (await runBeside(
        actionScript(configuration, [
          guess,
          guess,
          guess,
          { namespace: 'hirmer-account', action: 'reset', body: { email } },
          { namespace: 'hirmer-newsletter', action: 'subscribe', body: { email: 'bundle@example.com', token: 'dev-captcha-ok', hggbig: true } },
        ]),
      )) as { status: number; code: string | null }[];
      expect([...first, ...second.slice(0, 3)].map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(second[3]).toEqual({ status: 200, code: null });
      // No captcha secret in the configuration: the development token does not pass in the bundle.
      expect(second[4]).toEqual({ status: 503, code: 'backend_not_configured' });
      const mail = await smtp.waitFor(email);
      expect(mail.parsed.headers.get('x-mail-kind')).toBe('passwordReset');
      expect(linkOf(mail)).toMatch(/^https:\/\/www\.hirmer\.example\/account\?page=ResetPassword&token=[^&]+&locale=de_DE$/);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
