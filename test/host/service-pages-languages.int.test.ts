import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startTestHost, type TestHost } from '../support/host';
import { LANGUAGES } from '../../src/config/languages';
import { messagesFor } from '../../src/i18n/catalog';

/**
 * The account and service pages of site/ in every shop language (issue 16): each page file carries
 * every translatable text in the six languages, and the host serves each page in each language
 * (`?locale=`) with its own title and texts: no German fallback, no message id, no "not available".
 * The account sub-pages and the newsletter confirmation render in the browser: the Chromium journey
 * test/e2e/service-pages-languages.e2e.ts reads those.
 */
const SERVICE_PAGES = {
  'account.json': '/account',
  'newsletter-subscribe.json': '/newsletter',
  'newsletter-confirmation.json': '/newsletter/confirm',
  'newsletter-unsubscribe.json': '/newsletter/unsubscribe',
  'service-kontakt.json': '/service/kontakt',
  'return-portal.json': '/retoure',
  'gewinnspiel.json': '/gewinnspiel',
  'early-shop.json': '/early-shop',
} as const;

/** One locale per language, as the language switch offers them. */
const LOCALE_OF = { de: 'de_DE', en: 'en_GB', cs: 'cs_CZ', pl: 'pl_PL', nl: 'nl_NL', fr: 'fr_FR' } as const;

type Translations = Record<string, string>;

/** Every translation map inside a page file (objects keyed by language), with where it sits. */
function translationMaps(value: unknown, at = ''): { at: string; texts: Translations }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => translationMaps(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([k]) => (LANGUAGES as readonly string[]).includes(k))) return [{ at, texts: value as Translations }];
  return entries.flatMap(([k, v]) => translationMaps(v, `${at}.${k}`));
}

function pageFile(file: string) {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'site/pages', file), 'utf8'));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ');
}

describe('the host serves them in each language', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost({ catalogueSize: 50 });
  });
  afterAll(() => host?.close());

  const cases = Object.entries(SERVICE_PAGES).flatMap(([file, pagePath]) => LANGUAGES.map((language) => [pagePath, language, file] as const));

  it.each(cases)('%s in %s', async (pagePath, language, file) => {
    const answer = await fetch(`${host.url}${pagePath}?locale=${LOCALE_OF[language]}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]).toBe(language);
    const page = pageFile(file);
    const title = visibleText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
    expect(title).toBe(page.pageFolder.configuration.seoTitle[language]);
    const main = visibleText(html.split('<main')[1]?.split('</main>')[0] ?? '');
    expect(main.trim().length, 'the main section says something').toBeGreaterThan(0);
    // Not available: in no language.
    for (const other of LANGUAGES) expect(main).not.toContain(messagesFor(other)['account.page.unavailable']);
    expect(main).not.toMatch(/nicht verfügbar/i);
    // A message id instead of its text ("reservations.title") is a missing translation.
    expect(main).not.toMatch(/\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(\.[a-zA-Z]+)*\b(?![a-z])/);
    // No text of the page and no interface text falls back to German.
    if (language !== 'de') {
      const own = messagesFor(language);
      const german = Object.entries(messagesFor('de')).filter(([id, text]) => text.length >= 12 && !text.includes('{') && text !== own[id]);
      expect(german.filter(([, text]) => main.includes(text)).map(([id]) => id)).toEqual([]);
      for (const { at, texts } of translationMaps(page.page)) {
        if (texts.de !== texts[language] && texts.de!.length > 3) expect(main, `${at}: German text on the ${language} page`).not.toContain(texts.de);
      }
    }
  });
});
