import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { WishlistAddPayload, WishlistRemovePayload } from '../domain/wishlist';
import type { AnswerAt } from '../../extensions/api-contract';

/** Endpoint functions of the wishlist (accounts-cart-services.md §4, §7), answers typed by the actions. Changes run through the wishlist's queue. */

export const WISHLIST_KEY = '/api/wishlist';

export type WishlistAnswer = AnswerAt<'GET', typeof WISHLIST_KEY>;
/** `firstInSession`: the first add of a guest session: show the notice explaining the session wishlist. */
export type WishlistAddAnswer = AnswerAt<'POST', '/api/wishlist/add'>;

export function fetchWishlist(): Promise<ApiResult<WishlistAnswer>> {
  return call('GET', WISHLIST_KEY);
}

export function addToWishlist(payload: Partial<WishlistAddPayload> & Pick<WishlistAddPayload, 'itemNumber'>): Promise<ApiResult<WishlistAddAnswer>> {
  return enqueue(RESOURCE.wishlist, () => call('POST', '/api/wishlist/add', { body: { count: 1, ...payload } }));
}

export function removeFromWishlist(payload: WishlistRemovePayload) {
  return enqueue(RESOURCE.wishlist, () => call('POST', '/api/wishlist/remove', { body: payload }));
}

/** After login: the session's entries move into the account's wishlist. */
export function migrateSessionWishlist(userId: string) {
  return enqueue(RESOURCE.wishlist, () => call('POST', '/_hirmer/api/cart/wishlist/session/migrate', { body: { userId } }));
}

/** For guests: drops entries older than the retention (7 days). */
export function cleanupSessionWishlist() {
  return enqueue(RESOURCE.wishlist, () => call('GET', '/_hirmer/api/cart/wishlist/session/cleanup'));
}
