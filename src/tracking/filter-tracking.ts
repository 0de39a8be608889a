import { track } from './index';

/**
 * Filter tracking across pages: the filters active when the shopper opened a product from a list
 * are remembered (per tab); a basket add of that product reports them as converted and resets the
 * memory (storefront-browsing.md §4 "Add to basket ... resets filter tracking").
 */
const KEY = 'storefront.filterTracking';

interface Remembered {
  objectID: string;
  filters: string[];
  queryID?: string;
}

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function rememberFilters(entry: Remembered): void {
  if (!entry.filters.length) return resetFilterTracking();
  session()?.setItem(KEY, JSON.stringify(entry));
}

export function resetFilterTracking(): void {
  session()?.removeItem(KEY);
}

function remembered(): Remembered | null {
  try {
    const value = JSON.parse(session()?.getItem(KEY) ?? 'null') as Remembered | null;
    return value && typeof value.objectID === 'string' && Array.isArray(value.filters) ? value : null;
  } catch {
    return null;
  }
}

/** After a successful basket add: the remembered filters of this product convert; the memory is reset either way. */
export function convertFilterTracking(objectIDs: readonly string[]): void {
  const entry = remembered();
  resetFilterTracking();
  if (!entry || !objectIDs.includes(entry.objectID)) return;
  track({ type: 'filtersConverted', filters: entry.filters, objectID: entry.objectID, ...(entry.queryID ? { queryID: entry.queryID } : {}) });
}
