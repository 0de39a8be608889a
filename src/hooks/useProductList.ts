import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from './react-compat';
import { URL_UPDATE_DEBOUNCE_MS } from '../config/constants';
import { useShopContext } from '../page/ShopContext';
import type { Sorting } from '../search/index-config';
import { EMPTY_SEARCH_STATE, type SearchState } from '../search/state';
import { serializeSearchState } from '../search/url-state';
import { track } from '../tracking';
import { reportError } from '../tracking/report-error';
import {
  addressOf,
  runListingSearch,
  stateFromAddress,
  type ListingEnvironment,
  type ListingHit,
  type ListingPayload,
  type ListingResult,
  type ListingSource,
} from '../search/listing-query';
import { toggleValue } from '../search/listing-filters';
import { useListingClient } from './useListingClient';
import { installInsights } from '../tracking/insights';

/**
 * The product list connector (storefront-browsing.md §2 "Product list and search", §4 "Product
 * list: first load, load previous, load more"): the search state in the address, the loaded pages,
 * refinements, and the restore of pages and scroll position on back navigation. No markup.
 */
export type LoadingKind = 'first' | 'previous' | 'more' | null;

export interface LoadedPage {
  page: number;
  hits: ListingHit[];
}

export interface ProductListState {
  state: SearchState;
  pages: LoadedPage[];
  result: ListingResult | null;
  loading: LoadingKind;
  error: boolean;
}

const RESTORE_KEY = 'listing-restore';

interface RestoreEntry {
  address: string;
  pages: LoadedPage[];
  result: ListingResult;
  scrollY: number;
}

/** Address without the page number: the key of a list independent of where it was scrolled. */
export function listKey(pathname: string, state: SearchState): string {
  return addressOf(pathname, serializeSearchState({ ...state, page: 1 }));
}

function readRestore(key: string): RestoreEntry | null {
  try {
    const raw = window.sessionStorage.getItem(RESTORE_KEY);
    const entry = raw ? (JSON.parse(raw) as RestoreEntry) : null;
    return entry && entry.address === key ? entry : null;
  } catch {
    return null;
  }
}

function writeRestore(entry: RestoreEntry): void {
  try {
    window.sessionStorage.setItem(RESTORE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: back navigation then reloads the first page.
  }
}

/** Back/forward navigation to this document (the browser's own history entry, not a new visit). */
function isBackNavigation(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'back_forward';
  } catch {
    return false;
  }
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

export interface UseProductListOptions {
  payload: ListingPayload | null | undefined;
  /** Called with the result of every load (the search page's rules: item number, zero results). */
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
  const initialResult = payload?.result ?? null;
  const [list, setList] = useState<ProductListState>(() => ({
    state: payload?.state ?? EMPTY_SEARCH_STATE,
    pages: initialResult ? [{ page: initialResult.page, hits: initialResult.hits }] : [],
    result: initialResult,
    loading: null,
    error: false,
  }));
  const listRef = useRef(list);
  listRef.current = list;
  const seq = useRef(0);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  const load = useCallback(
    async (state: SearchState, kind: Exclude<LoadingKind, null>) => {
      const id = ++seq.current;
      setList((l) => ({ ...l, loading: kind, error: false, ...(kind === 'first' ? { state } : {}) }));
      try {
        const result = await runListingSearch(client(), state, source, env);
        if (id !== seq.current) return;
        setList((l) => ({
          state: kind === 'first' ? state : l.state,
          pages: kind === 'first' ? [{ page: result.page, hits: result.hits }] : mergePage(l.pages, { page: result.page, hits: result.hits }),
          result:
            kind === 'first'
              ? result
              : {
                  ...result,
                  hits: l.result?.hits ?? result.hits,
                  facets: l.result?.facets ?? result.facets,
                  facetsStats: l.result?.facetsStats ?? result.facetsStats,
                },
          loading: null,
          error: false,
        }));
        if (kind === 'first') onResultRef.current?.(result, state);
      } catch (error) {
        if (id !== seq.current) return;
        reportError(error, { source: 'product-list' });
        setList((l) => ({ ...l, loading: null, error: true }));
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
      setList((l) => ({ ...l, pages: restored.pages, result: restored.result }));
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
    const onPopState = () => {
      const state = stateFromAddress(window.location.search, source);
      void load({ ...state, page: 1 }, 'first');
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  /** A new refinement: page 1, a new history entry, a fresh first load. */
  const apply = useCallback(
    (next: SearchState) => {
      const state = { ...next, page: 1 };
      history.pushState(null, '', addressOf(window.location.pathname, serializeSearchState(state)));
      void load(state, 'first');
    },
    [load],
  );

  const toggleFilter = useCallback(
    (attribute: string, value: string) => {
      const s = listRef.current.state;
      track({ type: 'filtersClicked', filters: [`${attribute}:${value}`] });
      apply({ ...s, filters: toggleValue(s.filters, attribute, value) });
    },
    [apply],
  );

  const setRange = useCallback(
    (attribute: string, range: { min?: number; max?: number } | null) => {
      const s = listRef.current.state;
      const next = { ...s.range };
      if (range) next[attribute] = range;
      else delete next[attribute];
      apply({ ...s, range: next });
    },
    [apply],
  );

  const clearFilter = useCallback(
    (attribute: string) => {
      const s = listRef.current.state;
      const filters = { ...s.filters };
      const range = { ...s.range };
      delete filters[attribute];
      delete range[attribute];
      apply({ ...s, filters, range });
    },
    [apply],
  );

  /** The search page: a query found after the first render (stored search state) replaces the address's empty one. */
  const search = useCallback(
    (query: string) => {
      const state = { ...EMPTY_SEARCH_STATE, range: {}, filters: {}, query };
      history.replaceState(history.state, '', addressOf(window.location.pathname, serializeSearchState(state)));
      void load(state, 'first');
    },
    [load],
  );

  /** After a failed load: the same state again, no new history entry. */
  const retry = useCallback(() => {
    const l = listRef.current;
    void load(l.pages.length ? { ...l.state, page: l.pages[l.pages.length - 1]!.page + 1 } : l.state, l.pages.length ? 'more' : 'first');
  }, [load]);

  const clearAll = useCallback(() => apply({ ...listRef.current.state, filters: {}, range: {} }), [apply]);
  const setSort = useCallback((sortBy: Sorting) => apply({ ...listRef.current.state, sortBy }), [apply]);

  const loadMore = useCallback(() => {
    const l = listRef.current;
    if (l.loading || !hasMore(l.pages, l.result)) return;
    void load({ ...l.state, page: l.pages[l.pages.length - 1]!.page + 1 }, 'more');
  }, [load]);

  const loadPrevious = useCallback(() => {
    const l = listRef.current;
    if (l.loading || !hasPrevious(l.pages)) return;
    void load({ ...l.state, page: l.pages[0]!.page - 1 }, 'previous');
  }, [load]);

  // "While the shopper scrolls to a different page separator, the page number in the address is replaced without navigation."
  const urlTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pageVisible = useCallback((page: number) => {
    if (urlTimer.current) clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => {
      const s = listRef.current.state;
      const address = addressOf(window.location.pathname, serializeSearchState({ ...s, page }));
      if (address !== window.location.pathname + window.location.search) history.replaceState(history.state, '', address);
    }, URL_UPDATE_DEBOUNCE_MS);
  }, []);
  useEffect(
    () => () => {
      if (urlTimer.current) clearTimeout(urlTimer.current);
    },
    [],
  );

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
