import { CURRENCIES, currencyKey, currencyOfTerritory, type Currency } from '../../src/config/currencies';
import type { Language } from '../../src/config/languages';
import { PROJECTS } from '../../src/config/projects';
import { boxRecordAttributes } from '../../src/domain/product-box-rules';
import { CURRENCY_SORTINGS, sortIndexInCurrency, type SearchIndexConfig, type Sorting } from '../../src/search/index-config';

/**
 * Settings the indexer pushes: the same for Algolia and the embedded engine. The product index
 * ranks by text relevance, then merchandising position; each sort replica puts its sort first.
 */

export interface CatalogueMarker {
  catalogueVersion: string;
  /** Bumped when record or settings shape changes, so a code change also reindexes. */
  schemaVersion: number;
}
export const SEARCH_SCHEMA_VERSION = 4;

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
const CURRENCY_KEYS = CURRENCIES.map(currencyKey);

export function productIndexSettings(config: SearchIndexConfig, attributeKeys: readonly string[], marker: CatalogueMarker) {
  return {
    searchableAttributes: ['title', 'brand.title', 'unordered(categoryNames)', 'unordered(type)', 'unordered(colorVariants.color)', 'colorVariants.itemnum'],
    attributesForFaceting: [
      'searchable(brand.title)',
      'brand.slug',
      'categories',
      'searchable(categoryTitlesDE)',
      'searchable(categoryTitles)',
      'colorVariants.filterColor',
      'searchable(colorVariants.sizeVariants.sizeString)',
      'colorVariants.sizeVariants.systemSize',
      'colorVariants.sizeVariants.bodyType',
      'bodyType',
      'flags',
      'isNew',
      'isOnSale',
      'productType',
      'type',
      'filterOnly(objectID)',
      'filterOnly(colorVariants.itemnum)',
      ...CURRENCY_KEYS.map((c) => `priceMin.${c}`),
      ...CURRENCY_KEYS.map((c) => `maxReducedPercentage.${c}`),
      ...attributeKeys.map((k) => `attributes.${k}`),
    ],
    customRanking: ['asc(position)'],
    // Algolia's advice for big records: a hit carries by default what a product box reads (24 hits
    // of the demo catalogue 27 KB instead of 255 KB; each colour's sizes as two short lists, not its
    // size variants), and highlights only what could be shown;
    // a caller that needs more of the record asks for it with attributesToRetrieve.
    attributesToRetrieve: boxRecordAttributes(),
    attributesToHighlight: ['title', 'brand.title'],
    attributeForDistinct: 'objectID',
    maxValuesPerFacet: 1000,
    replicas: replicaNames(config),
    userData: marker,
  };
}

/** The currencies shoppers of a language pay in, over every project's locales (de: EUR, and CHF in de_CH). */
export function currenciesOfLanguage(language: Language): Lowercase<Currency>[] {
  const territories = Object.values(PROJECTS).flatMap((p) => p.locales.filter((l) => l.startsWith(`${language}_`)).map((l) => l.split('_')[1]!));
  return [...new Set(territories.map((t) => currencyKey(currencyOfTerritory(t))))];
}

/** The replicas that sort by price or reduction in a currency other than the home market's, one per sorting and currency. */
export function currencyReplicas(
  config: SearchIndexConfig,
): { sorting: (typeof CURRENCY_SORTINGS)[number]; currency: Lowercase<Currency>; indexName: string }[] {
  return currenciesOfLanguage(config.language)
    .filter((currency) => currency !== config.sortCurrency)
    .flatMap((currency) =>
      CURRENCY_SORTINGS.map((sorting) => ({
        sorting,
        currency,
        indexName: sortIndexInCurrency(config.sortings[sorting], config.indexName, currency, config.sortCurrency),
      })),
    )
    .filter((r) => r.indexName !== config.indexName);
}

/** Replica index names; a sorting configured to the main index itself has no replica. */
export function replicaNames(config: SearchIndexConfig): string[] {
  return [
    ...new Set([
      ...Object.entries(config.sortings)
        .filter(([s, name]) => s !== 'recommended' && name !== config.indexName)
        .map(([, name]) => name),
      ...currencyReplicas(config).map((r) => r.indexName),
    ]),
  ];
}

/** The ranking of a sort replica: its sort attribute (in the replica's currency) before textual relevance (a standard replica). */
export function replicaRanking(
  sorting: Exclude<Sorting, 'recommended'>,
  config: SearchIndexConfig,
  currency: Lowercase<Currency> = config.sortCurrency,
): string[] {
  const cur = currency;
  const first = {
    price_asc: `asc(priceMin.${cur})`,
    price_desc: `desc(priceMin.${cur})`,
    new: 'desc(publishedAtTimestamp)',
    reduced: `desc(maxReducedPercentage.${cur})`,
  }[sorting];
  return [first, ...DEFAULT_RANKING];
}

export const suggestionIndexSettings = (marker: CatalogueMarker) => ({
  searchableAttributes: ['query'],
  attributesForFaceting: ['source'],
  customRanking: ['desc(popularity)'],
  userData: marker,
});
