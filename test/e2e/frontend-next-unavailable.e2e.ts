import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { EXAMPLE_TARGETS } from '../../scripts/example';
import { productUrl } from '../../src/domain/routes';
import { collectProblems, launchBrowser } from './support/browser';
import { ensureExampleBuilt, freePort, startApiHub, startSite, type ApiHub, type ExampleSite } from './support/example';

/**
 * The example Frontend project (Next 15) on a commercetools that holds its answers back: the API hub
 * (the local host with the project's backend bundle, a fault proxy before commercetools-mock) answers
 * the product page 503 `backend_unavailable` within its time budget, and the project shows the site's
 * /503 page in the shopper's language, not a 404; once commercetools answers, the product is there.
 */
const BUDGET_MS = 2_000;
const [next15] = EXAMPLE_TARGETS as [(typeof EXAMPLE_TARGETS)[number]];
let browser: Browser;
let hub: ApiHub;
let site: ExampleSite;

beforeAll(async () => {
  await ensureExampleBuilt();
  const port = await freePort();
  [hub, browser] = await Promise.all([
    startApiHub(next15, [`http://127.0.0.1:${port}`], { faults: true, env: { ACTION_TIME_BUDGET_MS: String(BUDGET_MS) } }),
    launchBrowser(),
  ]);
  site = await startSite(next15, port, hub.host.url);
}, 900_000);

afterAll(async () => {
  await site?.close();
  await browser?.close();
  await hub?.close();
});

describe('the example Frontend project while commercetools does not answer', () => {
  it("shows the site's /503 page for a product page whose product does not come in time, then the product once it does", async () => {
    let product: { id: string; slug: Record<string, string | undefined> } | undefined;
    for await (const batch of hub.host.services.catalogue.listProducts({ batchSize: 50 })) product ??= batch.find((p) => p.productType === 'regular');
    const path = productUrl({ url: product!.slug.de ?? '', identifier: product!.id });
    const page = await browser.newPage();
    const problems = collectProblems(page);
    hub.proxy!.setFaults({ latency: 1, latencyMs: 9_000, unavailable: 0, resetAfterWrite: 0, dropAfterWrite: 0, conflict: 0, expireToken: 0 });
    try {
      await page.goto(`${site.url}/de_DE${path}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Der Shop ist gerade nicht erreichbar' }).count(), { timeout: 30_000 }).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      expect(await page.locator('main').getByRole('link', { name: 'Zur Startseite' }).count()).toBe(1);
    } finally {
      hub.proxy!.setFaults(null);
    }
    await page.goto(`${site.url}/de_DE${path}`);
    await expect.poll(() => page.getByRole('button', { name: 'In den Warenkorb', exact: true }).count(), { timeout: 30_000 }).toBe(1);
    // The browser's own problems: none but the page API's 503 the server met (not the browser's).
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await page.close();
  }, 120_000);
});
