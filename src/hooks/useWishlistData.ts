import useSWR from 'swr';
import type { Wishlist } from '../domain/wishlist';
import { fetchWishlist, WISHLIST_KEY } from '../api/wishlist';
import { unwrap } from './unwrap';

/**
 * The wishlist as the server has it (SWR key '/api/wishlist'), without the changes (useWishlist):
 * what the header's count needs, on every page.
 */
export function useWishlistData() {
  return useSWR<Wishlist>(WISHLIST_KEY, () => unwrap(fetchWishlist()).then((a) => a.wishlist));
}
