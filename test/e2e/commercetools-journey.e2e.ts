import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { startTestHost, type TestHost } from '../support/host';
import { DEMO } from '../backend/support';
import { collectProblems, launchBrowser } from './support/browser';
import { hydrated } from './support/journey';

/**
 * The demo login and logout on the commercetools adapter (commercetools-mock over HTTP), where a
 * login is kept on the customer (extensions/adapters/commercetools/logins.ts): the login costs the
 * counters and the sign-in, and the logout ends it for every copy of its token.
 */
let mock: CommercetoolsTestServer;
let host: TestHost;
let browser: Browser;

beforeAll(async () => {
  mock = await startCommercetoolsMock('journey');
  await seedCommercetools(mock.settings, { size: 30, seed: 11, storeStockProducts: 2 });
  [host, browser] = await Promise.all([startTestHost({ env: mock.env, browser: true }), launchBrowser()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await mock?.close();
});

describe('logging in and out in Chromium on commercetools', () => {
  it('logs in through the flyout, shows the name, logs out; the token of the login logs nobody in afterwards', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${host.url}/`);
    await hydrated(page);
    const header = page.locator('.header');
    await header.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const flyout = page.locator('.account-flyout');
    await flyout.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await flyout.getByLabel('Passwort', { exact: false }).first().fill(DEMO.password);
    await flyout.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await header.getByRole('button', { name: 'Mein Konto', exact: true }).waitFor({ timeout: 30_000 });
    const loggedIn = (await context.cookies()).find((c) => c.name === 'frontastic-session')!;

    // The token works on its own (another browser with nothing else): the account page knows the shopper.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await other.addCookies([loggedIn]);
    const elsewhere = await other.newPage();
    await elsewhere.goto(`${host.url}/`);
    await hydrated(elsewhere);
    await elsewhere.locator('.header').getByRole('button', { name: 'Mein Konto', exact: true }).waitFor({ timeout: 30_000 });
    await elsewhere.close();

    await header.getByRole('button', { name: 'Mein Konto', exact: true }).click();
    await expect.poll(() => page.locator('.account-flyout').textContent(), { timeout: 30_000 }).toContain('Max Mustermann');
    await page.locator('.account-flyout').getByRole('button', { name: 'Konto wechseln / abmelden' }).click();
    await page.waitForURL(`${host.url}/`);
    // The flyout closes as the logout answers (it never shows its login form on the way to the home link).
    await expect.poll(() => page.locator('.account-flyout').count(), { timeout: 30_000 }).toBe(0);
    await hydrated(page);
    await header.getByRole('button', { name: 'Anmelden', exact: true }).waitFor({ timeout: 30_000 });

    // The logged-out login's token, copied before the logout, logs nobody in.
    await other.clearCookies();
    await other.addCookies([loggedIn]);
    const copied = await other.newPage();
    await copied.goto(`${host.url}/`);
    await hydrated(copied);
    await copied.locator('.header').getByRole('button', { name: 'Anmelden', exact: true }).waitFor({ timeout: 30_000 });
    expect(await copied.locator('.header').getByRole('button', { name: 'Mein Konto', exact: true }).count()).toBe(0);
    await other.close();
    await context.close();
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });
});
