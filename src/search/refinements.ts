import type { Sorting } from './index-config';
import { toggleValue } from './listing-filters';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';

/**
 * Refinements of a search state (storefront-browsing.md §2 "Filters", "Sorting"): each gives the
 * next state, on page 1. Pure: the product list connector applies them (address, load, tracking).
 */

export function withFilterToggled(state: SearchState, attribute: string, value: string): SearchState {
  return { ...state, filters: toggleValue(state.filters, attribute, value), page: 1 };
}

export function withRange(state: SearchState, attribute: string, range: { min?: number; max?: number } | null): SearchState {
  const next = { ...state.range };
  if (range) next[attribute] = range;
  else delete next[attribute];
  return { ...state, range: next, page: 1 };
}

/** Without one filter (its values and its range). */
export function withoutFilter(state: SearchState, attribute: string): SearchState {
  const filters = { ...state.filters };
  const range = { ...state.range };
  delete filters[attribute];
  delete range[attribute];
  return { ...state, filters, range, page: 1 };
}

export function withoutFilters(state: SearchState): SearchState {
  return { ...state, filters: {}, range: {}, page: 1 };
}

export function withSort(state: SearchState, sortBy: Sorting): SearchState {
  return { ...state, sortBy, page: 1 };
}

/** A new query: nothing else of the old search is kept. */
export function freshQuery(query: string): SearchState {
  return { ...EMPTY_SEARCH_STATE, range: {}, filters: {}, query };
}
