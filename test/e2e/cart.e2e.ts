import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { stockedVariant, DEMO } from '../backend/support';
import { productUrl } from '../../src/domain/routes';

const journey = setUpJourney();

/** Problems other than the expected 4xx answers of the journeys. */
function realProblems(problems: string[]) {
  return problems.filter((p) => !/status of 4\d\d/.test(p));
}

/** One piece of a size into the basket through the site's own endpoint (the page's cookie session); answers the status. */
function addThroughSiteApi(page: Page, sku: string): Promise<number> {
  return page.evaluate(async (sku) => {
    const res = await fetch('/api/cart/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variant: { sku }, count: 1 }),
    });
    return res.status;
  }, sku);
}

describe('basket in Chromium', () => {
  it('adds to the basket from a product, changes the quantity and removes the line', async () => {
    const { product, colorVariant } = await stockedVariant(localServices(), 3);
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum })}`);
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Warenkorb ist leer' }).isDisabled()).resolves.toBe(true);

    const sizes = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: /Größe/ }) });
    await sizes.locator('button:not([disabled])').first().click();
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    // The product page shows its own basket dialog (storefront-browsing.md §8); others get the cart area's basket modal.
    const modal = page.getByRole('dialog', { name: /in den Warenkorb gelegt|liegt im Warenkorb/ });
    await modal.waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Warenkorb, 1 Artikel' }).count()).toBe(1);
    await modal.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await page.waitForURL(`${journey.host.url}/cart`);
    await hydrated(page);

    const total = page.getByTestId('basket-total');
    await total.waitFor();
    const productLink = await page.locator('.cart-line__name a').getAttribute('href');
    expect((await context.request.get(`${journey.host.url}${productLink}`)).status()).toBe(200);
    const single = await total.textContent();
    await page.getByLabel(/^Menge von /).selectOption('2');
    await expect.poll(() => total.textContent()).not.toBe(single);
    await expect.poll(() => page.getByRole('link', { name: 'Warenkorb, 2 Artikel' }).count()).toBe(1);

    await page.reload();
    await hydrated(page);
    await expect.poll(async () => page.getByLabel(/^Menge von /).inputValue()).toBe('2');

    await page.getByRole('button', { name: / entfernen$/ }).click();
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Warenkorb ist leer' }).isDisabled()).toBe(true);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it("keeps a basket add made while the page's first reads are still out", async () => {
    const { sizeVariant } = await stockedVariant(localServices(), 2);
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The page's reads (still without a session) are held until the add has answered.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const held: string[] = [];
    await context.route('**/frontastic/action/**', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const answered = Promise.all(held.map((url) => page.waitForResponse(url, { timeout: 30_000 })));
    const added = await addThroughSiteApi(page, sizeVariant.sku);
    expect(added).toBe(200);
    release();
    await answered;
    await context.unroute('**/frontastic/action/**');
    await page.reload();
    await hydrated(page);
    await page.getByTestId('basket-total').waitFor({ timeout: 30_000 });
    await expect(page.locator('.cart-line__name a').count()).resolves.toBe(1);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('pays express: the PayPal button hands the basket to the provider entry with its total', async () => {
    const { sizeVariant } = await stockedVariant(localServices(), 2);
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    // The basket's contents come in through the shop's own endpoint, as a product page would add them.
    const added = await addThroughSiteApi(page, sizeVariant.sku);
    expect(added).toBe(200);
    await page.reload();
    await hydrated(page);
    const total = (await page.getByTestId('basket-total').textContent())!.trim();
    await page.getByRole('button', { name: 'Mit PayPal Express bezahlen' }).click();
    await page.waitForURL(/\/express-checkout\/paypal\?/);
    await page.getByRole('heading', { name: 'Bezahlen mit PayPal' }).waitFor();
    expect((await page.locator('.express-amount').textContent())!.replace(/\s/g, ' ')).toBe(total.replace(/\s/g, ' '));
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('reserves in a store: amount change, login, reservation; the store goes with the last item', async () => {
    const services = localServices();
    const context: BrowserContext = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    // An article with at least two pieces in one store.
    const stores = await services.stores.list();
    const { sizeVariant } = await stockedVariant(services, 1);
    let added = false;
    for (const store of stores) {
      if ((await services.stores.stockOfSku(store.id, sizeVariant.sku)) < 2) continue;
      const answer = await context.request.post(`${journey.host.url}/api/reserve/add`, { data: { oxid: sizeVariant.sku, amount: 1, filialeid: store.id } });
      added = answer.ok();
      break;
    }
    expect(added).toBe(true);

    await page.goto(`${journey.host.url}/cart?type=reservation`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Reservierungskorb' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Schritte der Bestellung' }).textContent()).resolves.toContain('Reservierungsübersicht');
    await page.getByRole('heading', { name: 'Ihre Filiale' }).waitFor();
    const productLink = await page.locator('.cart-line__name a').getAttribute('href');
    expect((await context.request.get(`${journey.host.url}${productLink}`)).status()).toBe(200);
    await page.getByLabel(/^Menge von /).selectOption('2');
    await expect
      .poll(
        async () => (await (await context.request.get(`${journey.host.url}/api/reserve/reservation/cart`)).json()).reservation.reservationBasketItems[0]?.count,
      )
      .toBe(2);

    await page.getByRole('button', { name: 'Jetzt reservieren' }).click();
    await page.getByText('Bitte melden Sie sich an, um zu reservieren.').waitFor();

    const login = await context.request.post(`${journey.host.url}/api/account/login`, { data: DEMO });
    expect(login.ok()).toBe(true);
    await page.reload();
    await hydrated(page);
    // The basket hands over to the reservation checkout (the host's stand-in): Anmelden, Reservierung prüfen.
    await page.getByRole('button', { name: 'Jetzt reservieren' }).click();
    await page.waitForURL(/\/reservation-checkout\?/);
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toBe('Anmelden');
    await page.getByText('Angemeldet als Max Mustermann (max.mustermann@example.com)').waitFor();
    await page.getByRole('button', { name: 'Weiter zu Reservierung prüfen' }).click();
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toBe('Reservierung prüfen');
    await page.getByRole('button', { name: 'Verbindlich reservieren' }).click();
    await page.waitForURL(/\/account\?page=Reservation&reservation=R\d{8}/);
    await hydrated(page);
    await page.getByText(/^Vielen Dank für Ihre Reservierung R\d{8}!/).waitFor();
    await page.goto(`${journey.host.url}/cart?type=reservation`);
    await hydrated(page);
    await page.getByText('Sie haben noch keine Artikel zur Reservierung ausgewählt.').waitFor();
    expect(await page.getByRole('heading', { name: 'Ihre Filiale' }).count()).toBe(0);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});
