import { expect } from 'vitest';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { stockedVariant, DEMO } from '../../backend/support';
import { localServices } from '../../support/host';
import { productUrl } from '../../../src/domain/routes';
import { collectProblems } from './browser';
import { hydrated } from './journey';

/**
 * The shopper's journey of issue 31 with every request recorded: a listing, a product, a size, the
 * basket, a reload, the demo login, the order history, the logout. What it records lets a journey
 * file assert that the pages speak only the runtime's protocol (test/e2e/transport.e2e.ts, and
 * cross-origin in test/e2e/split-origin.e2e.ts).
 */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** Sent once the site had a session token (after the first answer that gave one). */
  afterFirstToken: boolean;
  response?: { status: number; headers: Record<string, string> };
  /** Why no answer came (a call the page left behind when it navigated is aborted). */
  failure?: string;
}

export interface JourneyRecord {
  /** Every request of every page, by address. */
  requests: URL[];
  /** The calls of actions (`/frontastic/action/...`), with their headers and answers. */
  actions: RecordedCall[];
  problems: string[];
}

const SESSION_COOKIE = 'frontastic-session';

async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

/** Records the requests of a context; action calls with their headers and answers. */
function record(context: BrowserContext) {
  const out: JourneyRecord = { requests: [], actions: [], problems: [] };
  let tokenSeen = false;
  const pending: Promise<unknown>[] = [];
  const calls = new Map<Request, RecordedCall>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    out.requests.push(url);
    if (!url.pathname.startsWith('/frontastic/action/')) return;
    const call: RecordedCall = { url, method: request.method(), headers: {}, afterFirstToken: tokenSeen };
    calls.set(request, call);
    out.actions.push(call);
    pending.push(request.allHeaders().then((headers) => (call.headers = headers)));
  });
  context.on('requestfailed', (request) => {
    const call = calls.get(request);
    if (call) call.failure = request.failure()?.errorText ?? 'failed';
  });
  context.on('response', (response: Response) => {
    const call = calls.get(response.request());
    if (!call) return;
    pending.push(
      response.allHeaders().then((headers) => {
        call.response = { status: response.status(), headers };
        if (headers['frontastic-session']) tokenSeen = true;
      }),
    );
  });
  return { out, settled: () => Promise.all(pending) };
}

async function addToBasket(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  const sizes = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: /Größe/ }) });
  await sizes.locator('button:not([disabled])').first().click();
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await page.getByRole('dialog', { name: /in den Warenkorb gelegt|liegt im Warenkorb/ }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'Warenkorb, 1 Artikel' }).count(), { timeout: 30_000 }).toBe(1);
}

export async function runShopperJourney(browser: Browser, site: string): Promise<JourneyRecord> {
  const { product, colorVariant } = await stockedVariant(localServices(), 3);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { out, settled } = record(context);
  const page = await context.newPage();
  out.problems = collectProblems(page);

  // A listing, then a product of it with a size in stock.
  await page.goto(`${site}/bekleidung`);
  await hydrated(page);
  await page.locator('.product-box__title a').first().waitFor();
  await expect.poll(() => sessionToken(context), { timeout: 30_000 }).toBeTruthy();
  await addToBasket(page, `${site}${productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum })}`);

  // The basket survives a reload, and a browser that has nothing but the session token.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.getByRole('link', { name: 'Warenkorb, 1 Artikel' }).count(), { timeout: 30_000 }).toBe(1);
  const token = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
  const bare = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await bare.addCookies([token]);
  const elsewhere = await bare.newPage();
  await elsewhere.goto(`${site}/cart`);
  await hydrated(elsewhere);
  await elsewhere.locator('.cart-line__name').first().waitFor();
  expect(await elsewhere.locator('.cart-line__name').count()).toBe(1);
  await bare.close();

  // The demo login, the order history, the logout.
  await page.locator('.header').getByRole('button', { name: 'Anmelden', exact: true }).click();
  const flyout = page.locator('.account-flyout');
  await flyout.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await flyout.getByLabel('Passwort', { exact: false }).first().fill(DEMO.password);
  await flyout.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.locator('.header').getByRole('button', { name: 'Mein Konto', exact: true }).waitFor({ timeout: 30_000 });
  await page.goto(`${site}/account?page=OrderHistory`);
  await hydrated(page);
  const history = page.locator('.order-history');
  await history.getByRole('heading', { name: 'Meine Bestellungen' }).waitFor();
  await history.getByLabel('Zeitraum').locator('option').nth(1).waitFor({ state: 'attached' });
  await history.getByLabel('Zeitraum').selectOption({ index: 1 });
  await history.locator('.order').first().waitFor();
  await page.locator('.header').getByRole('button', { name: 'Mein Konto', exact: true }).click();
  await page.locator('.account-flyout').getByRole('button', { name: 'Konto wechseln / abmelden' }).click();
  await page.waitForURL(`${site}/`);
  await hydrated(page);
  await page.locator('.header').getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
  // The session is gone with the logout: the basket was the account's.
  await expect.poll(() => page.getByRole('button', { name: 'Warenkorb ist leer' }).count(), { timeout: 30_000 }).toBe(1);

  await settled();
  await context.close();
  return out;
}

/** What every run of the journey must show, on one origin or two. */
export function expectRuntimeProtocol(record: JourneyRecord, actionsOrigin: string) {
  const hostOnly = record.requests.filter((u) => u.pathname.startsWith('/api/') || u.pathname.startsWith('/_hirmer/'));
  expect(hostOnly.map(String)).toEqual([]);
  expect(record.actions.length).toBeGreaterThan(10);
  for (const call of record.actions) {
    const name = `${call.method} ${call.url.pathname}`;
    expect(call.url.origin, name).toBe(actionsOrigin);
    expect(call.headers['frontastic-locale'], name).toBe('de_DE');
    expect(call.headers['frontastic-currency'], name).toBe('EUR');
    expect(call.headers['commercetools-frontend-extension-version'], name).toBe('local');
    // Credentials omitted: the actions' origin gets no cookie, the session travels in the header.
    expect(call.headers.cookie, name).toBeUndefined();
    if (call.afterFirstToken) expect(call.headers['frontastic-session'], name).toBeTruthy();
    if (call.failure) {
      // Only calls cut off by a navigation go unanswered.
      expect(call.failure, name).toBe('net::ERR_ABORTED');
      continue;
    }
    expect(call.response, name).toBeDefined();
    expect(call.response!.status, name).toBeLessThan(500);
    expect(call.response!.headers['set-cookie'], name).toBeUndefined();
  }
  const names = new Set(record.actions.map((c) => c.url.pathname.replace('/frontastic/action/', '')));
  for (const expected of [
    'hirmer-account/refresh',
    'hirmer-cart/get',
    'hirmer-cart/add',
    'hirmer-account/login',
    'hirmer-orders/search',
    'hirmer-account/logout',
  ]) {
    expect(names).toContain(expected);
  }
  expect(record.actions.filter((c) => c.afterFirstToken).length).toBeGreaterThan(5);
}
