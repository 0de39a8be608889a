import type { Currency } from '../config/currencies';
import { currencyKey } from '../config/currencies';
import { SUGGESTED_TERMS_MAX } from '../config/constants';
import type { ProjectConfiguration } from '../domain/project-configuration';
import type { SearchRecord } from '../domain/search-record';
import { boxRecord, type BoxRecord } from '../domain/product-box-rules';
import { homeSortCurrency, sortIndexInCurrency, type SearchIndexConfig } from './index-config';
import { buildSearchRequests, mergeDisjunctiveResults, type QueryContext } from './query-builder';
import { anyOf, facetFilter, isItemNumberQuery, type FixedFilterKey } from './rules';
import type { SearchState } from './state';
import { parseSearchState } from './url-state';
import { companionFacets, FILTER_DEFINITIONS, facetAttributes, rangeAttributes } from './listing-filters';

/**
 * One listing query, the same on the server (data source, full client) and in the browser (lite
 * client): both clients have `search({ requests })`. Pure apart from the client call.
 */

/** What the editor configures on a list (storefront-browsing.md §2: category, query, brand, flags). */
export interface ListingSource {
  category?: string;
  brand?: string;
  /** A fixed query (a "campaign" list); the shopper's query replaces it on the search page. */
  query?: string;
  /** Fixed flag values (sustainable, exclusive ...) and sale / new. */
  flags?: string[];
  sale?: boolean;
  isNew?: boolean;
  productType?: string[];
  bodyType?: string[];
  tall?: boolean;
  /** Search page: the shopper's query from the address is the list's query. */
  search?: boolean;
  /**
   * The page's PIM slug (the node's `pimSlug`) names the list's category, but the server could not
   * look it up (the catalogue did not answer): the list is not known, and a search without it would
   * list every product. The browser shows the list's error; trying again loads the page again.
   */
  unresolvedPimSlug?: string;
}

/** A hit as a list shows it: what its box reads. Its position and the query's id are its page's (Grid.tsx), not repeated on each hit. */
export type ListingHit = BoxRecord;

export interface ListingResult {
  hits: ListingHit[];
  nbHits: number;
  /** 1-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, { min: number; max: number }>;
  queryID?: string;
  index: string;
  suggestedTerms: string[];
}

/** The data source's payload: enough for the first render and for the browser to continue. */
export interface ListingPayload {
  source: ListingSource;
  state: SearchState;
  result: ListingResult | null;
}

export function indexConfigOf(
  configuration: Pick<ProjectConfiguration, 'searchIndex'>,
  currency: Currency,
  language: SearchIndexConfig['language'],
): SearchIndexConfig {
  const s = configuration.searchIndex;
  // "Price sorting in the shopper's currency": de_CH sorts by CHF, on the German index's CHF replicas.
  const cur = currencyKey(currency);
  const inCurrency = (name: string) => sortIndexInCurrency(name, s.indexName, cur, homeSortCurrency(language));
  return {
    language,
    indexName: s.indexName,
    suggestIndexName: s.suggestIndexName,
    sortings: {
      recommended: s.indexName,
      price_asc: inCurrency(s.sortings.priceAsc),
      price_desc: inCurrency(s.sortings.priceDesc),
      new: s.sortings.new,
      reduced: inCurrency(s.sortings.reduced),
    },
    sortCurrency: cur,
  };
}

export interface ListingEnvironment {
  configuration: Pick<ProjectConfiguration, 'searchIndex' | 'productsPerPage' | 'filterProductBlacklists'>;
  currency: Currency;
  territory: string;
  language: SearchIndexConfig['language'];
}

export function sourceFilters(source: ListingSource): string[] {
  const out: string[] = [];
  if (source.category) out.push(anyOf('categories', [source.category]));
  if (source.brand) out.push(anyOf('brand.slug', [source.brand]));
  if (source.flags?.length) for (const f of source.flags) out.push(anyOf('flags', [f]));
  if (source.sale) out.push('"isOnSale":"true"');
  if (source.isNew) out.push('"isNew":"true"');
  return out;
}

export function queryContext(source: ListingSource, env: ListingEnvironment): QueryContext {
  const fixed: Partial<Record<FixedFilterKey, string[]>> = {};
  if (source.productType?.length) fixed.productType = source.productType;
  if (source.bodyType?.length) fixed.bodyType = source.bodyType;
  return {
    index: indexConfigOf(env.configuration, env.currency, env.language),
    currency: env.currency,
    territory: env.territory,
    hitsPerPage: env.configuration.productsPerPage,
    facets: facetAttributes(FILTER_DEFINITIONS, env.currency),
    companions: companionFacets(FILTER_DEFINITIONS),
    baseFilters: sourceFilters(source),
    fixedFilters: fixed,
    tall: source.tall ?? false,
    blacklists: env.configuration.filterProductBlacklists.map((b) => ({
      productType: b.productType,
      countryList: b.countries.join(','),
      isWhitelist: b.isWhitelist,
    })),
  };
}

/** The state a list starts in: the address's, with the editor's fixed query where the shopper has none. */
export function stateFromAddress(search: string | URLSearchParams, source: ListingSource): SearchState {
  const state = parseSearchState(search);
  if (!source.search) state.query = source.query ?? '';
  return state;
}

/** Address of a state (path kept), for pushState/replaceState and links. */
export function addressOf(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}

interface RawResult {
  hits: SearchRecord[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
  queryID?: string;
  index?: string;
}

/** Both algoliasearch clients (full and lite) answer this call. */
export interface ListingSearchClient {
  search(params: { requests: object[] }): Promise<{ results: unknown[] }>;
}

/** "Search result headline shows suggested terms (at most 6)": other suggestions than the query itself. */
export function suggestedTermsOf(hits: readonly { query?: unknown }[], query: string): string[] {
  const own = query.trim().toLowerCase();
  const terms = hits.map((h) => (typeof h.query === 'string' ? h.query : '')).filter((t) => t && t.toLowerCase() !== own);
  return [...new Set(terms)].slice(0, SUGGESTED_TERMS_MAX);
}

/**
 * The answer's facets without the values of range filters: a price filter is drawn from the
 * answer's stats (listing-filters.ts, facetView), and its counts per price (hundreds on a listing)
 * would only travel with the page's data.
 */
function withoutValuesOf(facets: Record<string, Record<string, number>>, attributes: readonly string[]): Record<string, Record<string, number>> {
  if (!attributes.some((a) => a in facets)) return facets;
  return Object.fromEntries(Object.entries(facets).filter(([attribute]) => !attributes.includes(attribute)));
}

/**
 * "A search that is exactly 8 digits is treated as an item number": on the search page it first
 * looks for that colour's item number; only when none has it does the text search run.
 */
export async function runListingSearch(
  client: ListingSearchClient,
  state: SearchState,
  source: ListingSource,
  env: ListingEnvironment,
): Promise<ListingResult> {
  if (source.search && isItemNumberQuery(state.query)) {
    const byItem = await runOnce(client, state, source, env, facetFilter('colorVariants.itemnum', state.query.trim()));
    if (byItem.nbHits > 0) return byItem;
  }
  return runOnce(client, state, source, env);
}

async function runOnce(
  client: ListingSearchClient,
  state: SearchState,
  source: ListingSource,
  env: ListingEnvironment,
  itemFilter?: string,
): Promise<ListingResult> {
  const base = queryContext(source, env);
  const ctx = itemFilter ? { ...base, baseFilters: [...(base.baseFilters ?? []), itemFilter] } : base;
  const searched = itemFilter ? { ...state, query: '' } : state;
  const built = buildSearchRequests(searched, ctx);
  const suggest = source.search && state.query.trim() !== '';
  const requests: object[] = [...built.requests];
  if (suggest)
    requests.push({ indexName: ctx.index.suggestIndexName, query: state.query, hitsPerPage: SUGGESTED_TERMS_MAX + 1, analytics: false, clickAnalytics: false });
  const { results } = await client.search({ requests });
  const productResults = (suggest ? results.slice(0, -1) : results) as RawResult[];
  const suggestions = suggest ? ((results[results.length - 1] as { hits?: { query?: unknown }[] }).hits ?? []) : [];
  const merged = mergeDisjunctiveResults(built, productResults);
  const page = (merged.page ?? 0) + 1;
  const hitsPerPage = merged.hitsPerPage ?? ctx.hitsPerPage;
  return {
    hits: merged.hits.map(boxRecord),
    nbHits: merged.nbHits ?? merged.hits.length,
    page,
    nbPages: merged.nbPages ?? 1,
    hitsPerPage,
    facets: withoutValuesOf(merged.facets ?? {}, rangeAttributes(FILTER_DEFINITIONS, env.currency)),
    facetsStats: (merged.facets_stats ?? {}) as ListingResult['facetsStats'],
    ...(merged.queryID ? { queryID: merged.queryID } : {}),
    index: built.requests[0]!.indexName,
    suggestedTerms: suggestedTermsOf(suggestions, state.query),
  };
}
