import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { allProducts, stockedVariant } from '../backend/support';
import { productUrl } from '../../src/domain/routes';
import { DEMO_PASSWORD } from '../../extensions/demo-data/customers';

/**
 * What a shopper and an editor missed (issue 35), walked in Chromium: the way to the wishlist, the
 * category filter in the shopper's language, the size systems of the jackets' size filter, loyalty
 * vouchers, the size advisor, input typed before hydration, the demo page of the listing inserts.
 */
const journey = setUpJourney({ catalogueSize: 300 });
const desktop = { viewport: { width: 1280, height: 900 } };

async function inLocale(locale: string): Promise<BrowserContext> {
  const context = await journey.browser.newContext(desktop);
  await context.addCookies([{ name: 'locale', value: locale, url: journey.host.url }]);
  return context;
}

describe('issue 35 in Chromium', () => {
  it('the header leads to the wishlist, with its count once something is on it; the notice after the first add leads there too', async () => {
    const { product, colorVariant } = await stockedVariant(localServices(), 2);
    const context = await journey.browser.newContext(desktop);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum })}`);
    await hydrated(page);
    const header = page.locator('.header');
    await header.getByRole('link', { name: 'Merkzettel', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Auf den Merkzettel' }).first().click();
    const notice = page.getByRole('dialog', { name: 'Ihr Merkzettel' });
    await notice.waitFor();
    await header.getByRole('link', { name: 'Merkzettel, 1 Artikel' }).waitFor();
    await Promise.all([page.waitForURL('**/wishlist'), notice.getByRole('link', { name: 'Zum Merkzettel' }).click()]);
    await hydrated(page);
    await page.locator(`li[data-item-number="${colorVariant.itemnum}"]`).waitFor();
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    await Promise.all([page.waitForURL('**/wishlist'), page.locator('.header').getByRole('link', { name: 'Merkzettel, 1 Artikel' }).click()]);
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });

  it('the cs_CZ jackets listing names the categories of its filter in Czech', async () => {
    const context = await inLocale('cs_CZ');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('cs');
    await page.getByRole('button', { name: /^Kategorie/ }).click();
    const labels = page.locator('#filter-panel-category .filter-value__label');
    await labels.first().waitFor();
    const names = (await labels.allTextContents()).map((l) => l.trim()).sort();
    expect(names).toEqual(['Pletená saka', 'Společenská saka', 'Volnočasová saka']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sorts by price in the currency the shopper pays in: on de_CH by the CHF price', async () => {
    const context = await inLocale('de_CH');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    const sorted = page.waitForResponse((r) => r.url().includes('/queries') && (r.request().postData() ?? '').includes('products_de_price_asc_chf'));
    await page.getByLabel('Sortieren nach').selectOption('price_asc');
    const answer = (await (await sorted).json()) as { results: { hits: { priceMin: Record<string, number> }[] }[] };
    const chf = answer.results[0]!.hits.map((h) => h.priceMin.chf!);
    expect(chf.length).toBeGreaterThan(10);
    expect(chf).toEqual([...chf].sort((a, b) => a - b));
    await expect
      .poll(async () => (await page.locator('main .product-box__price .price:not(.price--strike)').allTextContents()).slice(0, 5))
      .toEqual(expect.arrayContaining([expect.stringContaining('CHF')]));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the jackets' size filter has a tab each for normal, short and long sizes, each with its own sizes", async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    await page.getByRole('button', { name: /^Größe/ }).click();
    const panel = page.locator('#filter-panel-size');
    const tabs = panel.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['Normalgrößen', 'Untersetzte Größen', 'Schlanke Größen']);
    const sizes = async (tab: string) => {
      await panel.getByRole('tab', { name: tab }).click();
      return (await panel.getByRole('tabpanel').locator('.filter-value__label').allTextContents()).map((l) => Number(l.trim()));
    };
    for (const size of await sizes('Normalgrößen')) expect(size).toBeGreaterThanOrEqual(44);
    for (const size of await sizes('Normalgrößen')) expect(size).toBeLessThanOrEqual(64);
    for (const size of await sizes('Untersetzte Größen')) expect(size).toBeLessThan(35);
    for (const size of await sizes('Schlanke Größen')) expect(size).toBeGreaterThan(90);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("black@example.com's loyalty card shows its vouchers' amounts in euros (under 100 €) with codes to copy; the copy lands in the clipboard", async () => {
    const context = await journey.browser.newContext(desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.host.url });
    expect((await context.request.post(`${journey.host.url}/api/account/login`, { data: { email: 'black@example.com', password: DEMO_PASSWORD } })).ok()).toBe(
      true,
    );
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/account?page=LoyaltyCard`);
    await hydrated(page);
    const vouchers = page.locator('.loyalty-card__vouchers > li');
    await vouchers.first().waitFor();
    const amounts = (await vouchers.allTextContents()).map((t) => Number(/(\d+(?:\.\d{3})*,\d{2})\s*€/.exec(t)![1]!.replace(/\./g, '').replace(',', '.')));
    expect(amounts).toEqual([10, 25]);
    const copy = vouchers.first().getByRole('button', { name: /in die Zwischenablage kopieren/ });
    const code = (await vouchers.first().locator('code').textContent())!;
    await copy.click();
    await vouchers.first().getByRole('status').filter({ hasText: 'Kopiert' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The tooltip goes after 2 seconds.
    await expect.poll(() => vouchers.first().getByRole('status').textContent(), { timeout: 10_000 }).toBe('');
    await page
      .locator('.loyalty-card__travel')
      .getByRole('button', { name: /REISE20-BLACK/ })
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a fresh start page, an address typed into the newsletter block before its code has arrived is sent by the replayed submit, and subscribes', async () => {
    const email = `frueh.${Date.now()}@example.com`;
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    // The block's code is held back until the shopper has typed and pressed the button (a slow phone).
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/newsletter-block-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(`${journey.host.url}/`);
    // The page has hydrated; the block, further down, has not: its code is still on the way.
    await hydrated(page);
    const block = page.locator('[data-tastic-type="hirmer/content/newsletter-block"]');
    const input = block.locator('input[type="email"]');
    await input.pressSequentially(email);
    await block.getByRole('button').click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    // The held press is replayed once the block has hydrated, with the typed address in its state.
    await page.waitForURL((url) => url.pathname === '/newsletter');
    expect(new URL(page.url()).search).toBe('');
    await hydrated(page);
    expect(await page.getByLabel(/E-Mail-Adresse/).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.locator('.newsletter-subscribe .alert--success').waitFor();
    await expect.poll(async () => (await journey.host.services.outbox.list({ to: email, limit: 1 })).length).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the size advisor's stand-in advises a jacket size, which the buy box takes; on hrm its widget speaks German in an English shop", async () => {
    const jacket = (await allProducts(journey.host.services)).find(
      (p) => p.type === 'sakko' && p.productType === 'regular' && p.colorVariants[0]!.sizeVariants.filter((s) => s.bodyType === 'normal').length > 3,
    )!;
    const context = await inLocale('en_GB');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${productUrl({ url: jacket.slug.en ?? '', identifier: jacket.id, colorVariant: jacket.colorVariants[0]!.itemnum })}`);
    await hydrated(page);
    const advisor = page.getByRole('button', { name: 'Size advisor' });
    await advisor.hover();
    await advisor.click();
    const widget = page.getByRole('dialog', { name: 'Größenberater' });
    await widget.waitFor();
    expect(await widget.getAttribute('lang')).toBe('de');
    await widget.getByLabel('Körpergröße (cm)').fill('180');
    await widget.getByLabel('Gewicht (kg)').fill('80');
    await widget.getByRole('button', { name: 'Größe ermitteln' }).click();
    const advised = (await widget.getByRole('status').textContent())!.replace('Ihre Größe: ', '');
    expect(advised).toMatch(/^\d+$/);
    await widget.getByRole('button', { name: 'Größe übernehmen' }).click();
    await widget.waitFor({ state: 'detached' });
    await page.getByText(`Recommended size: ${advised}`).waitFor();
    await expect.poll(() => page.locator('.buy-box').getByRole('button', { name: advised, exact: true }).getAttribute('aria-pressed')).toBe('true');
    // With the advisor there, the size chart link does not come up.
    await page.waitForTimeout(5_500);
    expect(await page.locator('.product-size-chart').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("back and forward navigation resets the colour a shopper chose in a listing's product box; moving to a fragment and back keeps a set part's size", async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    const first = page.locator('main article.product-box:has(.product-box__colors)').first();
    const id = await first.getAttribute('data-object-id');
    const brandName = (await first.locator('.product-box__brand').textContent())!.trim();
    const tiles = page.locator(`main article.product-box[data-object-id="${id}"] .product-box__colors .color-tile:not(.color-tile--more)`);
    const pressed = async () => (await tiles.evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-pressed')))).indexOf('true');
    const initial = await pressed();
    const other = initial === 0 ? 1 : 0;
    await tiles.nth(other).click();
    await expect.poll(pressed).toBe(other);
    // A refinement is a history entry of the listing; the box (same brand) stays with the colour chosen.
    await page.getByRole('button', { name: 'Marke', exact: true }).click();
    await page
      .locator('#filter-panel-brand')
      .getByRole('checkbox', { name: new RegExp(`^${brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .check();
    await page.waitForURL(/filters\[brand\.title\]=/);
    await expect.poll(pressed).toBe(other);
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('brand'));
    await expect.poll(pressed).toBe(initial);

    // A set's part boxes: a size chosen; the skip link and back (a fragment, no page change) keep it.
    const products = await allProducts(journey.host.services);
    const byId = new Map(products.map((p) => [p.id, p]));
    const inStock = (p: (typeof products)[number] | undefined) => p?.colorVariants[0]?.sizeVariants.find((v) => v.stock > 0);
    const set = products.find((p) => p.productType === 'set' && p.subProducts.every((sub) => inStock(byId.get(sub))))!;
    const part = byId.get(set.subProducts[0]!)!;
    const size = inStock(part)!;
    await page.goto(`${journey.host.url}${productUrl({ url: set.slug.de ?? '', identifier: set.id })}`);
    await hydrated(page);
    const chip = page.getByRole('group', { name: `Größe für ${part.title.de}` }).getByRole('button', { name: size.size.eu ?? size.sizeString, exact: true });
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**#main-content');
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await page.waitForURL((u) => !u.hash);
    await page.waitForTimeout(300);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');

    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await page.close();
  });

  it('a basket item of the other shop system (basketitemid, parent article) shows in the basket, leads to its parent article, changes quantity and goes', async () => {
    const { product, sizeVariant } = await stockedVariant(localServices(), 3);
    const context = await journey.browser.newContext(desktop);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const alternativeItem = { basketitemid: 'oxid-4711', parentArticleId: product.id };
    const added = await context.request.post(`${journey.host.url}/api/cart/cart/add`, {
      data: { variant: { sku: sizeVariant.sku }, count: 1, alternativeItem },
    });
    expect(added.ok()).toBe(true);
    expect((await added.json()).addedItems[0].projectSpecificData.alternativeItem).toEqual(alternativeItem);
    // A parent article that is not the article's product is refused.
    const wrong = await context.request.post(`${journey.host.url}/api/cart/cart/add`, {
      data: { variant: { sku: sizeVariant.sku }, count: 1, alternativeItem: { basketitemid: 'oxid-4712', parentArticleId: 'P999999' } },
    });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).errors[0]).toMatchObject({ code: 'parent_article_mismatch', field: '0.alternativeItem.parentArticleId' });

    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    const line = page.locator('.cart-line[data-basket-item-id="oxid-4711"]');
    await line.waitFor();
    const href = (await line.locator('.cart-line__name a').getAttribute('href'))!;
    expect(href).toBe(productUrl({ url: '', identifier: product.id }));
    const parent = await context.request.get(`${journey.host.url}${href}`);
    expect(parent.status()).toBe(200);
    expect(await parent.text()).toContain(product.title.de);
    await line.getByLabel(/^Menge von /).selectOption('2');
    await expect.poll(() => page.getByRole('link', { name: 'Warenkorb, 2 Artikel' }).count()).toBe(1);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => line.getByLabel(/^Menge von /).inputValue()).toBe('2');
    await line.getByRole('button', { name: / entfernen$/ }).click();
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });

  it('the inspiration page, in the navigation, places the blocks no other page has, and each works', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    await Promise.all([page.waitForURL('**/inspiration'), page.locator('.header').getByRole('link', { name: 'Inspiration', exact: true }).first().click()]);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Herbst-Inspiration', level: 1 }).waitFor();

    // The category banner: image, logo, buttons to their nodes.
    const banner = page.locator('[data-tastic-type="hirmer/listing/category-banner"]');
    expect(await banner.getByRole('img', { name: 'Herbstmode bei Hirmer' }).count()).toBe(1);
    expect(await banner.getByRole('link', { name: 'Mäntel entdecken' }).getAttribute('href')).toBe('/bekleidung/maentel');
    // The teaser box: three teasers with their links.
    const teasers = page.locator('[data-tastic-type="hirmer/listing/teaser-box"]');
    expect(await teasers.getByRole('link').count()).toBe(3);
    expect(await teasers.getByRole('link', { name: /Anzüge/ }).getAttribute('href')).toBe('/bekleidung/anzuege');
    // The product box slider: the editor's products, moved by its buttons.
    const slider = page.locator('[data-tastic-type="hirmer/product/product-box-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await slider.locator('article.product-box').first().waitFor();
    expect(await slider.locator('article.product-box').count()).toBe(9);
    await slider.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => slider.getByRole('button', { name: 'Zurück' }).isEnabled()).toBe(true);
    // The product list with a breaker and a teaser box in its grid (positions 12 and 24 on a desktop).
    const inserts = page.locator('.product-grid__insert--lg');
    expect(await inserts.count()).toBe(2);
    await inserts.first().scrollIntoViewIfNeeded();
    await inserts.first().locator('.breaker').waitFor();
    await inserts.nth(1).locator('.teaser-box').waitFor();
    // The location map loads its frame once it comes near.
    const map = page.locator('[data-tastic-type="hirmer/listing/location-map"]');
    expect(await map.locator('iframe').count()).toBe(0);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.locator('iframe').getAttribute('src')).toContain('bbox=11.56374');
    // The breaker: an image with an item number searches for it and goes to the one article that has it.
    const breaker = page.locator('[data-tastic-type="hirmer/listing/breaker"]');
    await breaker.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/p\//, { timeout: 20_000 }), breaker.getByRole('link', { name: 'Jeans Wilhelm' }).first().click()]);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Jeans Wilhelm', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('colorVariant')).toBe('30000020');
    expect(problems.filter((p) => !p.includes('openstreetmap'))).toEqual([]);
    await page.close();
  });

  it("choosing CZ in the locale switch keeps the visitor on the local host's addresses: its CZ domain, in Czech, with the basket", async () => {
    const { sizeVariant } = await stockedVariant(journey.host.services, 2);
    const context = await journey.browser.newContext(desktop);
    expect((await context.request.post(`${journey.host.url}/api/cart/cart/add`, { data: { variant: { sku: sizeVariant.sku }, count: 1 } })).ok()).toBe(true);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    await page
      .locator('.header')
      .getByRole('button', { name: /^Sprache und Lieferland/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sprache und Lieferland' });
    await dialog.getByLabel('Lieferland').selectOption('CZ');
    await dialog.getByLabel('Sprache').selectOption('cs');
    await Promise.all([page.waitForURL((url) => url.hostname === 'cz.localhost'), dialog.getByRole('button', { name: 'Übernehmen' }).click()]);
    await hydrated(page);
    const arrived = new URL(page.url());
    expect(arrived.port).toBe(new URL(journey.host.url).port);
    expect(await page.getAttribute('html', 'lang')).toBe('cs');
    // The session came along (the basket), and the address drops the handover's parameters.
    await expect.poll(() => page.url()).toBe(`${arrived.origin}/`);
    await page.goto(`${arrived.origin}/cart`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('cs');
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });
});
