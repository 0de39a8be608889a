import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

const journey = setUpJourney({ catalogueSize: 300 });

const desktop = { viewport: { width: 1280, height: 900 } };

describe('search in Chromium', () => {
  it('suggests while typing and lists the results of a search', async () => {
    const page = await journey.browser.newPage(desktop);
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    const input = page.getByRole('combobox', { name: 'Suche' });
    await input.fill('sak');
    await page.getByRole('option').first().waitFor();
    await input.press('Escape');
    await expect.poll(() => page.getByRole('option').count()).toBe(0);
    await input.fill('sakko');
    await input.press('Enter');
    await page.waitForURL(`${journey.host.url}/search?query=sakko`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Suchergebnisse für „sakko“');
    expect(await page.locator('main article.product-box').count()).toBeGreaterThan(0);
    // Navigating on to a category leaves the search box empty (storefront-browsing.md, search box), also
    // when the shopper comes back to the category with the browser's back and forward buttons.
    await page.locator('nav.desktop-nav').getByRole('link', { name: 'Schuhe', exact: true }).click();
    await page.waitForURL(`${journey.host.url}/schuhe`);
    await hydrated(page);
    expect(await page.getByRole('combobox', { name: 'Suche' }).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL(`${journey.host.url}/search?query=sakko`);
    await page.goForward();
    await page.waitForURL(`${journey.host.url}/schuhe`);
    await hydrated(page);
    expect(await page.getByRole('combobox', { name: 'Suche' }).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the product of an 8-digit item number', async () => {
    const page = await journey.browser.newPage(desktop);
    await page.goto(`${journey.host.url}/bekleidung/sakkos`);
    await hydrated(page);
    const href = (await page.locator('main .product-box__title a').first().getAttribute('href'))!;
    const itemnum = new URL(href, journey.host.url).searchParams.get('colorVariant')!;
    const objectPath = new URL(href, journey.host.url).pathname;
    expect(itemnum).toMatch(/^\d{8}$/);
    await page.goto(`${journey.host.url}/search?query=${itemnum}`);
    await page.waitForURL((url) => url.pathname === objectPath);
    expect(new URL(page.url()).searchParams.get('colorVariant')).toBe(itemnum);
    await page.close();
  });

  it('sends a search without hits to the zero-result page with the query', async () => {
    const page = await journey.browser.newPage(desktop);
    await page.goto(`${journey.host.url}/search?query=qqxxzzyy`);
    await page.waitForURL(`${journey.host.url}/search/zero-results?query=qqxxzzyy`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Keine Treffer');
    await page.close();
  });
});
