import type { SearchState } from '../search/state';
import type { ListingResult } from '../search/listing-query';
import { addressOf } from '../search/listing-query';
import { serializeSearchState } from '../search/url-state';
import type { LoadedPage } from '../search/product-list-model';

/**
 * Back navigation to a product list (storefront-browsing.md §4): the loaded pages and the scroll
 * position are kept in the session when the page is left, and restored when the shopper comes back
 * to the same list with the browser's back button.
 */
const RESTORE_KEY = 'listing-restore';

export interface RestoreEntry {
  address: string;
  pages: LoadedPage[];
  result: ListingResult;
  scrollY: number;
}

/** Address without the page number: the key of a list independent of where it was scrolled. */
export function listKey(pathname: string, state: SearchState): string {
  return addressOf(pathname, serializeSearchState({ ...state, page: 1 }));
}

export function readRestore(key: string, storage: Storage = window.sessionStorage): RestoreEntry | null {
  try {
    const raw = storage.getItem(RESTORE_KEY);
    const entry = raw ? (JSON.parse(raw) as RestoreEntry) : null;
    return entry && entry.address === key ? entry : null;
  } catch {
    return null;
  }
}

export function writeRestore(entry: RestoreEntry, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(RESTORE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: back navigation then reloads the first page.
  }
}

/** Back/forward navigation to this document (the browser's own history entry, not a new visit). */
export function isBackNavigation(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'back_forward';
  } catch {
    return false;
  }
}
