import { call, type ApiResult } from './request';
import type { ActionAnswer } from '../../extensions/api-contract';

/**
 * The cart as every page reads it (accounts-cart-services.md §7), for the header's count; the
 * basket's changes are in ./cart-changes.ts and adding in ./cart-add.ts, loaded with the blocks
 * that use them.
 */

export { CART_KEY } from './keys';

export type CartAnswer = ActionAnswer<'hirmer-cart/get'>;

export function fetchCart(): Promise<ApiResult<CartAnswer>> {
  return call('GET', 'hirmer-cart/get');
}
