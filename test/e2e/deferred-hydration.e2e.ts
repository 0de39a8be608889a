import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../extensions/demo-data/customers';
import { localServices, REPO_ROOT } from '../support/host';
import { tasticModulePath, tasticTypesOf } from '../../src/page/page-tastics';
import type { PageData } from '../../src/shop/page-model';
import { HYDRATED_MARK } from '../../src/page/app-data';
import { stockedVariant } from '../backend/support';
import { productUrl } from '../../src/domain/routes';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

/**
 * Tastics below the fold hydrate as the shopper scrolls to them (src/page/deferred-hydration.ts).
 * By then the shopper's state has arrived (the account, the basket, the wishlist): a tastic that
 * rendered it during hydration would not match the served markup. Scrolling every kind of page to its
 * end, logged in, must raise no hydration error and no console problem, and the blocks must work.
 */
const journey = setUpJourney({ catalogueSize: 200 });
const EMAIL_ERROR = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

async function scrollToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.6));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) break;
  }
}

describe('tastics below the fold hydrate when reached', () => {
  it('scrolls the start, listing, product, service and basket pages to their end, logged in, without a hydration error', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/account?page=LoginPage`);
    await hydrated(page);
    const form = page.locator('.account-login');
    await form.getByLabel('E-Mail-Adresse').fill('max.mustermann@example.com');
    await form.getByLabel('Passwort', { exact: false }).first().fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.locator('.account-area__nav').waitFor();

    const { product, colorVariant } = await stockedVariant(localServices(), 1);
    const pdp = productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum });
    for (const path of ['/', '/bekleidung', pdp, '/service', '/cart']) {
      await page.goto(`${journey.host.url}${path}`);
      await hydrated(page);
      await scrollToEnd(page);
      // The footer, always last, hydrated once reached: its newsletter form answers in the page.
      const footer = page.getByRole('contentinfo');
      await footer.waitFor();
      expect(await footer.locator('input[type="email"]').count(), path).toBeGreaterThan(0);
    }
    // The footer's newsletter block of the last page works (hydrated, not the served markup alone):
    // a wrong address gets the field's error in the page instead of a form submission.
    const footer = page.getByRole('contentinfo');
    await footer.locator('input[type="email"]').first().fill('not-an-address');
    await footer.getByRole('button', { name: 'Abonnieren' }).first().click();
    await footer.getByText(EMAIL_ERROR).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the code of the tastics below the fold only once the shopper scrolls after hydration, not with the page', async () => {
    const home = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'site/pages/home.json'), 'utf8')) as PageData;
    const types = tasticTypesOf(home);
    expect(types).toContain('hirmer/content/footer');
    const withoutFooter = new Set(journey.host.host.assets.pageModules(types.filter((t) => t !== 'hirmer/content/footer').map(tasticModulePath)));
    const footerOnly = journey.host.host.assets.pageModules(types.map(tasticModulePath)).filter((file) => !withoutFooter.has(file));
    expect(footerOnly.length).toBeGreaterThan(0);

    const page = await journey.browser.newPage({ viewport: { width: 390, height: 800 }, isMobile: true });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    const loadedPaths = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    // A page that is only looked at loads none of it, even once the browser has long been idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_500))));
    expect((await loadedPaths()).filter((file) => footerOnly.includes(file))).toEqual([]);
    // The shopper's first scroll loads it, long before the footer comes near.
    await page.mouse.wheel(0, 120);
    await expect.poll(loadedPaths).toEqual(expect.arrayContaining(footerOnly));
    expect(await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top > window.innerHeight + 300)).toBe(true);
    const { mark, requests } = await page.evaluate(
      (name) => ({
        mark: performance.getEntriesByName(name, 'mark')[0]?.startTime,
        requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
          path: new URL(r.name).pathname,
          startTime: r.startTime,
        })),
      }),
      HYDRATED_MARK,
    );
    expect(mark).toBeGreaterThan(0);
    for (const file of footerOnly) expect(requests.find((r) => r.path === file)!.startTime, file).toBeGreaterThanOrEqual(mark!);
    expect(await page.locator('[data-tastic-type="hirmer/content/footer"] input[type="email"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
