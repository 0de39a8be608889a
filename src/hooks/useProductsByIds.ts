import useSWR from 'swr';
import { fetchProductsByIds } from '../api/products';
import type { SearchRecord } from '../domain/search-record';
import { useShopContext } from '../shop/ShopContext';

const NONE: SearchRecord[] = [];

/** Editor-chosen products by id, in the editor's order (empty until they are there). */
export function useProductsByIds(ids: readonly string[]): SearchRecord[] {
  const { locale } = useShopContext();
  const { data } = useSWR(
    ids.length ? ['products-by-id', locale.code, ids.join(',')] : null,
    async () => {
      const result = await fetchProductsByIds(ids);
      return result.ok ? result.data : NONE;
    },
    { revalidateOnFocus: false },
  );
  return data ?? NONE;
}
