import { call } from './request';
import { enqueue, RESOURCE } from './queue';

/**
 * The session wishlist around a login (accounts-cart-services.md §4), which every page's user refresh
 * needs: a module of its own, so the page shell does not carry the wishlist's other calls (./wishlist.ts).
 */

/** After login: the session's entries move into the account's wishlist. */
export function migrateSessionWishlist(userId: string) {
  return enqueue(RESOURCE.wishlist, () => call('POST', 'hirmer-wishlist/migrate', { body: { userId } }));
}

/** For guests: drops entries older than the retention (7 days). */
export function cleanupSessionWishlist() {
  return enqueue(RESOURCE.wishlist, () => call('GET', 'hirmer-wishlist/cleanup'));
}
