import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './react-compat';
import { useShopContext } from '../shop/ShopContext';
import type { Sorting } from '../search/index-config';
import type { SearchState } from '../search/state';
import {
  runListingSearch,
  stateFromAddress,
  type ListingEnvironment,
  type ListingPayload,
  type ListingResult,
  type ListingSource,
} from '../search/listing-query';
import {
  hasMore,
  hasPrevious,
  initialListState,
  nextPageRequest,
  previousPageRequest,
  productListReducer,
  retryRequest,
  type LoadingKind,
} from '../search/product-list-model';
import { freshQuery, withFilterToggled, withoutFilter, withoutFilters, withRange, withSort } from '../search/refinements';
import { isBackNavigation, listKey, readRestore, writeRestore } from '../state/listing-restore';
import { track } from '../tracking';
import { reportError } from '../tracking/report-error';
import { installInsights } from '../tracking/insights';
import { pushListingAddress, replaceListingAddress, usePageInAddress } from './useListingAddress';
import { useListingClient } from './useListingClient';

export type { LoadedPage, LoadingKind, ProductListState } from '../search/product-list-model';

/**
 * The product list connector (storefront-browsing.md §2 "Product list and search", §4): it composes
 * the parts that each have one concern and are tested without a DOM: the list model
 * (search/product-list-model.ts), the refinements (search/refinements.ts), the back restore
 * (state/listing-restore.ts) and the address (useListingAddress.ts). It runs the searches and the
 * tracking. No markup.
 */
export interface UseProductListOptions {
  payload: ListingPayload | null | undefined;
  /** Called with the result of every first load (the search page's rules: item number, zero results). */
  onResult?: (result: ListingResult, state: SearchState) => void;
}

export function useProductList({ payload, onResult }: UseProductListOptions) {
  const { projectConfiguration, locale, search: searchConfig, environment } = useShopContext();
  const source: ListingSource = useMemo(() => payload?.source ?? {}, [payload]);
  const client = useListingClient();
  const env: ListingEnvironment = useMemo(
    () => ({ configuration: projectConfiguration, currency: locale.currency, territory: locale.territory, language: locale.language }),
    [projectConfiguration, locale],
  );
  const [list, dispatch] = useReducer(productListReducer, payload, initialListState);
  const listRef = useRef(list);
  listRef.current = list;
  const seq = useRef(0);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  /** One search; an answer overtaken by a later request is dropped. */
  const load = useCallback(
    async (state: SearchState, kind: Exclude<LoadingKind, null>) => {
      const id = ++seq.current;
      // The server could not name the list's category: no search (it would list every product).
      if (source.unresolvedPimSlug) {
        dispatch({ type: 'failed' });
        return;
      }
      dispatch({ type: 'loading', kind, state });
      try {
        const result = await runListingSearch(client(), state, source, env);
        if (id !== seq.current) return;
        dispatch({ type: 'loaded', kind, state, result });
        if (kind === 'first') onResultRef.current?.(result, state);
      } catch (error) {
        if (id !== seq.current) return;
        reportError(error, { source: 'product-list' });
        dispatch({ type: 'failed' });
      }
    },
    [client, source, env],
  );

  // The restored scroll position, applied once the restored pages are in the document.
  const pendingScroll = useRef<number | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (pendingScroll.current === null) return;
    window.scrollTo(0, pendingScroll.current);
    pendingScroll.current = null;
  }, [list.pages]);

  // First render: the server's page (SSR). Back navigation restores the pages and scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the page: the first result, back restore and the history listener; the values it reads are fixed for the page (refs hold the current list)
  useEffect(() => {
    if (environment !== 'test') installInsights(searchConfig, projectConfiguration.searchIndex.indexName);
    const key = listKey(window.location.pathname, listRef.current.state);
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const restored = isBackNavigation() ? readRestore(key) : null;
    if (restored) {
      pendingScroll.current = restored.scrollY;
      dispatch({ type: 'restored', pages: restored.pages, result: restored.result });
    } else if (!payload?.result && (payload?.state?.query || !source.search)) {
      void load(listRef.current.state, 'first');
    } else if (payload?.result) {
      onResultRef.current?.(payload.result, listRef.current.state);
    }
    const save = () => {
      const l = listRef.current;
      if (!l.result) return;
      writeRestore({ address: listKey(window.location.pathname, l.state), pages: l.pages, result: { ...l.result, hits: [] }, scrollY: window.scrollY });
    };
    const onPopState = () => void load({ ...stateFromAddress(window.location.search, source), page: 1 }, 'first');
    window.addEventListener('pagehide', save);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  /** A refinement: a new history entry and a fresh first load. */
  const apply = useCallback(
    (refine: (state: SearchState) => SearchState) => {
      const state = refine(listRef.current.state);
      pushListingAddress(state);
      void load(state, 'first');
    },
    [load],
  );

  const toggleFilter = useCallback(
    (attribute: string, value: string) => {
      track({ type: 'filtersClicked', filters: [`${attribute}:${value}`] });
      apply((s) => withFilterToggled(s, attribute, value));
    },
    [apply],
  );
  const setRange = useCallback((attribute: string, range: { min?: number; max?: number } | null) => apply((s) => withRange(s, attribute, range)), [apply]);
  const clearFilter = useCallback((attribute: string) => apply((s) => withoutFilter(s, attribute)), [apply]);
  const clearAll = useCallback(() => apply(withoutFilters), [apply]);
  const setSort = useCallback((sortBy: Sorting) => apply((s) => withSort(s, sortBy)), [apply]);

  /** The search page: a query found after the first render (stored search state) replaces the address's empty one. */
  const search = useCallback(
    (query: string) => {
      const state = freshQuery(query);
      replaceListingAddress(state);
      void load(state, 'first');
    },
    [load],
  );

  /** After a failed load: the same request again, no new history entry (the whole page where the server could not name the list). */
  const retry = useCallback(() => {
    if (source.unresolvedPimSlug) {
      window.location.reload();
      return;
    }
    const { state, kind } = retryRequest(listRef.current);
    void load(state, kind);
  }, [load, source]);

  const loadMore = useCallback(() => {
    const state = nextPageRequest(listRef.current);
    if (state) void load(state, 'more');
  }, [load]);

  const loadPrevious = useCallback(() => {
    const state = previousPageRequest(listRef.current);
    if (state) void load(state, 'previous');
  }, [load]);

  const currentState = useCallback(() => listRef.current.state, []);
  const pageVisible = usePageInAddress(currentState);

  return {
    ...list,
    hasMore: hasMore(list.pages, list.result),
    hasPrevious: hasPrevious(list.pages),
    search,
    retry,
    toggleFilter,
    setRange,
    clearFilter,
    clearAll,
    setSort,
    loadMore,
    loadPrevious,
    pageVisible,
  };
}

export type ProductListConnector = ReturnType<typeof useProductList>;
