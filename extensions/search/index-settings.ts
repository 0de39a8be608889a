import { CURRENCIES, currencyKey } from '../../src/config/currencies';
import type { SearchIndexConfig, Sorting } from '../../src/search/index-config';

/**
 * Settings the indexer pushes: the same for Algolia and the embedded engine. The product index
 * ranks by text relevance, then merchandising position; each sort replica puts its sort first.
 */

export interface CatalogueMarker {
  catalogueVersion: string;
  /** Bumped when record or settings shape changes, so a code change also reindexes. */
  schemaVersion: number;
}
export const SEARCH_SCHEMA_VERSION = 1;

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
      'colorVariants.filterColor',
      'searchable(colorVariants.sizeVariants.sizeString)',
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
    attributeForDistinct: 'objectID',
    maxValuesPerFacet: 1000,
    replicas: replicaNames(config),
    userData: marker,
  };
}

/** Replica index names; a sorting configured to the main index itself has no replica. */
export function replicaNames(config: SearchIndexConfig): string[] {
  return [
    ...new Set(
      Object.entries(config.sortings)
        .filter(([s, name]) => s !== 'recommended' && name !== config.indexName)
        .map(([, name]) => name),
    ),
  ];
}

/** The ranking of a sort replica: its sort attribute before textual relevance (a standard replica). */
export function replicaRanking(sorting: Exclude<Sorting, 'recommended'>, config: SearchIndexConfig): string[] {
  const cur = config.sortCurrency;
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
