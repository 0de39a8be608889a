import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestHost, type TestHost } from '../support/host';
import { collectProblems, launchBrowser } from './support/browser';

let host: TestHost;
let browser: Browser;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost({ browser: true, catalogueSize: 300 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
const desktop = { viewport: { width: 1280, height: 900 } };

describe('search in Chromium', () => {
  it('suggests while typing and lists the results of a search', async () => {
    const page = await browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${host.url}/`);
    await hydrated(page);
    const input = page.getByRole('combobox', { name: 'Suche' });
    await input.fill('sak');
    await page.getByRole('option').first().waitFor();
    await input.press('Escape');
    await expect.poll(() => page.getByRole('option').count()).toBe(0);
    await input.fill('sakko');
    await input.press('Enter');
    await page.waitForURL(`${host.url}/search?query=sakko`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Suchergebnisse für „sakko“');
    expect(await page.locator('main article.product-box').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the product of an 8-digit item number', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${host.url}/bekleidung/sakkos`);
    await hydrated(page);
    const href = (await page.locator('main .product-box__title a').first().getAttribute('href'))!;
    const itemnum = new URL(href, host.url).searchParams.get('colorVariant')!;
    const objectPath = new URL(href, host.url).pathname;
    expect(itemnum).toMatch(/^\d{8}$/);
    await page.goto(`${host.url}/search?query=${itemnum}`);
    await page.waitForURL((url) => url.pathname === objectPath);
    expect(new URL(page.url()).searchParams.get('colorVariant')).toBe(itemnum);
    await page.close();
  });

  it('sends a search without hits to the zero-result page with the query', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${host.url}/search?query=qqxxzzyy`);
    await page.waitForURL(`${host.url}/search/zero-results?query=qqxxzzyy`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Keine Treffer');
    await page.close();
  });
});
