import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import type { ListingHit, ListingPayload, ListingResult } from './listing-query';

/**
 * The product list's model (storefront-browsing.md §4 "Product list: first load, load previous,
 * load more"): the loaded pages and the last result, changed by events. Pure: the connector
 * (src/hooks/useProductList.ts) runs the searches and feeds their outcome in here.
 */
export type LoadingKind = 'first' | 'previous' | 'more' | null;

export interface LoadedPage {
  page: number;
  hits: ListingHit[];
  /** The id of the search that loaded the page (click tracking), once for its hits. */
  queryID?: string;
}

/** A result's hits as a loaded page. */
export function loadedPage(result: ListingResult): LoadedPage {
  return { page: result.page, hits: result.hits, queryID: result.queryID };
}

export interface ProductListState {
  state: SearchState;
  pages: LoadedPage[];
  result: ListingResult | null;
  loading: LoadingKind;
  error: boolean;
}

export type ProductListEvent =
  | { type: 'loading'; kind: Exclude<LoadingKind, null>; state: SearchState }
  | { type: 'loaded'; kind: Exclude<LoadingKind, null>; state: SearchState; result: ListingResult }
  | { type: 'failed' }
  | { type: 'restored'; pages: LoadedPage[]; result: ListingResult };

/** The list as the server rendered it (or empty, for a search that runs in the browser). */
export function initialListState(payload: ListingPayload | null | undefined): ProductListState {
  const result = payload?.result ?? null;
  return {
    state: payload?.state ?? EMPTY_SEARCH_STATE,
    pages: result ? [loadedPage(result)] : [],
    result,
    loading: null,
    error: false,
  };
}

/** Merges a freshly loaded page into the loaded pages, kept in page order. */
export function mergePage(pages: readonly LoadedPage[], next: LoadedPage): LoadedPage[] {
  return [...pages.filter((p) => p.page !== next.page), next].sort((a, b) => a.page - b.page);
}

export function hasMore(pages: readonly LoadedPage[], result: ListingResult | null): boolean {
  const last = pages[pages.length - 1];
  return !!result && !!last && last.page < result.nbPages;
}

export function hasPrevious(pages: readonly LoadedPage[]): boolean {
  return (pages[0]?.page ?? 1) > 1;
}

/**
 * The list after an event. A first load replaces the pages and the state; a previous or next page
 * is merged in and keeps the facets of the first answer (the filters do not jump while scrolling).
 */
export function productListReducer(list: ProductListState, event: ProductListEvent): ProductListState {
  switch (event.type) {
    case 'loading':
      return { ...list, loading: event.kind, error: false, ...(event.kind === 'first' ? { state: event.state } : {}) };
    case 'loaded': {
      const { kind, result } = event;
      const page = loadedPage(result);
      if (kind === 'first') return { state: event.state, pages: [page], result, loading: null, error: false };
      return {
        state: list.state,
        pages: mergePage(list.pages, page),
        result: {
          ...result,
          hits: list.result?.hits ?? result.hits,
          facets: list.result?.facets ?? result.facets,
          facetsStats: list.result?.facetsStats ?? result.facetsStats,
        },
        loading: null,
        error: false,
      };
    }
    case 'failed':
      return { ...list, loading: null, error: true };
    case 'restored':
      return { ...list, pages: event.pages, result: event.result };
  }
}

/** The request of "load more": the page after the last loaded one, or null when there is none (or a load runs). */
export function nextPageRequest(list: ProductListState): SearchState | null {
  if (list.loading || !hasMore(list.pages, list.result)) return null;
  return { ...list.state, page: list.pages[list.pages.length - 1]!.page + 1 };
}

/** The request of "load previous": the page before the first loaded one, or null. */
export function previousPageRequest(list: ProductListState): SearchState | null {
  if (list.loading || !hasPrevious(list.pages)) return null;
  return { ...list.state, page: list.pages[0]!.page - 1 };
}

/** After a failed load: the same request again (the next page when pages are there, else the first). */
export function retryRequest(list: ProductListState): { state: SearchState; kind: 'first' | 'more' } {
  return list.pages.length
    ? { state: { ...list.state, page: list.pages[list.pages.length - 1]!.page + 1 }, kind: 'more' }
    : { state: list.state, kind: 'first' };
}
