import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { stockedVariant } from '../backend/support';
import { DEMO_PASSWORD } from '../../extensions/demo-data/customers';
import { parseProductPath } from '../../src/domain/routes';

/**
 * "Zur Kasse" in Chromium: the basket hands the cart to the checkout (here the host's stand-in, as
 * no checkoutUrl is configured), whose steps Adressen, Zahlung & Versand and Bestellung prüfen lead
 * to the order, and back to its confirmation in the order history. An order that sells the last
 * piece of a size shows the size sold out in the listing's product box (the search records follow
 * the stock, extensions/search/stock-sync.ts).
 */
const journey = setUpJourney();

/** Goes from the basket through the checkout's steps and places the order; answers its number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto(`${journey.host.url}/cart`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.waitForURL(/\/checkout\?cart=/);
  await page.getByRole('button', { name: 'Weiter zu Zahlung & Versand' }).click();
  await page.getByRole('button', { name: 'Weiter zu Bestellung prüfen' }).click();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/account\?page=OrderHistory&order=H\d{8}/);
  return new URL(page.url()).searchParams.get('order')!;
}

/** The size chips of the listing's box of a product (shown while the box is hovered), each with whether it shows sold out. */
async function boxSizes(page: Page, listing: string, productId: string): Promise<Map<string, boolean>> {
  await page.goto(listing);
  await hydrated(page);
  const box = page.locator('main article.product-box').filter({ has: page.locator(`.product-box__title a[href*="/${productId}?"]`) });
  await box.hover();
  const chips = box.locator('.product-box__sizes li');
  await chips.first().waitFor();
  const out = new Map<string, boolean>();
  for (const chip of await chips.all()) {
    const soldOut = (await chip.getAttribute('class'))!.includes('size-chip--soldout');
    out.set((await chip.evaluate((el) => el.firstChild?.textContent ?? '')).trim(), soldOut);
  }
  return out;
}

async function loggedIn(email: string): Promise<{ page: Page; problems: string[] }> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(`${journey.host.url}/account?page=LoginPage`);
  await hydrated(page);
  const form = page.locator('.account-login');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: false }).first().fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.locator('.account-area__nav').waitFor();
  return { page, problems };
}

describe('checkout in Chromium', () => {
  it('goes from "Zur Kasse" through the checkout steps to the order, which the order history confirms', async () => {
    const services = localServices();
    const { sizeVariant } = await stockedVariant(services, 2);
    const { page, problems } = await loggedIn('black@example.com');
    const account = (await services.accounts.authenticate('black@example.com', DEMO_PASSWORD))!;
    await services.carts.add({ kind: 'account', id: account.accountId }, [{ sku: sizeVariant.sku, count: 1 }], 'EUR', 'de_DE');
    const ordersBefore = (await services.orders.list(account.accountId)).length;

    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    const total = (await page.getByTestId('basket-total').textContent())!.trim();
    // The consent manager's cross-domain data goes with the cart to the checkout's domain.
    await page.evaluate(() => {
      window.__consent = { ...window.__consent, crossDomainData: 'uc-shared 1' };
    });
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/checkout\?cart=/);
    expect(new URL(page.url()).searchParams.get('uc_cross_domain_data')).toBe('uc-shared 1');
    const steps = page.getByRole('navigation', { name: 'Schritte der Bestellung' });
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Adressen');
    await page.getByRole('heading', { name: 'Rechnungs- und Lieferadresse' }).waitFor();
    // Handed over, nothing is ordered yet.
    expect(await services.orders.list(account.accountId)).toHaveLength(ordersBefore);

    await page.getByRole('button', { name: 'Weiter zu Zahlung & Versand' }).click();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Zahlung & Versand');
    await page.getByRole('radio', { name: 'Kreditkarte' }).check();
    await page.getByRole('radio', { name: /Expressversand/ }).check();
    await page.getByRole('button', { name: 'Weiter zu Bestellung prüfen' }).click();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Bestellung prüfen');
    expect((await page.locator('.checkout-total').textContent())!.replace(/\s/g, ' ')).toBe(total.replace(/\s/g, ' '));
    await page.getByText('Kreditkarte', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await page.waitForURL(/\/account\?page=OrderHistory&order=H\d{8}/);
    const number = new URL(page.url()).searchParams.get('order')!;
    await hydrated(page);
    await page.getByText(`Vielen Dank für Ihre Bestellung ${number}!`).waitFor();
    expect((await services.orders.list(account.accountId)).map((o) => o.orderNumber)).toContain(number);
    await expect.poll(() => page.getByRole('button', { name: 'Warenkorb ist leer' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the last piece of a size in Chromium', () => {
  it('buys the last piece of a size, and the listing then shows the size sold out', async () => {
    const services = localServices();
    const listing = `${journey.host.url}/bekleidung/sakkos`;
    const { page, problems } = await loggedIn('blue@example.com');
    // A product of the listing's first page, and a size of its colour that one variant alone has.
    await page.goto(listing);
    await hydrated(page);
    const hrefs = await page.locator('main .product-box__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const picks = await Promise.all(
      hrefs.map(async (href) => {
        const productId = parseProductPath(new URL(href, journey.host.url).pathname)!.identifier;
        const itemnum = new URL(href, journey.host.url).searchParams.get('colorVariant')!;
        const [product] = await services.catalogue.getProducts([productId]);
        const colour = product?.colorVariants.find((c) => c.itemnum === itemnum);
        const size = colour?.sizeVariants.find((sv) => !sv.isNos && colour.sizeVariants.filter((o) => o.sizeString === sv.sizeString).length === 1);
        return size ? { href, productId, size } : null;
      }),
    );
    const pick = picks.find((p) => p !== null);
    expect(pick, 'a size of one variant, not never out of stock').toBeTruthy();
    const { href, productId, size } = pick!;
    // One piece left (a stock import), and the listing shows the size available.
    await services.stock.importOnlineStock([{ sku: size.sku, stock: 1 }]);
    await expect.poll(async () => (await boxSizes(page, listing, productId)).get(size.sizeString), { timeout: 30_000 }).toBe(false);

    // The shopper buys it on the product page.
    await page.goto(`${journey.host.url}${href}`);
    await hydrated(page);
    const sizes = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: /Größe/ }) });
    await sizes.getByRole('button', { name: size.sizeString, exact: true }).click();
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByRole('dialog', { name: /in den Warenkorb gelegt|liegt im Warenkorb/ }).waitFor();
    const number = await placeOrder(page);
    const account = (await services.accounts.authenticate('blue@example.com', DEMO_PASSWORD))!;
    const order = (await services.orders.list(account.accountId)).find((o) => o.orderNumber === number)!;
    expect(order.articles.map((a) => [a.sku, a.count])).toEqual([[size.sku, 1]]);

    // The listing's box now shows the size sold out (the record's partial update follows the order).
    await expect.poll(async () => (await boxSizes(page, listing, productId)).get(size.sizeString), { timeout: 60_000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 150_000);
});
