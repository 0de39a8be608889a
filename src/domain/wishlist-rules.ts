import type { WishlistLineItem } from './wishlist';
import { WISHLIST_NOCACHE_MAX_AGE_S, WISHLIST_NOCACHE_PARAM } from '../config/constants';

/** Rules of the wishlist page (accounts-cart-services.md §2, §4), each one pure function. */

/** Add to cart from the wishlist: a size must be chosen and available. */
export type WishlistCartCheck = 'ok' | 'sizeMissing' | 'sizeUnavailable';
export function wishlistCartCheck(item: WishlistLineItem): WishlistCartCheck {
  if (!item.projectSpecificData.sku) return 'sizeMissing';
  if (item.projectSpecificData.outOfStockFlag) return 'sizeUnavailable';
  return 'ok';
}

/**
 * The app variant's nocache rule: without the parameter the page reloads with it (a timestamp);
 * when it is older than 60 seconds it reloads again. Answers the address to load, or null.
 */
export function wishlistNocacheReload(href: string, now: number, isApp: boolean): string | null {
  if (!isApp) return null;
  const url = new URL(href);
  const stamp = Number(url.searchParams.get(WISHLIST_NOCACHE_PARAM));
  const fresh = Number.isFinite(stamp) && stamp > 0 && now - stamp <= WISHLIST_NOCACHE_MAX_AGE_S * 1000;
  if (fresh) return null;
  url.searchParams.set(WISHLIST_NOCACHE_PARAM, String(now));
  return url.toString();
}

/** The login button: the account page with hideAppLogin=true in the app, the login flyout otherwise. */
export function wishlistLoginTarget(isApp: boolean): { kind: 'link'; href: string } | { kind: 'flyout' } {
  return isApp ? { kind: 'link', href: '/account?hideAppLogin=true' } : { kind: 'flyout' };
}
