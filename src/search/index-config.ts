import type { Language } from '../config/languages';
import { currencyKey, currencyOfTerritory, type Currency } from '../config/currencies';

/**
 * Index names per language (storefront-browsing.md §3 "Search index config per language"):
 * the product index, its query-suggestions index and one sort replica per named sorting. The
 * project configuration's `searchIndexes` entries override the defaults field by field.
 */

export const SORTINGS = ['recommended', 'price_asc', 'price_desc', 'new', 'reduced'] as const;
export type Sorting = (typeof SORTINGS)[number];
export function isSorting(value: unknown): value is Sorting {
  return (SORTINGS as readonly unknown[]).includes(value);
}

export interface SearchIndexConfig {
  language: Language;
  indexName: string;
  suggestIndexName: string;
  /** Index per sorting; `recommended` is the main index. */
  sortings: Record<Sorting, string>;
  /** The currency the price replicas sort by (the language's home market). */
  sortCurrency: Lowercase<Currency>;
}

/** Home territory per language, whose currency the price sort replicas use. */
const HOME_TERRITORY: Record<Language, string> = { de: 'DE', en: 'GB', cs: 'CZ', pl: 'PL', nl: 'NL', fr: 'FR' };

export function defaultSearchIndexConfig(language: Language, prefix = 'products'): SearchIndexConfig {
  const base = `${prefix}_${language}`;
  return {
    language,
    indexName: base,
    suggestIndexName: `${base}_suggestions`,
    sortings: {
      recommended: base,
      price_asc: `${base}_price_asc`,
      price_desc: `${base}_price_desc`,
      new: `${base}_new`,
      reduced: `${base}_reduced`,
    },
    sortCurrency: currencyKey(currencyOfTerritory(HOME_TERRITORY[language])),
  };
}

// The project configuration's entries (zod) are in ./index-entries.ts: this module loads in the browser on every listing.
