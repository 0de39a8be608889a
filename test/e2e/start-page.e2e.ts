import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

const journey = setUpJourney();

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

  it('hides a layout element switched off for mobile on a phone-sized screen', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${journey.host.url}/service`);
    await expect(page.locator('[data-layout-element-id="service-parallax"]').isVisible()).resolves.toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[data-layout-element-id="service-parallax"]').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
