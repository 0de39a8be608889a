import type { DataSourceConfiguration, DataSourceContext, DataSourceResult } from '@frontastic/extension-types';
import type { RequestContextSource } from '../lib/request-context';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';
import { runListingSearch, stateFromAddress, type ListingPayload, type ListingSearchClient, type ListingSource } from '../../src/search/listing-query';
import { reportError } from '../../src/tracking/report-error';
import { brandsPageAttribute } from '../../src/domain/navigation';
import { pageDataBox } from '../../src/domain/product-box-rules';
import { BRAND_LIST_DATA_SOURCE, brandList } from './brand-list';

/**
 * The data sources that read the search index: the product list and the brands page's list.
 *
 * The product list data source (type `hirmer/product-list`): the editor's list (category, query,
 * brand, flags) plus the shopper's state from the address, first page fetched on the server with
 * the full search client so the list renders there; the browser continues with the lite client.
 */
export const PRODUCT_LIST_DATA_SOURCE = 'hirmer/product-list';

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const list = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Array.isArray(v)
      ? v.filter((s): s is string => typeof s === 'string')
      : [];

/** The editor's configuration of the data source -> the list's fixed source. */
export function listingSourceOf(configuration: Record<string, unknown>): ListingSource {
  const source: ListingSource = {};
  const category = str(configuration.category);
  const brand = str(configuration.brand);
  const query = str(configuration.query);
  const flags = list(configuration.flags);
  const productType = list(configuration.productType);
  if (category) source.category = category;
  if (brand) source.brand = brand;
  if (query) source.query = query;
  if (flags.length) source.flags = flags;
  if (productType.length) source.productType = productType;
  if (configuration.sale === true) source.sale = true;
  if (configuration.isNew === true) source.isNew = true;
  if (configuration.tall === true) source.tall = true;
  if (configuration.search === true) source.search = true;
  return source;
}

function queryString(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(v) ? v : [v]) if (typeof value === 'string') params.append(k, value);
  }
  return params;
}

/**
 * The node's `pimSlug` ("Slug of the product category in the PIM whose products this page lists")
 * names the list's category when the editor chose none on the data source: the category with that
 * slug, or none when the PIM has no such category (the list is then empty, not every product).
 */
export function categoryOfPimSlug(pimSlug: string | undefined, categories: readonly { id: string; slug: string }[]): string | null {
  const slug = pimSlug?.trim();
  if (!slug) return null;
  return categories.find((c) => c.slug === slug)?.id ?? `unknown-pim-slug:${slug}`;
}

/**
 * The list without its first page: the editor's source and the shopper's state from the address. What
 * the data source answers when the search fails or does not answer within its time budget: the page
 * still renders, and the browser asks for the first page itself.
 */
export function listingWithoutResult(config: DataSourceConfiguration, context: DataSourceContext): ListingPayload {
  const source = listingSourceOf((config.configuration ?? {}) as Record<string, unknown>);
  const state = stateFromAddress(queryString(context.request?.query as Record<string, unknown> | undefined), source);
  return { source, state, result: null };
}

export async function productListDataSource(
  config: DataSourceConfiguration,
  context: DataSourceContext,
  source: RequestContextSource,
): Promise<DataSourceResult> {
  const payload = listingWithoutResult(config, context);
  const { source: listing, state } = payload;
  // The page folder's configuration as the runtime stores it; pimSlug is not translatable.
  const { pimSlug } = parseNodeConfiguration(context.pageFolder?.configuration);
  if (!listing.category && !listing.search && pimSlug?.trim()) {
    try {
      const { services } = await source.context();
      listing.category = categoryOfPimSlug(pimSlug, await services.catalogue.listCategories()) ?? undefined;
    } catch (error) {
      reportError(error, { source: 'data-source', type: PRODUCT_LIST_DATA_SOURCE, pimSlug: String(pimSlug) });
      // Not every product instead: the list says it cannot be shown, and trying again asks the server again.
      listing.unresolvedPimSlug = pimSlug.trim();
      return { dataSourcePayload: payload };
    }
  }
  // Nothing without a query on the search page (§2).
  if (listing.search && !state.query.trim()) return { dataSourcePayload: payload };
  try {
    const { shop, configuration, locale } = await source.context();
    // The search client comes from the settings (configuration), never from the request's Host header.
    const client = shop.searchClient() as unknown as ListingSearchClient;
    const result = await runListingSearch(client, state, listing, {
      configuration,
      currency: locale.currency,
      territory: locale.territory,
      language: locale.language,
    });
    // The page's data carries what the boxes show, not what they derive.
    payload.result = { ...result, hits: result.hits.map((hit) => pageDataBox(hit, configuration.mediaBaseUrl)) };
  } catch (error) {
    // The page still renders; the browser retries the first page.
    reportError(error, { source: 'data-source', type: PRODUCT_LIST_DATA_SOURCE });
  }
  return { dataSourcePayload: payload };
}

/**
 * The brands page's list (type `hirmer/brand-list`): the brands the catalogue has, from the index
 * attribute the node's `brandsPageSource` names; nothing where the node names none.
 */
export async function brandListDataSource(
  _config: DataSourceConfiguration,
  context: DataSourceContext,
  source: RequestContextSource,
): Promise<DataSourceResult> {
  const attribute = brandsPageAttribute(parseNodeConfiguration(context.pageFolder?.configuration).brandsPageSource);
  if (!attribute) return { dataSourcePayload: null };
  try {
    const { shop, configuration } = await source.context();
    const client = shop.searchClient() as unknown as ListingSearchClient;
    return { dataSourcePayload: await brandList(client, configuration.searchIndex.indexName, attribute) };
  } catch (error) {
    // The page still lists the brands that have a node.
    reportError(error, { source: 'data-source', type: BRAND_LIST_DATA_SOURCE });
    return { dataSourcePayload: null };
  }
}
