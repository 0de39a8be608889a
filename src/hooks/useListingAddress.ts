import { useCallback, useEffect, useRef } from 'react';
import { URL_UPDATE_DEBOUNCE_MS } from '../config/constants';
import { addressOf } from '../search/listing-query';
import type { SearchState } from '../search/state';
import { serializeSearchState } from '../search/url-state';

/**
 * The product list's search state in the address (storefront-browsing.md §4): a refinement is a new
 * history entry, a query found later replaces the entry, and the page number follows the scrolled
 * page separator without navigation.
 */

function addressFor(state: SearchState): string {
  return addressOf(window.location.pathname, serializeSearchState(state));
}

/** A new history entry for a refined state. */
export function pushListingAddress(state: SearchState): void {
  history.pushState(null, '', addressFor(state));
}

/** The current entry shows the state (no new entry). */
export function replaceListingAddress(state: SearchState): void {
  history.replaceState(history.state, '', addressFor(state));
}

/** "While the shopper scrolls to a different page separator, the page number in the address is replaced without navigation." */
export function usePageInAddress(currentState: () => SearchState): (page: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (page: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const address = addressFor({ ...currentState(), page });
        if (address !== window.location.pathname + window.location.search) history.replaceState(history.state, '', address);
      }, URL_UPDATE_DEBOUNCE_MS);
    },
    [currentState],
  );
}
