import useSWR from 'swr';
import type { Cart } from '../domain/cart';
import { CART_KEY, fetchCart } from '../api/cart';
import { unwrap } from './unwrap';

/**
 * The cart as the server has it (SWR key '/api/cart/cart'), without the changes (useCart): what the
 * header's count needs, on every page; the basket's changes load with the basket.
 */
export function useCartData() {
  return useSWR<Cart>(CART_KEY, () => unwrap(fetchCart()).then((a) => a.cart));
}
