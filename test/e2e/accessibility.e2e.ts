import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { stockedVariant } from '../backend/support';
import { productUrl } from '../../src/domain/routes';

/**
 * Automated accessibility audit (axe-core, WCAG 2.2 AA and the heading order) of the shop's pages on a desktop
 * and a phone, and of the open states a shopper meets: the login flyout, the mobile menu, the
 * mobile filter panel. Any violation fails with the rule, its help text and the elements.
 */
const journey = setUpJourney({ catalogueSize: 300 });

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function violations(page: Page): Promise<string[]> {
  // WCAG 2.2 AA (targets of at least 24 px) and the outline's heading order, as Lighthouse audits them.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'heading-order': { enabled: true } } })
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -- ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function open(options: BrowserContextOptions, path: string): Promise<Page> {
  const context = await journey.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${journey.host.url}${path}`);
  await hydrated(page);
  return page;
}

describe('accessibility (axe-core, WCAG 2.1 AA) in Chromium', () => {
  // Every page is a full audit of a few seconds: each device its own test, with room for a slow machine.
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    "finds no violation on the shop's pages on a %s",
    async (device, options) => {
      const { product, colorVariant } = await stockedVariant(localServices(), 1);
      const paths = [
        '/',
        '/service',
        '/bekleidung',
        '/search?query=sakko',
        '/marken',
        '/inspiration',
        '/cart',
        '/cart?type=reservation',
        '/wishlist',
        '/account?page=Registration',
        productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum }),
      ];
      const found: string[] = [];
      for (const path of paths) {
        const page = await open(options, path);
        for (const v of await violations(page)) found.push(`${device} ${path}: ${v}`);
        await page.context().close();
      }
      expect(found).toEqual([]);
    },
    180_000,
  );

  it("gives the sliders' page dots targets of at least 24 by 24 px (WCAG 2.5.8; axe passes dots close together, Lighthouse does not)", async () => {
    const page = await open(PHONE, '/');
    const dots = page.locator('.slider__dots button');
    expect(await dots.count()).toBeGreaterThan(1);
    for (const box of await dots.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map(({ width, height }) => ({ width, height })))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await page.context().close();
  });

  it('finds no violation in the open login flyout, mobile menu and mobile filter panel', async () => {
    const found: string[] = [];
    const desktop = await open(DESKTOP, '/');
    await desktop.getByRole('button', { name: 'Anmelden' }).click();
    await desktop
      .getByRole('dialog')
      .getByLabel(/E-Mail-Adresse/)
      .waitFor();
    for (const v of await violations(desktop)) found.push(`login flyout: ${v}`);
    await desktop.context().close();

    const menu = await open(PHONE, '/');
    await menu.getByRole('button', { name: 'Menü öffnen' }).tap();
    await menu.getByRole('dialog', { name: 'Menü' }).waitFor();
    for (const v of await violations(menu)) found.push(`mobile menu: ${v}`);
    await menu.context().close();

    const filters = await open(PHONE, '/bekleidung');
    await filters.locator('.filter-mobile-button').tap();
    await filters.getByRole('dialog').waitFor();
    for (const v of await violations(filters)) found.push(`mobile filters: ${v}`);
    await filters.context().close();
    expect(found).toEqual([]);
  }, 120_000);
});
