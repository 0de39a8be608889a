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

/** The currency the configured sort replicas of a language sort by (its home market's). */
export function homeSortCurrency(language: Language): Lowercase<Currency> {
  return currencyKey(currencyOfTerritory(HOME_TERRITORY[language]));
}

/** Sortings whose order depends on the currency: by price, by reduction. */
export const CURRENCY_SORTINGS = ['price_asc', 'price_desc', 'reduced'] as const satisfies readonly Sorting[];

/**
 * The index of a currency-dependent sorting for a shopper paying in another currency than the
 * language's home market (de_CH pays in CHF, the German index sorts by EUR): a replica of its own
 * beside the configured one, named after it with the currency ("products_de_price_asc_chf"). A
 * sorting configured to the main index itself has no replica in any currency.
 */
export function sortIndexInCurrency(name: string, indexName: string, currency: Lowercase<Currency>, home: Lowercase<Currency>): string {
  return name === indexName || currency === home ? name : `${name}_${currency}`;
}

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
    sortCurrency: homeSortCurrency(language),
  };
}

// The project configuration's entries (zod) are in ./index-entries.ts: this module loads in the browser on every listing.
