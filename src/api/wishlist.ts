import { request, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { Wishlist, WishlistAddPayload, WishlistRemovePayload } from '../domain/wishlist';

/** Endpoint functions of the wishlist (accounts-cart-services.md §4, §7). Changes run through the wishlist's queue. */

export const WISHLIST_KEY = '/api/wishlist';

export interface WishlistAnswer {
  success: true;
  wishlist: Wishlist;
}
export interface WishlistAddAnswer extends WishlistAnswer {
  /** The first add of a guest session: show the notice explaining the session wishlist. */
  firstInSession: boolean;
}

export function fetchWishlist(): Promise<ApiResult<WishlistAnswer>> {
  return request<WishlistAnswer>(WISHLIST_KEY);
}

export function addToWishlist(payload: Partial<WishlistAddPayload> & Pick<WishlistAddPayload, 'itemNumber'>): Promise<ApiResult<WishlistAddAnswer>> {
  return enqueue(RESOURCE.wishlist, () => request<WishlistAddAnswer>(`${WISHLIST_KEY}/add`, { method: 'POST', body: { count: 1, ...payload } }));
}

export function removeFromWishlist(payload: WishlistRemovePayload): Promise<ApiResult<WishlistAnswer>> {
  return enqueue(RESOURCE.wishlist, () => request<WishlistAnswer>(`${WISHLIST_KEY}/remove`, { method: 'POST', body: payload }));
}

/** After login: the session's entries move into the account's wishlist. */
export function migrateSessionWishlist(userId: string): Promise<ApiResult<WishlistAnswer>> {
  return enqueue(RESOURCE.wishlist, () => request<WishlistAnswer>('/_hirmer/api/cart/wishlist/session/migrate', { method: 'POST', body: { userId } }));
}

/** For guests: drops entries older than the retention (7 days). */
export function cleanupSessionWishlist(): Promise<ApiResult<{ success: true; removed: number }>> {
  return enqueue(RESOURCE.wishlist, () => request('/_hirmer/api/cart/wishlist/session/cleanup'));
}
