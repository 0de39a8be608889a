import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../extensions/demo-data/customers';
import { LANGUAGES, type Language } from '../../src/config/languages';
import { messagesFor } from '../../src/i18n/catalog';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

/**
 * The pages of issue 16 that render in the browser, in each of the six languages (the pages the
 * server renders are read over HTTP in test/host/service-pages-languages.int.test.ts): the account's
 * sub-pages as max.mustermann@example.com and as a guest, the newsletter confirmation (success and
 * failure) and the unsubscribe page. None shows a message id, a German text on a page of another
 * language, or "not available"; none logs a missing translation.
 */
const journey = setUpJourney({ catalogueSize: 200 });

const LOCALE_OF: Record<Language, string> = { de: 'de_DE', en: 'en_GB', cs: 'cs_CZ', pl: 'pl_PL', nl: 'nl_NL', fr: 'fr_FR' };
const CUSTOMER_PAGES = ['LoginData', 'AccountAddress', 'OrderHistory', 'Reservation', 'LoyaltyCard', 'Newsletter'];
const GUEST_PAGES = [
  '/account?page=LoginPage',
  '/account?page=Registration',
  '/newsletter/confirm?success=1',
  '/newsletter/confirm?success=0',
  '/newsletter/unsubscribe',
];

/** German interface texts that read differently in the language: one of them on the page is a missing translation. */
function germanOnly(language: Language): string[] {
  if (language === 'de') return [];
  const german = messagesFor('de');
  const own = messagesFor(language);
  return Object.entries(german)
    .filter(([id, text]) => text.length >= 12 && !text.includes('{') && text !== own[id])
    .map(([, text]) => text);
}
const UNAVAILABLE = LANGUAGES.map((l) => messagesFor(l)['account.page.unavailable']);

async function mainText(page: Page): Promise<string> {
  await hydrated(page);
  // Views load their data after hydration: wait until no spinner is left in the main section.
  await page.waitForFunction(() => !document.querySelector('main .spinner'), undefined, { timeout: 10_000 });
  // biome-ignore lint/performance/useDomNodeTextContent: what the shopper sees, line by line, is checked (not hidden texts run together)
  return page.locator('main').innerText();
}

function expectComplete(text: string, language: Language, where: string) {
  for (const unavailable of UNAVAILABLE) expect(text, where).not.toContain(unavailable);
  expect(text, where).not.toMatch(/nicht verfügbar/i);
  const withoutAddresses = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');
  expect(withoutAddresses, `${where}: a message id instead of its text`).not.toMatch(/\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(\.[a-zA-Z]+)*\b(?![a-z])/);
  const german = germanOnly(language).filter((g) => text.includes(g));
  expect(german, `${where}: German texts`).toEqual([]);
}

describe('account and newsletter pages in the six languages, in Chromium', () => {
  it.each(LANGUAGES)('as max.mustermann@example.com and as a guest, in %s', async (language) => {
    const locale = LOCALE_OF[language];
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);

    for (const address of GUEST_PAGES) {
      await page.goto(`${journey.host.url}${address}${address.includes('?') ? '&' : '?'}locale=${locale}`);
      const text = await mainText(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(text.trim().length, address).toBeGreaterThan(0);
      expectComplete(text, language, `${address} (${language})`);
    }

    await page.goto(`${journey.host.url}/account?page=LoginPage&locale=${locale}`);
    await hydrated(page);
    const form = page.locator('.account-login form');
    await form.locator('input[type="email"]').fill('max.mustermann@example.com');
    await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await page.locator('.account-area__nav').waitFor();
    for (const sub of CUSTOMER_PAGES) {
      await page.goto(`${journey.host.url}/account?page=${sub}&locale=${locale}`);
      await hydrated(page);
      await page.locator(`.account-area[data-page="${sub}"] h2`).first().waitFor();
      const text = await mainText(page);
      expect(await page.title()).toBe(`${messagesFor(language)['account.page.heading']} | Hirmer`);
      expectComplete(text, language, `${sub} (${language})`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
