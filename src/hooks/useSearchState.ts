import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_INPUT_DEBOUNCE_MS, SEARCH_SUGGESTIONS_MIN_CHARS } from '../config/constants';
import { isObjectWith, isString } from '../state/checks';
import { readStored, writeStored } from '../state/storage';
import { useShopContext } from '../shop/ShopContext';
import { isItemNumberQuery } from '../search/rules';
import { useListingClient } from './useListingClient';

/**
 * The search box connector: the stored search state, suggestions after 3 characters with a
 * 300 ms debounce, and where a submitted query goes.
 */
const SEARCH_STATE_KEY = 'searchState';

export function readStoredQuery(): string {
  return readStored(SEARCH_STATE_KEY, isObjectWith({ query: isString() }))?.query ?? '';
}

export function storeQuery(query: string): void {
  writeStored(SEARCH_STATE_KEY, { query });
}

export const SEARCH_PAGE_PATH = '/search';

/** The search results route: phrase 'search', parameter query. */
export function searchPageHref(query: string, path = SEARCH_PAGE_PATH): string {
  return `${path}?query=${encodeURIComponent(query.trim())}`;
}

/** "Search suggestions need at least 3 characters; requests only for non-empty queries." */
export function shouldSuggest(query: string): boolean {
  const q = query.trim();
  return q !== '' && q.length >= SEARCH_SUGGESTIONS_MIN_CHARS;
}

export interface Suggestion {
  query: string;
  source?: string;
}

export function useSearchSuggestions(query: string): { suggestions: Suggestion[]; loading: boolean } {
  const { projectConfiguration } = useShopContext();
  const client = useListingClient();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  useEffect(() => {
    if (!shouldSuggest(query)) {
      setSuggestions([]);
      return;
    }
    const id = ++seq.current;
    const timer = setTimeout(() => {
      setLoading(true);
      client()
        .search({ requests: [{ indexName: projectConfiguration.searchIndex.suggestIndexName, query: query.trim(), hitsPerPage: 8 }] })
        .then(({ results }) => {
          if (id !== seq.current) return;
          const hits = ((results[0] as { hits?: Suggestion[] }).hits ?? []).filter((h) => typeof h.query === 'string');
          setSuggestions(hits.map((h) => ({ query: h.query, source: h.source })));
        })
        .catch(() => {
          if (id === seq.current) setSuggestions([]);
        })
        .finally(() => {
          if (id === seq.current) setLoading(false);
        });
    }, SEARCH_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, client, projectConfiguration.searchIndex.suggestIndexName]);
  return { suggestions, loading };
}

/** Submitting a search: store it, then go to the search page. */
export function useSubmitSearch(searchPath = SEARCH_PAGE_PATH) {
  return useCallback(
    (query: string, navigate: (href: string) => void = (href) => window.location.assign(href)) => {
      const q = query.trim();
      if (!q) return;
      storeQuery(q);
      navigate(searchPageHref(q, searchPath));
    },
    [searchPath],
  );
}

export { isItemNumberQuery };
