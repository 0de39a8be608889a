import type { SearchRecord, SearchColorVariant } from '../../src/domain/search-record';
import type { ListingPayload, ListingResult } from '../../src/search/listing-query';
import type { SearchState } from '../../src/search/state';
import { EMPTY_SEARCH_STATE } from '../../src/search/state';
import { boxRecord, boxSizesOf, type BoxRecord } from '../../src/domain/product-box-rules';

/** Deterministic search records for stories and tests (prices in currency units). */
const COLORS = [
  ['navy', 'blue'],
  ['schwarz', 'black'],
  ['grau', 'grey'],
  ['beige', 'beige'],
  ['weiß', 'white'],
  ['braun', 'brown'],
  ['grün', 'green'],
  ['rot', 'red'],
  ['gelb', 'yellow'],
  ['orange', 'orange'],
] as const;

export function colorVariant(itemnum: string, index: number, price = 99.95, strike?: number, sizes = ['S', 'M', 'L', 'XL']): SearchColorVariant {
  const [color, filterColor] = COLORS[index % COLORS.length]!;
  const sizeVariants = sizes.map((size, i) => ({
    sku: `${itemnum}-${i}`,
    size: { eu: size },
    sizeString: size,
    sizeType: 'standard' as const,
    bodyType: 'normal' as const,
    systemSize: `letters|${size}`,
    // The last size is sold out.
    stock: i === sizes.length - 1 ? 0 : 5,
    mpn: `mpn-${itemnum}-${i}`,
    isNos: false,
    price: { eur: price },
    strikePrice: (strike ? { eur: strike } : {}) as Record<string, number>,
  }));
  return {
    itemnum,
    color,
    description: `Farbe ${color}`,
    filterColor,
    hasSpecialImg: false,
    detailImgCount: 3,
    imageRatio: '3:4',
    imageAlt: `Produkt in ${color}`,
    washingInstructions: [],
    hasTallSizesOnStock: false,
    priceMin: { eur: price, chf: price + 10, pln: price * 4, czk: price * 25 },
    priceMax: { eur: price, chf: price + 10, pln: price * 4, czk: price * 25 },
    strikePrice: strike ? { eur: strike, chf: strike + 10, pln: strike * 4, czk: strike * 25 } : {},
    sizeVariants,
    ...boxSizesOf(sizeVariants),
  };
}

export function record(n: number, options: Partial<SearchRecord> & { colors?: number; price?: number; strike?: number } = {}): SearchRecord {
  const id = String(n).padStart(4, '0');
  const colors = options.colors ?? 2;
  const price = options.price ?? 79.95 + n;
  const variants = Array.from({ length: colors }, (_, i) => colorVariant(String(10000000 + n * 10 + i), i, price, options.strike));
  const reduced = options.strike ? Math.round(((options.strike - price) / options.strike) * 100) : undefined;
  return {
    objectID: `p-${id}`,
    title: `Sakko Modell ${n}`,
    titleTranslations: { de: `Sakko Modell ${n}`, en: `Jacket ${n}`, cs: `Sako ${n}`, pl: `Marynarka ${n}`, nl: `Colbert ${n}`, fr: `Veste ${n}` },
    slug: `sakko-modell-${n}`,
    brand: { title: ['Corvin', 'Brenner', 'Valmont'][n % 3]!, slug: ['corvin', 'brenner', 'valmont'][n % 3]! },
    productType: 'regular',
    type: 'sakko',
    colorVariants: variants,
    subProducts: [],
    isNew: n % 4 === 0,
    isOnSale: !!options.strike,
    minReducedPercentage: reduced ? { eur: reduced } : {},
    maxReducedPercentage: reduced ? { eur: reduced } : {},
    flags: [],
    priceMin: { eur: price },
    priceMax: { eur: price },
    strikePrice: options.strike ? { eur: options.strike } : {},
    setPrice: {},
    sizeOnLabel: ['S', 'M', 'L', 'XL'],
    categoryTitlesDE: ['Bekleidung|Sakkos', 'Bekleidung'],
    categoryTitles: ['Bekleidung|Sakkos', 'Bekleidung'],
    categories: ['cat-sakkos', 'cat-bekleidung'],
    categoryNames: ['Sakkos'],
    bodyType: ['normal'],
    stock: 20,
    hasNos: false,
    attributes: {},
    position: n,
    publishedAt: '2026-01-01T00:00:00Z',
    publishedAtTimestamp: 1767225600,
    ...options,
  } as SearchRecord;
}

/** A record as a list's product box gets it (`boxRecord`: the attributes the box reads, sizes in its form). */
export function boxProduct(n: number, options: Parameters<typeof record>[1] = {}): BoxRecord {
  return boxRecord(record(n, options));
}

/** The records of a page of a list starting after `start`: every fifth one reduced. */
function pageRecords(count: number, start: number): SearchRecord[] {
  return Array.from({ length: count }, (_, i) => record(start + i + 1, i % 5 === 1 ? { strike: 149.95, price: 99.95 } : {}));
}

/**
 * One result of the search service's answer (`client.search`) with the records of `listingResult`
 * for the same options: full records, a 0-based page and `facets_stats`, as Algolia names them.
 */
export function searchServiceResult(count: number, options: Parameters<typeof listingResult>[1] = {}) {
  const result = listingResult(count, options);
  return { ...result, hits: pageRecords(count, (result.page - 1) * result.hitsPerPage), page: result.page - 1, facets_stats: result.facetsStats };
}

export function listingResult(
  count: number,
  options: { page?: number; hitsPerPage?: number; nbHits?: number; queryID?: string; suggestedTerms?: string[] } = {},
): ListingResult {
  const page = options.page ?? 1;
  const hitsPerPage = options.hitsPerPage ?? 48;
  const nbHits = options.nbHits ?? count;
  const start = (page - 1) * hitsPerPage;
  const hits = pageRecords(count, start).map((r) => boxRecord(r));
  return {
    hits,
    nbHits,
    page,
    nbPages: Math.max(1, Math.ceil(nbHits / hitsPerPage)),
    hitsPerPage,
    facets: {
      'brand.title': { Valmont: 4, Corvin: 7, Brenner: 5 },
      'colorVariants.filterColor': { blue: 9, black: 6, grey: 3 },
      'colorVariants.sizeVariants.sizeString': { S: 10, M: 12, L: 12, XL: 8, '48': 4, '50': 5, '25': 2, '98': 3, '32/34': 2 },
      'colorVariants.sizeVariants.systemSize': {
        'letters|S': 10,
        'letters|M': 12,
        'letters|L': 12,
        'letters|XL': 8,
        'normal|48': 4,
        'normal|50': 5,
        'short|25': 2,
        'long|98': 3,
        'waistLength|32/34': 2,
      },
      categoryTitles: { 'Bekleidung|Sakkos': 10, 'Bekleidung|Anzüge': 6, Bekleidung: 16, Schuhe: 4, 'Schuhe|Sneaker': 4 },
      'priceMin.eur': { '79.95': 3, '99.95': 5 },
      isNew: { true: 4, false: 12 },
      isOnSale: { true: 3, false: 13 },
      flags: { sustainable: 3, exclusive: 2, big: 5 },
      'attributes.fit': { 'Slim Fit': 6, 'Regular Fit': 8 },
      'attributes.cut': { Zweiknopf: 16 },
    },
    facetsStats: { 'priceMin.eur': { min: 49.95, max: 399.95 } },
    ...(options.queryID ? { queryID: options.queryID } : {}),
    index: 'products_de',
    suggestedTerms: options.suggestedTerms ?? [],
  };
}

export function listingPayload(
  result: ListingResult | null,
  state: Partial<SearchState> = {},
  source: ListingPayload['source'] = { category: 'cat-sakkos' },
): ListingPayload {
  return { source, state: { ...EMPTY_SEARCH_STATE, range: {}, filters: {}, ...state }, result };
}
