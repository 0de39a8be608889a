import useSWR from 'swr';
import { fetchProductsFromCdn } from '../api/products';
import type { SearchRecord } from '../domain/search-record';
import { useShopContext } from '../shop/ShopContext';

const NONE: SearchRecord[] = [];

/** Editor-chosen products by id from the product CDN, in the editor's order (empty until they are there). */
export function useProductsByIds(ids: readonly string[]): SearchRecord[] {
  const { projectConfiguration } = useShopContext();
  const indexName = projectConfiguration.searchIndex.indexName;
  const { data } = useSWR(
    ids.length ? ['products-by-id', indexName, ids.join(',')] : null,
    async () => {
      const result = await fetchProductsFromCdn(indexName, ids);
      return result.ok ? result.data : NONE;
    },
    { revalidateOnFocus: false },
  );
  return data ?? NONE;
}
