import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

const journey = setUpJourney();

/** The start page on a phone of this size, hydrated. */
async function startPageOnPhone(width: number, height: number) {
  const context = await journey.browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${journey.host.url}/`);
  await hydrated(page);
  return { context, page };
}

/** Whether the header's logo (its text or picture) shows whole, and its text size in px. */
function headerLogo(page: Page) {
  return page.locator('.header__bar .header__logo').evaluate((logo) => {
    const text = logo.querySelector<HTMLElement>('.header__logo-text, img')!;
    const clipped = text.scrollWidth > logo.clientWidth + 1 || text.getBoundingClientRect().right > logo.getBoundingClientRect().right + 1;
    return { clipped, fontSize: Number.parseFloat(getComputedStyle(text).fontSize) };
  });
}

describe('start page in Chromium', () => {
  it('is rendered on the server and hydrated without warnings', async () => {
    const page = await journey.browser.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${journey.host.url}/`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Willkommen');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("sends the bundle's scripts with nosniff and without the headers that only govern a document", async () => {
    const html = await (await fetch(`${journey.host.url}/`)).text();
    const script = /<script type="module" src="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${journey.host.url}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options'])
      expect(res.headers.get(name), name).toBeNull();
  });

  it('shows the start page in the language of the locale cookie', async () => {
    const context = await journey.browser.newContext();
    await context.addCookies([{ name: 'locale', value: 'fr_FR', url: journey.host.url }]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toContain('Bienvenue');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the whole logo and every header item on phones from 360 to 412 px wide, the search box on a row of its own', async () => {
    for (const width of [360, 390, 412]) {
      const { context, page } = await startPageOnPhone(width, 740);
      const header = await page.locator('.header__bar').evaluate((bar) => {
        const box = (element: Element) => element.getBoundingClientRect();
        const items = [...bar.children].filter((child) => !child.classList.contains('header__search')).map(box);
        return {
          overflow: bar.scrollWidth > bar.clientWidth + 1 || items.some((item) => item.right > window.innerWidth),
          oneRow: Math.max(...items.map((item) => item.top)) < Math.min(...items.map((item) => item.bottom)),
          searchBelow: box(bar.querySelector('.header__search')!).top >= Math.max(...items.map((item) => item.bottom)) - 1,
        };
      });
      expect(header, `${width} px`).toEqual({ overflow: false, oneRow: true, searchBelow: true });
      const logo = await headerLogo(page);
      expect(logo.clipped, `${width} px`).toBe(false);
      expect(logo.fontSize, `${width} px`).toBeGreaterThanOrEqual(12);
      await context.close();
    }
  });

  it('keeps the logo legible on a 320 px phone: the language switch moves beside the search box and still opens', async () => {
    const { context, page } = await startPageOnPhone(320, 640);
    const header = await page.locator('.header__bar').evaluate((bar) => {
      const box = (element: Element) => element.getBoundingClientRect();
      const search = box(bar.querySelector('.header__search')!);
      const locale = box(bar.querySelector('.locale-switch')!);
      const icons = ['.mobile-menu-button', '.header__logo', '.wishlist-icon', '.cart-icon:not(.wishlist-icon)', '.account-menu'].map((selector) =>
        box(bar.querySelector(selector)!),
      );
      return {
        overflow: bar.scrollWidth > bar.clientWidth + 1 || [...icons, locale].some((item) => item.right > window.innerWidth),
        iconsInOneRow: Math.max(...icons.map((item) => item.top)) < Math.min(...icons.map((item) => item.bottom)),
        searchBelow: search.top >= Math.max(...icons.map((item) => item.bottom)) - 1,
        localeBesideSearch: locale.left >= search.right - 1 && locale.top < search.bottom && locale.bottom > search.top,
      };
    });
    expect(header).toEqual({ overflow: false, iconsInOneRow: true, searchBelow: true, localeBesideSearch: true });
    const logo = await headerLogo(page);
    expect(logo.clipped).toBe(false);
    expect(logo.fontSize).toBeGreaterThanOrEqual(12);
    await page.locator('.header__bar .locale-switch').click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('hides a layout element switched off for mobile on a phone-sized screen', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${journey.host.url}/service`);
    await expect(page.locator('[data-layout-element-id="service-parallax"]').isVisible()).resolves.toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[data-layout-element-id="service-parallax"]').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
