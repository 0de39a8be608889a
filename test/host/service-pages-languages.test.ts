import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/host';
import { LANGUAGES } from '../../src/config/languages';

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

describe('account and service pages in site/', () => {
  it.each(Object.keys(SERVICE_PAGES))('%s has every text in the six languages, none copied from another language', (file) => {
    const maps = translationMaps({ folder: pageFile(file).pageFolder.configuration, page: pageFile(file).page });
    expect(maps.length).toBeGreaterThan(0);
    for (const { at, texts } of maps) {
      expect(Object.keys(texts).sort(), `${file} ${at}`).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) expect(texts[language]?.trim(), `${file} ${at} ${language}`).toBeTruthy();
      // A longer text identical to the English one in cs, pl, nl or fr is an untranslated copy.
      for (const language of ['cs', 'pl', 'nl', 'fr'] as const) {
        if (texts[language]!.length > 24) expect(texts[language], `${file} ${at} ${language} is English`).not.toBe(texts.en);
      }
    }
  });
});
