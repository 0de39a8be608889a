import { useCallback, useRef } from 'react';
import { useShopContext } from '../shop/ShopContext';
import type { ListingSearchClient } from '../search/listing-query';

/** Test seam: tests and stories put a fake client here instead of the network. */
let override: ListingSearchClient | null = null;
export function setListingClientOverride(client: ListingSearchClient | null): void {
  override = client;
}

/**
 * The browser's search client, created on first use (the lite client is loaded only then, so the
 * first render of a server-rendered list costs no search code).
 */
export function useListingClient(): () => ListingSearchClient {
  const { search } = useShopContext();
  const ref = useRef<ListingSearchClient | null>(null);
  return useCallback(() => {
    if (override) return override;
    if (!ref.current) {
      let loaded: Promise<ListingSearchClient> | null = null;
      const load = () => (loaded ??= import('../search/lite-client').then((m) => m.createLiteSearchClient(search) as unknown as ListingSearchClient));
      ref.current = { search: (params) => load().then((c) => c.search(params)) };
    }
    return ref.current;
  }, [search]);
}
