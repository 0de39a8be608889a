/**
 * The SWR keys of the server state every page shares (the hooks' caches): each its action's spec
 * address, stable whatever the transport. In a module of their own, so that reading a key (e.g. to
 * reload the reservation basket after a login) does not put the endpoint functions into the page shell.
 */
export const CART_KEY = '/api/cart/cart';
export const WISHLIST_KEY = '/api/wishlist';
export const RESERVATION_KEY = '/api/reserve/reservation/cart';
export const ACCOUNT_REFRESH_PATH = '/_hirmer/api/account/refresh';
