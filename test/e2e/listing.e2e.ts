import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { sizeSystemOf, type SizeSystem } from '../../src/domain/size-systems';
import { SIZES } from '../../extensions/demo-data/vocabulary';
import { messagesFor } from '../../src/i18n/catalog';

/** The size system of each German tab name. */
const SYSTEMS: Record<string, SizeSystem> = Object.fromEntries(
  Object.entries(messagesFor('de'))
    .filter(([id]) => id.startsWith('sizeSystem.'))
    .map(([id, text]) => [String(text), id.slice('sizeSystem.'.length) as SizeSystem]),
);
/** The demo catalogue's size labels of each system. */
const LABELS_OF_SYSTEM = new Map<SizeSystem, Set<string>>();
for (const [sizeType, byBody] of Object.entries(SIZES))
  for (const [bodyType, labels] of Object.entries(byBody)) {
    const system = sizeSystemOf(sizeType as keyof typeof SIZES, bodyType as 'normal');
    LABELS_OF_SYSTEM.set(system, new Set([...(LABELS_OF_SYSTEM.get(system) ?? []), ...(labels ?? [])]));
  }

const journey = setUpJourney({ catalogueSize: 300 });

const count = async (page: Page) => Number((await page.locator('.listing__count').first().textContent())!.replace(/\D/g, ''));
const boxes = (page: Page) => page.locator('main article.product-box');
const desktop = { viewport: { width: 1280, height: 900 } };
/** nbHits of the next search answer whose main query's filters name `attribute`. */
const nextAnswer = (page: Page, attribute: string) =>
  page
    .waitForResponse((r) => {
      if (!r.url().includes('/queries') || r.request().method() !== 'POST') return false;
      const body = JSON.parse(r.request().postData() ?? '{}') as { requests?: { filters?: string }[] };
      return (body.requests?.[0]?.filters ?? '').includes(attribute);
    })
    .then(async (r) => ((await r.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits);

describe('product list in Chromium', () => {
  it('paints with the stylesheet and the first product image before any script chunk is requested, then hydrates', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const problems = collectProblems(page);
    const response = await page.goto(`${journey.host.url}/bekleidung`);
    expect(await response?.text()).not.toContain('modulepreload');
    await hydrated(page);
    const timing = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        path: new URL(r.name).pathname,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
      })),
    );
    const stylesheet = timing.find((r) => r.path.endsWith('.css'));
    const firstImage = timing.find((r) => r.path.startsWith('/media/product/'));
    const chunks = timing.filter((r) => r.path.startsWith('/assets/chunks/'));
    expect(stylesheet && firstImage).toBeTruthy();
    expect(chunks.length).toBeGreaterThan(5);
    // The header's code comes with the shell: no request for a file that only re-exports it.
    expect(chunks.filter((chunk) => chunk.path.startsWith('/assets/chunks/header-'))).toEqual([]);
    for (const chunk of chunks) {
      expect(chunk.startTime, chunk.path).toBeGreaterThanOrEqual(stylesheet!.responseEnd);
      expect(chunk.startTime, chunk.path).toBeGreaterThan(firstImage!.startTime);
    }
    await boxes(page).first().hover();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the colour tiles' filter colours at the first paint and requests their pictures only once the page has hydrated", async () => {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true };
    const tiles = (page: Page) => page.locator('main article.product-box .color-tile:not(.color-tile--more)').first();
    // The tiles as the first paint shows them: the served page, before any script has run.
    const served = await journey.browser.newContext({ ...phone, javaScriptEnabled: false });
    const before = await served.newPage();
    await before.goto(`${journey.host.url}/bekleidung`);
    const first = await tiles(before).evaluate((element) => {
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, colour: style.backgroundColor };
    });
    expect(first.image).not.toMatch(/url\(/);
    expect(first.colour).not.toBe('rgb(255, 255, 255)');
    expect(await before.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('/icon/')).length)).toBe(0);
    await served.close();
    // Hydrated, the tiles show their pictures, requested after the page's first paint.
    const page = await journey.browser.newPage(phone);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    await expect.poll(() => tiles(page).evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/\/icon\/45\.webp/);
    const { paint, icons } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      icons: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/icon/'))
        .map((r) => r.startTime),
    }));
    expect(icons.length).toBeGreaterThan(0);
    for (const start of icons) expect(start).toBeGreaterThan(paint);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('skips style, layout and paint of the boxes below the fold until they come near, holding about their height meanwhile', async () => {
    for (const viewport of [{ width: 390, height: 844 }, desktop.viewport]) {
      const page = await journey.browser.newPage({ viewport });
      await page.goto(`${journey.host.url}/bekleidung`);
      await hydrated(page);
      const item = page.locator('.product-grid__item').nth(30);
      const before = await item.evaluate((node) => ({
        // The item holds its place; what it contains is skipped.
        rendered: node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        height: node.getBoundingClientRect().height,
      }));
      expect(before.rendered, `${viewport.width}px`).toBe(false);
      await item.scrollIntoViewIfNeeded();
      await expect.poll(() => item.evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
      const after = await item.evaluate((node) => node.getBoundingClientRect().height);
      // The held height is the grid's box height within a few pixels (no jump as the shopper scrolls).
      expect(Math.abs(after - before.height), `${viewport.width}px: ${before.height} -> ${after}`).toBeLessThan(40);
      // The first boxes are there from the start (the largest image among them).
      expect(
        await page
          .locator('.product-grid__item')
          .first()
          .evaluate((node) => node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(true);
      await page.close();
    }
  });

  it('offers the sub-categories of Sakkos in its category filter', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Kategorie', exact: true }).click();
    // The values' code came when the pointer reached the filter bar (Filters.tsx): the panel fills at once or after a spinner.
    await page.locator('#filter-panel-category .filter-value__label').first().waitFor();
    const labels = await page.locator('#filter-panel-category .filter-value__label').allTextContents();
    expect(labels.map((l) => l.replace(/\s*\(\d+\)\s*$/, '').trim()).sort()).toEqual(['Business-Sakkos', 'Freizeit-Sakkos', 'Strick-Sakkos']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers one tab per size system in the size filter, each listing only sizes of its system', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    await page.getByRole('button', { name: /^Größe/ }).click();
    const panel = page.locator('#filter-panel-size');
    const tabs = panel.getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    for (let i = 0; i < names.length; i++) {
      await tabs.nth(i).click();
      const labels = await panel.getByRole('tabpanel').locator('.filter-value__label').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      const system = SYSTEMS[names[i]!]!;
      expect(system, names[i]).toBeDefined();
      for (const label of labels) expect(LABELS_OF_SYSTEM.get(system), `${label} under ${names[i]}`).toContain(label.replace(/\s*\(\d+\)\s*$/, '').trim());
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters by brand and size; the address carries the state and a reload keeps it', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    const total = await count(page);
    await page.getByRole('button', { name: 'Marke', exact: true }).click();
    const brand = page.locator('#filter-panel-brand input[type=checkbox]').first();
    const brandName = (await page.locator('#filter-panel-brand .filter-value__label').first().textContent())!;
    await brand.check();
    await page.waitForURL(/filters\[brand\.title\]=/);
    await expect.poll(() => count(page)).toBeLessThan(total);
    const brands = await page.locator('main .product-box__brand').allTextContents();
    expect(new Set(brands)).toEqual(new Set([brandName]));
    const byBrand = await count(page);

    await page.getByRole('button', { name: /^Größe/ }).click();
    const answered = nextAnswer(page, 'sizeString');
    await page.locator('#filter-panel-size input[type=checkbox]').first().check();
    await page.waitForURL(/filters\[colorVariants\.sizeVariants\.sizeString\]=/);
    const filtered = await answered;
    expect(filtered).toBeLessThanOrEqual(byBrand);
    await expect.poll(() => count(page)).toBe(filtered);
    const address = page.url();

    await page.reload();
    await hydrated(page);
    expect(page.url()).toBe(address);
    expect(await count(page)).toBe(filtered);
    await page.getByRole('button', { name: /^Marke/ }).click();
    await expect.poll(() => page.locator('#filter-panel-brand input:checked').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('narrows to a price range 500 ms after typing', async () => {
    const page = await journey.browser.newPage(desktop);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    const total = await count(page);
    await page.getByRole('button', { name: 'Mehr Filter' }).click();
    await page.getByRole('button', { name: 'Preis', exact: true }).click();
    const min = page.getByRole('spinbutton', { name: /Preis von/ });
    await min.fill('150');
    await min.press('Enter');
    await page.waitForURL(/range\[priceMin\.eur\]=150:/);
    await expect.poll(() => count(page)).toBeLessThan(total);
    const prices = await page.locator('main .product-box__price .price:not(.price--strike)').allTextContents();
    for (const p of prices) expect(Number(p.replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThanOrEqual(150);
    await page.close();
  });

  it('sorts by price ascending through the replica', async () => {
    const page = await journey.browser.newPage(desktop);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    await page.getByLabel('Sortieren nach').selectOption('price_asc');
    await page.waitForURL(/sortBy=price_asc/);
    await expect
      .poll(async () => {
        const prices = (await page.locator('main .product-box__price .price:not(.price--strike)').allTextContents()).map((p) =>
          Number(p.replace(/[^\d,]/g, '').replace(',', '.')),
        );
        return prices.length > 10 && prices.every((p, i) => i === 0 || p >= prices[i - 1]! - 0.001);
      })
      .toBe(true);
    await page.close();
  });

  it('loads more through the sentinel and names the page in the address while scrolling', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    expect(await boxes(page).count()).toBe(48);
    await page.locator('.product-grid__more').scrollIntoViewIfNeeded();
    await expect.poll(() => boxes(page).count()).toBeGreaterThanOrEqual(96);
    await page.locator('[data-page="2"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForURL(/[?&]page=2/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('restores the loaded pages and the scroll position on back navigation', async () => {
    const page = await journey.browser.newPage(desktop);
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    await page.locator('.product-grid__more').scrollIntoViewIfNeeded();
    await expect.poll(() => boxes(page).count()).toBeGreaterThanOrEqual(96);
    await page.waitForFunction(() => !document.querySelector('.product-grid[aria-busy]'));
    const loaded = await boxes(page).count();
    const target = boxes(page).nth(60);
    await target.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    const title = (await target.locator('.product-box__title a').textContent())!;
    await target.locator('.product-box__title a').click();
    await page.waitForURL(/\/p\//);
    await page.goBack();
    await page.waitForURL(/\/bekleidung/);
    await hydrated(page);
    // The restored pages come back at once (more may follow: the sentinel is near again).
    await expect.poll(() => boxes(page).count()).toBeGreaterThanOrEqual(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 200);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 200);
    await expect(page.getByRole('link', { name: title }).first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('closes the mobile filter panel with back and shows the results', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${journey.host.url}/bekleidung`);
    await hydrated(page);
    await page.locator('.filter-mobile-button').tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Farbe/ }).tap();
    await dialog.locator('input[type=checkbox]').first().check();
    await page.waitForURL(/filters\[colorVariants\.filterColor\]=/);
    await dialog.getByRole('button', { name: /Zurück zu allen Filtern/ }).tap();
    await dialog.getByRole('button', { name: /anzeigen$/ }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
