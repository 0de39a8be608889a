import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { WishlistAddPayload, WishlistRemovePayload } from '../domain/wishlist';
import type { ActionAnswer } from '../../extensions/api-contract';

/** Adding to and removing from the wishlist (accounts-cart-services.md §4, §7), through the wishlist's queue. */

/** `firstInSession`: the first add of a guest session: show the notice explaining the session wishlist. */
export type WishlistAddAnswer = ActionAnswer<'hirmer-wishlist/add'>;

export function addToWishlist(payload: Partial<WishlistAddPayload> & Pick<WishlistAddPayload, 'itemNumber'>): Promise<ApiResult<WishlistAddAnswer>> {
  return enqueue(RESOURCE.wishlist, () => call('POST', 'hirmer-wishlist/add', { body: { count: 1, ...payload }, once: true }));
}

export function removeFromWishlist(payload: WishlistRemovePayload) {
  return enqueue(RESOURCE.wishlist, () => call('POST', 'hirmer-wishlist/remove', { body: payload, once: true }));
}
