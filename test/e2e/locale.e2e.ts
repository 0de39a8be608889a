import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { allProducts } from '../backend/support';

const journey = setUpJourney();

/** Two regular articles of different products with online stock. */
async function twoArticles() {
  const picked: { productId: string; sku: string }[] = [];
  for (const p of await allProducts(localServices())) {
    if (p.productType !== 'regular') continue;
    const sv = p.colorVariants.flatMap((cv) => cv.sizeVariants).find((s) => !s.isNos && s.stock >= 2);
    if (sv) picked.push({ productId: p.id, sku: sv.sku });
    if (picked.length === 2) return picked as [(typeof picked)[0], (typeof picked)[0]];
  }
  throw new Error('not enough articles');
}

describe('language switch in Chromium', () => {
  it('switches to English and removes the basket line missing from the English index', async () => {
    const [kept, missing] = await twoArticles();
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const a of [kept, missing]) {
      expect((await context.request.post(`${journey.host.url}/api/cart/cart/add`, { data: { variant: { sku: a.sku }, count: 1 } })).ok()).toBe(true);
    }
    // The English index lacks one of the two products.
    const removal = await context.request.post(`${journey.host.url}/1/indexes/products_en/batch`, {
      headers: { 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': 'embedded-write-key' },
      data: { requests: [{ action: 'deleteObject', body: { objectID: missing.productId } }] },
    });
    expect(removal.ok()).toBe(true);

    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    await expect.poll(() => page.locator('.cart-line').count()).toBe(2);

    await page
      .locator('.header')
      .getByRole('button', { name: /^Sprache und Lieferland/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sprache und Lieferland' });
    await dialog.getByLabel('Lieferland').selectOption('GB');
    await dialog.getByLabel('Sprache').selectOption('en');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Übernehmen' }).click()]);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { name: 'Basket', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);
    const cart = await (await context.request.get(`${journey.host.url}/api/cart/cart`)).json();
    expect(cart.cart.lineItems.map((l: { projectSpecificData: { productId: string } }) => l.projectSpecificData.productId)).toEqual([kept.productId]);
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en_GB');
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });
});
