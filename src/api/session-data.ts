import { ACCOUNT_REFRESH_PATH, CART_KEY } from './keys';

/**
 * The shopper's own data some tastics are drawn from in their first render (the basket, the account
 * area): which actions answer it and under which SWR key the browser's hooks read it. A renderer
 * that calls these actions with the shopper's session while rendering the page (the local host,
 * host/session-fallback.ts; a Frontend project's server component, with the `frontastic-session`
 * cookie as the `Frontastic-Session` header) hands the answers to the shop as its `fallback`, and the
 * page arrives with the basket's lines and the customer's data instead of a spinner that waits for
 * the scripts and a round trip. The hooks revalidate in the browser as before.
 */
export interface SessionDataSource {
  /** The SWR key the browser's hook reads. */
  key: string;
  /** The action, `{namespace}/{action}`, called with GET and no query. */
  action: string;
  /** The hook's data from the action's JSON answer. */
  pick(answer: Record<string, unknown>): unknown;
}

const CART: SessionDataSource = { key: CART_KEY, action: 'hirmer-cart/get', pick: (answer) => answer.cart };
const USER: SessionDataSource = { key: ACCOUNT_REFRESH_PATH, action: 'hirmer-account/refresh', pick: (answer) => answer };

const SOURCES_OF_TASTIC: Readonly<Record<string, readonly SessionDataSource[]>> = {
  'hirmer/cart/basket': [CART, USER],
  'hirmer/account/page': [USER],
};

/** The shopper's data the page's tastics are drawn from, each once (none for most pages). */
export function sessionDataSources(tasticTypes: readonly string[]): SessionDataSource[] {
  return [...new Set(tasticTypes.flatMap((type) => SOURCES_OF_TASTIC[type] ?? []))];
}
