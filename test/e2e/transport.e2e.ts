import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { expectRuntimeProtocol, runShopperJourney } from './support/transport-journey';

/**
 * Issue 31 on one origin, the host started as usual: the shop's pages call their actions only as a
 * Frontend project's browser does (the runtime's address and headers, the session token in
 * Frontastic-Session), never the host's /api addresses; and a backend that answers no JSON shows
 * the technical error once, not on every page.
 */
const journey = setUpJourney();

describe('the runtime protocol in Chromium, one origin', () => {
  it('opens a listing and a product, adds to the basket, logs in, opens the orders and logs out through /frontastic/action only', async () => {
    const record = await runShopperJourney(journey.browser, journey.host.url);
    expectRuntimeProtocol(record, new URL(journey.host.url).origin);
    expect(record.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });

  it("shows the technical error once when the actions' answers are a site's HTML 404, and the page stays usable", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The endpoint is wrong: whatever answers there is a site's 404 page.
    await context.route('**/frontastic/action/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<!DOCTYPE html><title>404</title><h1>This page could not be found.</h1>' }),
    );
    const page = await context.newPage();
    collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Bitte beachten Sie den folgenden Hinweis' });
    await dialog.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.textContent()).toContain('Es ist ein technisches Problem aufgetreten');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Usable: the listing's links and the header work; the next pages say nothing again.
    await page.locator('.product-box__title a').first().click();
    await page.waitForURL(/\/p\//);
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await page.locator('.header').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.locator('.account-flyout').getByLabel('E-Mail-Adresse').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await page.getByRole('dialog', { name: 'Bitte beachten Sie den folgenden Hinweis' }).count()).toBe(0);
    await context.close();
  });
});
