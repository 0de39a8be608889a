import type { BrandListPayload, BrandsPageAttribute } from '../../src/domain/navigation';
import type { ListingSearchClient } from '../../src/search/listing-query';

/**
 * The brand list data source (type `hirmer/brand-list`): the values of the attribute the brands
 * node names (`brandsPageSource`) in the shopper's language's index, every brand with products once.
 */
export const BRAND_LIST_DATA_SOURCE = 'hirmer/brand-list';

/** Brands an index can have (the facet's cap, storefront-browsing.md §2 "Filter value limit 1000"). */
const MAX_BRANDS = 1000;

export async function brandList(client: ListingSearchClient, indexName: string, attribute: BrandsPageAttribute): Promise<BrandListPayload> {
  const { results } = await client.search({
    requests: [{ indexName, query: '', hitsPerPage: 0, facets: [attribute], maxValuesPerFacet: MAX_BRANDS, analytics: false, clickAnalytics: false }],
  });
  const facets = (results[0] as { facets?: Record<string, Record<string, number>> } | undefined)?.facets?.[attribute] ?? {};
  return { attribute, values: Object.keys(facets).filter((value) => value.trim() !== '') };
}
