import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { expectRuntimeProtocol, runShopperJourney } from './support/transport-journey';

/**
 * Issue 31 as in Frontend: the actions on their own origin (the host started with ACTIONS_PORT),
 * the site's pages calling them cross-origin without cookies. The same journey as on one origin
 * (test/e2e/transport.e2e.ts), every call to the second origin; and a site the actions' origin does
 * not allow gets the technical error once, not a blocked page.
 */
describe('the runtime protocol in Chromium, the actions on a second origin', () => {
  const journey = setUpJourney({ env: { ACTIONS_PORT: '0' } });

  it('runs the shopper journey with every backend call cross-origin to the actions origin', async () => {
    const actions = journey.host.host.actionsUrl!;
    expect(new URL(actions).origin).not.toBe(new URL(journey.host.url).origin);
    const record = await runShopperJourney(journey.browser, journey.host.url);
    expectRuntimeProtocol(record, new URL(actions).origin);
    // Nothing of the site's own origin answers an action.
    expect(record.requests.filter((u) => u.origin === new URL(journey.host.url).origin && u.pathname.startsWith('/frontastic/'))).toEqual([]);
    expect(record.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });
});

describe('a site the actions origin does not allow', () => {
  // The actions allow another site only: every call of these pages fails its CORS check.
  const journey = setUpJourney({ env: { ACTIONS_PORT: '0', SITE_ORIGINS: 'https://shop.example' } });

  it('shows the technical error once when the actions origin refuses the site (CORS), and the page stays usable', async () => {
    const site = journey.host.url;
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site}/bekleidung`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Bitte beachten Sie den folgenden Hinweis' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.product-box__title a').first().click();
    await page.waitForURL(/\/p\//);
    await hydrated(page);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await dialog.count()).toBe(0);
    expect(problems.some((p) => /CORS/.test(p))).toBe(true);
    await context.close();
  });
});
