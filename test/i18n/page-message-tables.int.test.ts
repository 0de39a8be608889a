import { describe, expect, it } from 'vitest';
import { loadSite } from '../../host/site';
import { LANGUAGES } from '../../src/config/languages';
import { messagesForPage } from '../../src/i18n/page-messages';
import { tasticTypesOf } from '../../src/page/page-tastics';
import type { Page, PageData } from '../../src/shop/page-model';

/** The tastic types of a page as stored in site/. */
const typesOf = (page: Page) => tasticTypesOf({ page } as PageData);

describe("the host's message tables", () => {
  it('keeps one table per language and page shape for every page of the site in every language, so none is made and compiled again', () => {
    const site = loadSite(process.cwd());
    const pages = [...[...site.pagesByPath.values()].map((entry) => entry.page), ...[...site.dynamicPages.values()].map((template) => template.page)];
    const first = LANGUAGES.flatMap((language) => pages.map((page) => messagesForPage(language, typesOf(page))));
    const again = LANGUAGES.flatMap((language) => pages.map((page) => messagesForPage(language, typesOf(page))));
    expect(new Set(first).size).toBeGreaterThan(64);
    again.forEach((table, i) => expect(table).toBe(first[i]));
  });
});
