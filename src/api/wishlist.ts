import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { ActionAnswer } from '../../extensions/api-contract';

/**
 * The wishlist's calls every page makes (accounts-cart-services.md §4, §7): its entries for the
 * header's count, and the session wishlist around a login. The changes are in ./wishlist-changes.ts,
 * loaded with the blocks that change it. Changes run through the wishlist's queue.
 */

export { WISHLIST_KEY } from './keys';

export type WishlistAnswer = ActionAnswer<'hirmer-wishlist/get'>;

export function fetchWishlist(): Promise<ApiResult<WishlistAnswer>> {
  return call('GET', 'hirmer-wishlist/get');
}

/** After login: the session's entries move into the account's wishlist. */
export function migrateSessionWishlist(userId: string) {
  return enqueue(RESOURCE.wishlist, () => call('POST', 'hirmer-wishlist/migrate', { body: { userId } }));
}

/** For guests: drops entries older than the retention (7 days). */
export function cleanupSessionWishlist() {
  return enqueue(RESOURCE.wishlist, () => call('GET', 'hirmer-wishlist/cleanup'));
}
