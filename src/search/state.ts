import { isSorting, type Sorting } from './index-config';

/** The storefront's search state (storefront-browsing.md §2 "Product list and search"). */
export interface SearchState {
  query: string;
  /** 1-based, as in the address. */
  page: number;
  sortBy: Sorting;
  /** Numeric ranges per attribute (price attributes of the current currency). */
  range: Record<string, { min?: number; max?: number }>;
  /** Refined values per facet attribute. */
  filters: Record<string, string[]>;
  /** Item number of the colour shown in the product boxes. */
  colorVariant?: string;
}

export const EMPTY_SEARCH_STATE: SearchState = { query: '', page: 1, sortBy: 'recommended', range: {}, filters: {} };

export function normalizeSortBy(value: string | null | undefined): Sorting {
  return isSorting(value) ? value : 'recommended';
}
