import type { Browser, Page } from 'playwright-core';

/**
 * The shop's navigation as a shopper sees it on a site (the host or a Frontend project on it): the
 * desktop header's entries, each flyout's groups and links, the mobile menu's entries in order with
 * their style and its submenus, the brands page's groups. Every part is read from the page, so a
 * journey can hold the whole navigation to what the navigation editor's data says: a node's
 * configuration that lost a field or a default on its way (src/domain/node-configuration.ts) shows
 * as an entry missing, moved or styled otherwise.
 */
export interface NavigationShown {
  /** The desktop header's entries: label and classes. */
  desktop: string[];
  /** By entry: the flyout's groups (title, then its links), teasers, the "all" links with their classes. */
  flyouts: Record<string, { groups: string[][]; teasers: number; all: string[] }>;
  /** The mobile menu's top level: label and classes, in order. */
  mobile: string[];
  /** By entry with a submenu: its entries in order. */
  submenus: Record<string, string[]>;
  /** The brands page: each group's letter, then its brands. */
  brands: string[][];
}

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => `${(node.textContent ?? '').replace(/\s+/g, ' ').trim()} | ${node.getAttribute('class') ?? ''}`));

export async function navigationShown(browser: Browser, base: string, ready: (page: Page) => Promise<void>): Promise<NavigationShown> {
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await desktop.goto(`${base}/`);
  await ready(desktop);
  const nav = desktop.getByRole('navigation', { name: 'Hauptnavigation' });
  const entries = await texts(desktop, '.desktop-nav__link');
  const flyouts: NavigationShown['flyouts'] = {};
  for (const trigger of await nav.locator('.desktop-nav__link[aria-controls]').all()) {
    const label = ((await trigger.textContent()) ?? '').trim();
    const panel = desktop.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await trigger.hover();
    await panel.locator('.flyout__groups, .flyout__teasers').first().waitFor({ state: 'visible', timeout: 30_000 });
    flyouts[label] = {
      groups: await panel
        .locator('.flyout__group')
        .evaluateAll((groups) =>
          groups.map((group) => [...group.querySelectorAll('h3, a')].map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim())),
        ),
      teasers: await panel.locator('.flyout__teaser').count(),
      all: await panel.locator('.flyout__all a').evaluateAll((links) => links.map((link) => `${link.textContent} | ${link.getAttribute('class') ?? ''}`)),
    };
    await desktop.keyboard.press('Escape');
    await desktop.mouse.move(640, 880);
    await panel.waitFor({ state: 'hidden' });
  }
  await desktop.goto(`${base}/marken`);
  await ready(desktop);
  const brands = await desktop
    .locator('.brands__group')
    .evaluateAll((groups) => groups.map((group) => [...group.querySelectorAll('h2, li a')].map((node) => (node.textContent ?? '').trim())));
  await desktop.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  await phone.goto(`${base}/`);
  await ready(phone);
  await phone.getByRole('button', { name: 'Menü öffnen' }).tap();
  const menu = phone.getByRole('dialog', { name: 'Menü' });
  await menu.locator('.mobile-nav__item').first().waitFor({ timeout: 30_000 });
  const mobile = await texts(phone, '.mobile-nav__item');
  const submenus: NavigationShown['submenus'] = {};
  for (const label of await menu.locator('.mobile-nav__item > button span:first-of-type').allTextContents()) {
    await menu.getByRole('button', { name: `Untermenü ${label} anzeigen` }).tap();
    await menu.locator('.mobile-nav__back').waitFor();
    submenus[label] = await texts(phone, '.mobile-nav__item');
    await menu.locator('.mobile-nav__back').tap();
    await menu.locator('.mobile-nav__back').waitFor({ state: 'detached' });
  }
  await context.close();
  return { desktop: entries, flyouts, mobile, submenus, brands };
}
