import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { SHOP_NAVIGATION } from './support/navigation-expected';
import { navigationShown } from './support/navigation-shown';

const journey = setUpJourney();

describe('navigation in Chromium', () => {
  it('opens a flyout by hovering and reaches a category list', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Bekleidung', exact: true }).hover();
    const flyout = page.locator('#flyout-node-bekleidung');
    await flyout.waitFor({ state: 'visible' });
    expect(await flyout.locator('.flyout__group-title').allTextContents()).toEqual(['Business', 'Casual', 'Outdoor', 'Wäsche', 'Specials']);
    await flyout.getByRole('link', { name: 'Sakkos', exact: true }).click();
    await page.waitForURL(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Sakkos');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('closes the flyout on Escape', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Bekleidung', exact: true }).first().hover();
    await page.locator('#flyout-node-bekleidung').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('#flyout-node-bekleidung').waitFor({ state: 'hidden' });
    await page.close();
  });

  it('takes the mobile menu down to a subcategory', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByRole('button', { name: 'Untermenü Bekleidung anzeigen' }).tap();
    await menu.getByRole('link', { name: 'Jeans' }).tap();
    await page.waitForURL(`${journey.host.url}/bekleidung/jeans`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Jeans');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the brands A-Z and jumps to a letter', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${journey.host.url}/marken`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Zu den Marken mit Z' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('brands-Z');
    await page.getByRole('link', { name: 'Zermatt Outdoor' }).click();
    await page.waitForURL(`${journey.host.url}/marken/zermatt-outdoor`);
    await page.close();
  });

  it("shows every entry of the editor's navigation as it did with each node's full configuration: the header, each flyout, the mobile menu and its submenus, the brands page", async () => {
    // The tree values carry only what differs from the defaults (src/domain/node-configuration.ts):
    // a default lost on the way shows here as an entry missing, moved or styled otherwise.
    expect(await navigationShown(journey.browser, journey.host.url, hydrated)).toEqual(SHOP_NAVIGATION);
  }, 180_000);
});
