import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localServices } from '../support/host';
import type { ColorVariant, Product, SizeVariant } from '../../src/domain/product';
import { productUrl } from '../../src/domain/routes';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

const journey = setUpJourney();

const available = (s: SizeVariant) => s.isNos || s.stock > 0;

async function allProducts(): Promise<Product[]> {
  const out: Product[] = [];
  for await (const batch of localServices().catalogue.listProducts()) out.push(...batch);
  return out;
}

/** A regular product whose first colour shares an available size with its second colour. */
function productWithSharedSize(products: Product[]): { product: Product; from: ColorVariant; to: ColorVariant; size: SizeVariant } {
  for (const product of products) {
    if (product.productType !== 'regular' || product.colorVariants.length < 2) continue;
    const [from, to] = product.colorVariants as [ColorVariant, ColorVariant];
    const size = from.sizeVariants.find(
      (s) => available(s) && to.sizeVariants.some((t) => t.sizeString === s.sizeString && t.bodyType === s.bodyType && available(t)),
    );
    if (size && from.sizeVariants.length > 1) return { product, from, to, size };
  }
  throw new Error('no product with two colours sharing a size in the demo catalogue');
}

const pdpPath = (product: Product, colorVariant?: string) => productUrl({ url: product.slug.de, identifier: product.id, colorVariant });
const sizes = (page: Page) => page.getByRole('group', { name: /^Größe/ });

describe('product pages in Chromium', () => {
  it('opens a product from the list, changes colour keeping the size, adds it to the basket, and goes back to the list', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    const firstBox = page.locator('.product-box__title a').first();
    const title = (await firstBox.textContent())!.trim();
    await firstBox.click();
    await page.waitForURL(/\/p\/[^/]+\/P\d+/);
    await hydrated(page);
    expect((await page.locator('main h1').textContent())!.trim()).toBe(title);
    const openedId = new URL(page.url()).pathname.split('/').pop();
    // Hydrated means the product detail's effects have run: the product is recorded as seen at once.
    expect(await page.evaluate(() => document.cookie)).toMatch(new RegExp(`lastSeenProducts=[^;]*${openedId}`));
    await page.goBack();
    await page.waitForURL(`${journey.host.url}/bekleidung/sakkos`);
    await page.locator('.product-box__title a').first().waitFor();

    const { product, to, size } = productWithSharedSize(await allProducts());
    await page.goto(`${journey.host.url}${pdpPath(product)}`);
    await hydrated(page);
    await sizes(page)
      .getByRole('button', { name: size.size.eu ?? size.sizeString, exact: true })
      .click();
    await page
      .getByRole('group', { name: /^Farbe: / })
      .getByRole('button', { name: to.color.de, exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('colorVariant') === to.itemnum);
    expect(
      await sizes(page)
        .getByRole('button', { name: size.size.eu ?? size.sizeString, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.title()).toContain(to.color.de);
    // The product opened from the list is among the last seen products (cookie + the products-by-id action).
    // It sits below the fold: the shopper scrolls to it (its place moves while the blocks above fill in).
    if (openedId !== product.id) {
      const lastSeen = page.getByRole('region', { name: 'Zuletzt angesehen' }).getByText(title, { exact: true });
      await expect
        .poll(
          async () => {
            await page.locator('[data-tastic-type="hirmer/product/last-seen"]').scrollIntoViewIfNeeded();
            return lastSeen.count();
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
    }
    // The similar products below it come from the search service, each box with what it reads
    // (the index answers those attributes only): brand, title and the price in euros.
    const similar = page.getByRole('region', { name: 'Das könnte Ihnen auch gefallen' });
    await expect
      .poll(
        async () => {
          await page.locator('[data-tastic-type="hirmer/product/recommendations"]').scrollIntoViewIfNeeded();
          return similar.locator('.product-box__price').count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(await similar.locator('.product-box__price').first().textContent()).toMatch(/\d.*€/);
    expect((await similar.locator('.product-box__brand').first().textContent())?.trim()).not.toBe('');

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const dialog = page.getByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Weiter einkaufen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a phone, the gallery arrows sit at the sides of the image, centred on it, and page through the images', async () => {
    const product = (await allProducts()).find((p) => p.productType === 'regular' && (p.colorVariants[0]?.detailImgCount ?? 0) > 1)!;
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${pdpPath(product)}`);
    await hydrated(page);
    const gallery = page.locator('.product-gallery');
    const image = (await gallery.locator('.product-gallery__image').first().boundingBox())!;
    const previous = (await gallery.getByRole('button', { name: 'Vorheriges Bild' }).boundingBox())!;
    const next = (await gallery.getByRole('button', { name: 'Nächstes Bild' }).boundingBox())!;
    for (const arrow of [previous, next]) {
      // Vertically centred on the image (within 2 px), inside it.
      expect(Math.abs(arrow.y + arrow.height / 2 - (image.y + image.height / 2))).toBeLessThanOrEqual(2);
      expect(arrow.x).toBeGreaterThanOrEqual(image.x);
      expect(arrow.x + arrow.width).toBeLessThanOrEqual(image.x + image.width);
    }
    expect(previous.x).toBeLessThan(image.x + 24);
    expect(next.x + next.width).toBeGreaterThan(image.x + image.width - 24);
    expect(await gallery.getAttribute('data-image')).toBe('0');
    await gallery.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect.poll(() => gallery.getAttribute('data-image')).toBe('1');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('an outdated slug redirects and an unknown product shows the 404 page', async () => {
    const { product } = productWithSharedSize(await allProducts());
    const page = await journey.browser.newPage();
    const answer = await page.goto(`${journey.host.url}/p/old-name/${product.id}`);
    expect(new URL(page.url()).pathname).toBe(pdpPath(product));
    expect(answer?.status()).toBe(200);
    const missing = await page.goto(`${journey.host.url}/p/nothing/P999999`);
    expect(missing?.status()).toBe(404);
    await page.close();
  });

  it('a sold-out size shows the stores, and an available size is reserved in a store', async () => {
    const products = await allProducts();
    const { stores } = localServices();
    let soldOut: { product: Product; colour: ColorVariant; size: SizeVariant } | null = null;
    let reservable: { product: Product; colour: ColorVariant; size: SizeVariant } | null = null;
    for (const product of products) {
      if (product.productType !== 'regular') continue;
      const colour = product.colorVariants[0]!;
      if (!soldOut && colour.sizeVariants.length > 1) {
        const size = colour.sizeVariants.find((s) => !available(s));
        if (size && colour.sizeVariants.some(available)) soldOut = { product, colour, size };
      }
      if (!reservable && colour.sizeVariants.length > 1) {
        for (const size of colour.sizeVariants.filter(available)) {
          const stock = await stores.stockOf(colour.itemnum, size.sizeString);
          if (stock.some((s) => s.stock > 0)) {
            reservable = { product, colour, size };
            break;
          }
        }
      }
      if (soldOut && reservable) break;
    }
    expect(soldOut && reservable).toBeTruthy();

    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${pdpPath(soldOut!.product, soldOut!.colour.itemnum)}`);
    await hydrated(page);
    const label = soldOut!.size.size.eu ?? soldOut!.size.sizeString;
    // Sold-out chips are aria-disabled (Playwright will not click them) but stay focusable: choose by keyboard.
    await sizes(page)
      .getByRole('button', { name: `${label}, online ausverkauft` })
      .focus();
    await page.keyboard.press('Enter');
    const soldOutDialog = page.getByRole('dialog', { name: `Größe ${soldOut!.size.sizeString} ist online ausverkauft` });
    await soldOutDialog.waitFor();
    await soldOutDialog.locator('.store-entry, .alert').first().waitFor();
    await page.keyboard.press('Escape');
    await soldOutDialog.waitFor({ state: 'hidden' });

    await page.goto(`${journey.host.url}${pdpPath(reservable!.product, reservable!.colour.itemnum)}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Im Store reservieren' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte wählen Sie eine Größe.' }).waitFor();
    await sizes(page)
      .getByRole('button', { name: reservable!.size.size.eu ?? reservable!.size.sizeString, exact: true })
      .click();
    await page.getByRole('button', { name: 'Im Store reservieren' }).click();
    const reserveDialog = page.getByRole('dialog', { name: 'Im Store reservieren' });
    await reserveDialog
      .getByRole('button', { name: /reservieren$/ })
      .first()
      .click();
    await reserveDialog.getByText(/ist für Sie in .* reserviert/).waitFor();
    await reserveDialog.getByRole('link', { name: 'Zum Reservierungskorb' }).click();
    await page.waitForURL(/\/cart\?type=reservation/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a set goes into the basket once every part has a size', async () => {
    const products = await allProducts();
    const byId = new Map(products.map((p) => [p.id, p]));
    const set = products.find(
      (p) =>
        p.productType === 'set' &&
        available(p.colorVariants[0]!.sizeVariants[0]!) &&
        p.subProducts.every((id) => byId.get(id)?.colorVariants[0]?.sizeVariants.some(available)),
    );
    expect(set).toBeTruthy();
    const parts = set!.subProducts.map((id) => byId.get(id)!);

    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${pdpPath(set!)}`);
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Set in den Warenkorb' });
    await add.click();
    await page.getByText('Bitte wählen Sie für alle Artikel eine Größe.').waitFor();
    for (const part of parts) {
      const size = part.colorVariants[0]!.sizeVariants.find(available)!;
      await page
        .getByRole('group', { name: `Größe für ${part.title.de}` })
        .getByRole('button', { name: size.size.eu ?? size.sizeString, exact: true })
        .click();
    }
    await add.click();
    await page.getByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a voucher's page has product details, but no care tab and no measuring guide", async () => {
    const voucher = (await allProducts()).find((p) => p.productType === 'geschenkkarte');
    if (!voucher) throw new Error('no voucher in the demo catalogue');
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${pdpPath(voucher)}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'Details' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Pflegehinweise' }).count()).toBe(0);
    expect(await page.locator('#how-to-measure').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
