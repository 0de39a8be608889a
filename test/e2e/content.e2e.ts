import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localServices } from '../support/host';
import { stockedVariant } from '../backend/support';
import { productUrl } from '../../src/domain/routes';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

/**
 * The content blocks as a shopper meets them (issue: content blocks): the start page built from them,
 * the footer on every page, the slider, the tabs, link modals, the page head and the data layer.
 */
const journey = setUpJourney({ catalogueSize: 200 });
const desktop = { viewport: { width: 1280, height: 900 } };

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await journey.browser.newPage(desktop);
  const problems = collectProblems(page);
  await page.goto(`${journey.host.url}${path}`);
  await hydrated(page);
  return { page, problems };
}

const dataLayerEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event?: string }).event).filter(Boolean));

describe('content blocks in Chromium', () => {
  it('builds the start page from at least 10 content block types, without a console error, with a footer', async () => {
    const { page, problems } = await open('/');
    const types = await page
      .locator('[data-tastic-type^="hirmer/content/"]')
      .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.getAttribute('data-tastic-type')))]);
    expect(types.length).toBeGreaterThanOrEqual(10);
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Service' }).waitFor();
    expect(await dataLayerEvents(page)).toContain('page_view');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('advances the homepage slider on its own', async () => {
    const { page, problems } = await open('/');
    const slider = page.locator('.homepage-slider .slider');
    expect(await slider.getAttribute('data-index')).toBe('0');
    await page.mouse.move(5, 890);
    await expect.poll(() => slider.getAttribute('data-index'), { timeout: 9000 }).not.toBe('0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves through the tabs with the arrow keys', async () => {
    const { page, problems } = await open('/');
    // The tabs sit below the fold: their code loads at the shopper's first key press (or scroll)
    // after hydrating. A keyboard user's first Tab does it, and a good many more Tab presses follow
    // before the tabs have focus; the journey presses one, then focuses the tabs directly.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/chunks\/tabs-[\w-]+\.js$/.test(r.name)))).toBe(true);
    await page.waitForLoadState('networkidle');
    const first = page.locator('.content-tabs').getByRole('tab').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.locator('.content-tabs').getByRole('tab').nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await second.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    expect(await page.locator('.content-tabs').getByRole('tab').last().getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a _modal link as a dialog (the shipping block) and a modal link to another page framed', async () => {
    // The footer's code arrives late (a slow network): the click on its link comes before it, is held
    // until the footer has hydrated (deferred-hydration.ts), then lands on it, so the modal link opens
    // its modal instead of being followed as the served plain link.
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    let footerCodeArrived = false;
    await page.route(/\/footer-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
      footerCodeArrived = true;
    });
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    expect(footerCodeArrived).toBe(false);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Versand & Lieferung' }).click();
    const shipping = page.getByRole('dialog');
    await shipping.waitFor();
    expect(await shipping.getByRole('button').count()).toBeGreaterThan(1);
    expect(await shipping.locator('iframe').count()).toBe(0);
    await page.keyboard.press('Escape');
    await shipping.waitFor({ state: 'detached' });
    await footer.getByRole('link', { name: 'Häufige Fragen' }).click();
    const faq = page.getByRole('dialog');
    const frame = faq.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/service/faq');
    await expect
      .poll(async () => Number.parseInt((await frame.evaluate((f) => (f as HTMLIFrameElement).style.height)) || '0', 10), { timeout: 10_000 })
      .toBeGreaterThan(100);
    // Inside the frame there is never a modal: its links open a new tab.
    const inner = page.frameLocator('.link-modal__frame iframe');
    await expect.poll(() => inner.getByRole('contentinfo').getByRole('link', { name: 'Versand & Lieferung' }).getAttribute('target')).toBe('_blank');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the service page with the remaining blocks', async () => {
    const { page, problems } = await open('/service');
    for (const type of [
      'breadcrumb',
      'header-element',
      'auto-changing-text',
      'info-box',
      'bracket-box',
      'image-box',
      'parallax',
      'video',
      'table',
      'size-table-accordion',
      'loyalty-tiles',
      'shipping-information',
      'track-and-trace',
      'appointment-frame',
      'voucher-service',
      'podcast-player',
      'social-photo-widget',
    ]) {
      expect(await page.locator(`[data-tastic-type="hirmer/content/${type}"]`).count(), type).toBeGreaterThan(0);
    }
    // Decided in the browser, below the fold: it shows once the shopper scrolls to it.
    await page.locator('[data-tastic-type="hirmer/content/auto-changing-text"]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByText('Kostenloser Versand innerhalb Deutschlands').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('serves canonical and hreflang alternates, and has the footer on listing and product pages; a product page sends view_item', async () => {
    const html = await (await fetch(`${journey.host.url}/bekleidung`)).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/bekleidung">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="de-AT" href="[^"]+\/bekleidung\?locale=de_AT">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/bekleidung">/);
    const listing = await open('/bekleidung');
    expect(await listing.page.getByRole('contentinfo').count()).toBe(1);
    expect(listing.problems).toEqual([]);
    await listing.page.close();
    const { product, colorVariant } = await stockedVariant(localServices(), 1);
    const pdp = await open(productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum }));
    expect(await pdp.page.getByRole('contentinfo').count()).toBe(1);
    await expect.poll(() => dataLayerEvents(pdp.page)).toContain('view_item');
    expect(await dataLayerEvents(pdp.page)).toContain('page_view');
    expect(pdp.problems).toEqual([]);
    await pdp.page.close();
  });
});
