import { readCookies, writeCookie } from '../state/cookies';
import { useCallback, useEffect, useState } from 'react';
import { LAST_SEEN_MAX } from '../config/constants';
import type { SearchRecord } from '../domain/search-record';
import { fetchProductsByIds } from '../api/products';

/**
 * Last seen products (storefront-browsing.md §4): 10 kept, duplicates removed, newest first, in
 * cookie storage under a fixed key; the records load through the products-by-id action.
 */
export const LAST_SEEN_COOKIE = 'lastSeenProducts';
const LAST_SEEN_COOKIE_DAYS = 30;

/** Puts an id first, drops its older occurrence, keeps 10. */
export function rememberLastSeen(list: readonly string[], id: string, max = LAST_SEEN_MAX): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

export function parseLastSeenCookie(cookie: string): string[] {
  const raw = cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${LAST_SEEN_COOKIE}=`))
    ?.slice(LAST_SEEN_COOKIE.length + 1);
  if (!raw) return [];
  try {
    const ids = decodeURIComponent(raw)
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s));
    return [...new Set(ids)].slice(0, LAST_SEEN_MAX);
  } catch {
    return [];
  }
}

export function readLastSeen(): string[] {
  return typeof document === 'undefined' ? [] : parseLastSeenCookie(readCookies());
}

export function writeLastSeen(ids: readonly string[]): void {
  writeCookie(LAST_SEEN_COOKIE, ids.join(','), LAST_SEEN_COOKIE_DAYS);
}

/** Records a product as seen (the detail page calls this once per product). */
export function markSeen(id: string): void {
  writeLastSeen(rememberLastSeen(readLastSeen(), id));
}

/** The last seen products as search records, excluding `excludeId` (the product on screen). */
export function useLastSeen(excludeId?: string) {
  const [products, setProducts] = useState<SearchRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const load = useCallback(async () => {
    const ids = readLastSeen().filter((id) => id !== excludeId);
    if (!ids.length) {
      setProducts([]);
      setLoading(false);
      return;
    }
    const result = await fetchProductsByIds(ids);
    // A failed call is logged only (storefront-browsing.md §8): the slider just stays away.
    if (!result.ok) console.warn(`last seen products: status ${result.status}`);
    setProducts(result.ok ? result.data : []);
    setLoading(false);
  }, [excludeId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { products, loading };
}
