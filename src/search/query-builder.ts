import type { Currency } from '../config/currencies';
import { boxRecordAttributes } from '../domain/product-box-rules';
import type { SearchIndexConfig } from './index-config';
import type { SearchState } from './state';
import {
  anyOf,
  blacklistFilters,
  facetFilter,
  filterableFlagValues,
  FIXED_FILTER_KEYS,
  FLAGS_ATTRIBUTE,
  isOfferedForCurrency,
  quote,
  tallFilter,
  type FilterProductBlacklist,
  type FixedFilterKey,
} from './rules';

/**
 * Search state -> the multi-query request the storefront sends (storefront-browsing.md §7):
 * the main query on the sorting's index plus, for disjunctive faceting, one query per refined
 * facet (and per price range) without its own refinement, so each facet's counts show what
 * choosing another value would give.
 */

export interface QueryContext {
  index: SearchIndexConfig;
  currency: Currency;
  territory: string;
  /** productsPerPage from the project configuration. */
  hitsPerPage: number;
  /** Facet attributes the list shows. */
  facets: readonly string[];
  /** A facet counted beside a refined one in its own query (the size filter's systems), by the refined attribute. */
  companions?: Readonly<Record<string, string>>;
  /** The page's own filters (category, brand page ...), already in `filters` syntax. */
  baseFilters?: readonly string[];
  /** Fixed filters from the page: productType, bodyType. */
  fixedFilters?: Partial<Record<FixedFilterKey, readonly string[]>>;
  /** The tall assortment is active. */
  tall?: boolean;
  blacklists?: readonly FilterProductBlacklist[];
}

export interface SearchRequest {
  indexName: string;
  query: string;
  filters: string;
  facets: string[];
  page: number;
  hitsPerPage: number;
  distinct?: boolean;
  clickAnalytics?: boolean;
  analytics?: boolean;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
}

export interface BuiltSearch {
  requests: SearchRequest[];
  /** Attribute whose facet (and stats) the request at the same position + 1 answers. */
  disjunctive: string[];
}

const FIXED_ATTRIBUTES: Record<FixedFilterKey, string> = { productType: 'productType', bodyType: 'bodyType' };

/** The shopper's refinements that apply, per attribute, after the spec's rules. */
export function refinements(state: SearchState, ctx: QueryContext): { facets: Map<string, string>; ranges: Map<string, string> } {
  const facets = new Map<string, string>();
  for (const [attr, raw] of Object.entries(state.filters)) {
    if ((FIXED_FILTER_KEYS as readonly string[]).includes(attr)) continue;
    if (!isOfferedForCurrency(attr, ctx.currency)) continue;
    const values = attr === FLAGS_ATTRIBUTE ? filterableFlagValues(raw) : raw;
    if (values.length > 0) facets.set(attr, anyOf(attr, values));
  }
  const ranges = new Map<string, string>();
  for (const [attr, { min, max }] of Object.entries(state.range)) {
    if (!isOfferedForCurrency(attr, ctx.currency)) continue;
    const a = quote(attr);
    if (min !== undefined && max !== undefined) ranges.set(attr, `${a}:${min} TO ${max}`);
    else if (min !== undefined) ranges.set(attr, `${a} >= ${min}`);
    else if (max !== undefined) ranges.set(attr, `${a} <= ${max}`);
  }
  return { facets, ranges };
}

/** Filters every query of the list shares: page, fixed keys, tall rule, blacklists, colour. */
export function contextFilters(state: SearchState, ctx: QueryContext): string[] {
  const out = [...(ctx.baseFilters ?? [])];
  for (const key of FIXED_FILTER_KEYS) {
    const values = ctx.fixedFilters?.[key];
    if (values && values.length > 0) out.push(anyOf(FIXED_ATTRIBUTES[key], values));
  }
  if (ctx.tall) out.push(tallFilter());
  out.push(...blacklistFilters(ctx.blacklists ?? [], ctx.territory));
  if (state.colorVariant) out.push(facetFilter('colorVariants.itemnum', state.colorVariant));
  return out;
}

const and = (parts: readonly string[]) => parts.join(' AND ');

export function buildSearchRequests(state: SearchState, ctx: QueryContext): BuiltSearch {
  const shared = contextFilters(state, ctx);
  const { facets, ranges } = refinements(state, ctx);
  const all = [...shared, ...facets.values(), ...ranges.values()];
  const main: SearchRequest = {
    indexName: ctx.index.sortings[state.sortBy] ?? ctx.index.indexName,
    query: state.query,
    filters: and(all),
    facets: [...ctx.facets],
    page: Math.max(0, state.page - 1),
    hitsPerPage: ctx.hitsPerPage,
    distinct: true,
    clickAnalytics: true,
    maxValuesPerFacet: 1000,
    // A list shows product boxes: only what a box reads, and nothing highlighted.
    attributesToRetrieve: boxRecordAttributes(ctx.currency),
    attributesToHighlight: [],
  };
  const requests = [main];
  const disjunctive: string[] = [];
  const without = (skip: string) =>
    and([...shared, ...[...facets].filter(([a]) => a !== skip).map(([, f]) => f), ...[...ranges].filter(([a]) => a !== skip).map(([, f]) => f)]);
  for (const attr of new Set([...facets.keys(), ...ranges.keys()])) {
    disjunctive.push(attr);
    requests.push({
      indexName: main.indexName,
      query: state.query,
      filters: without(attr),
      facets: ctx.companions?.[attr] ? [attr, ctx.companions[attr]] : [attr],
      page: 0,
      hitsPerPage: 0,
      analytics: false,
      clickAnalytics: false,
      maxValuesPerFacet: 1000,
      attributesToRetrieve: [],
      attributesToHighlight: [],
    });
  }
  return { requests, disjunctive };
}

interface FacetedResult {
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, unknown>;
}

/** The main result with each refined facet's counts (and stats, and its companion's counts) taken from its own query. */
export function mergeDisjunctiveResults<R extends FacetedResult>(built: BuiltSearch, results: readonly R[]): R {
  const [main, ...extra] = results;
  const facets = { ...(main.facets ?? {}) };
  const stats = { ...(main.facets_stats ?? {}) };
  built.disjunctive.forEach((attr, i) => {
    const r = extra[i];
    for (const facet of Object.keys(r?.facets ?? {})) facets[facet] = r!.facets![facet]!;
    if (r?.facets_stats?.[attr]) stats[attr] = r.facets_stats[attr];
  });
  return { ...main, facets, facets_stats: stats };
}
