import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestHost, type TestHost } from '../support/host';
import { collectProblems, launchBrowser } from './support/browser';

let host: TestHost;
let browser: Browser;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost({ browser: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('start page in Chromium', () => {
  it('is rendered on the server and hydrated without warnings', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${host.url}/`);
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Willkommen');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the start page in the language of the locale cookie', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'locale', value: 'fr_FR', url: host.url }]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${host.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.locator('h1').textContent()).toContain('Bienvenue');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides a layout element switched off for mobile on a phone-sized screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${host.url}/`);
    await expect(page.locator('[data-layout-element-id="home-delivery"]').isVisible()).resolves.toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[data-layout-element-id="home-delivery"]').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
