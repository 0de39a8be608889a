/**
 * The one table mapping HTTP method + path to an extension action. Paths use `{name}` for
 * parameters; the host passes them in `request.query` next to the query string.
 * The runtime's own URL `/frontastic/action/{namespace}/{action}` reaches every action as well.
 */
import type { actions } from './actions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Actions = typeof actions;
export type Namespace = keyof Actions;

export interface Route {
  method: HttpMethod;
  path: string;
  namespace: string;
  action: string;
}

/** One route; its namespace and action must exist (a typo is a compile error), and its literal types feed the API contract. */
const r = <const M extends HttpMethod, const P extends string, const N extends Namespace, const A extends keyof Actions[N] & string>(
  method: M,
  path: P,
  namespace: N,
  action: A,
) => ({ method, path, namespace, action });

export const routes = [
  r('GET', '/health/actions', 'hirmer-system', 'health'),

  // Account (accounts-cart-services.md §7). The user service's login/logout/register paths are not
  // shown there beyond these; both prefixes reach the same actions.
  r('POST', '/api/account/login', 'hirmer-account', 'login'),
  r('POST', '/api/account/logout', 'hirmer-account', 'logout'),
  r('POST', '/api/account/register', 'hirmer-account', 'register'),
  r('POST', '/_hirmer/api/account/login', 'hirmer-account', 'login'),
  r('POST', '/_hirmer/api/account/logout', 'hirmer-account', 'logout'),
  r('POST', '/_hirmer/api/account/register', 'hirmer-account', 'register'),
  r('GET', '/_hirmer/api/account/refresh', 'hirmer-account', 'refresh'),
  r('POST', '/_hirmer/api/account/reset', 'hirmer-account', 'reset'),
  r('POST', '/_hirmer/api/account/resetPassword', 'hirmer-account', 'resetPassword'),
  r('POST', '/_hirmer/api/account/email', 'hirmer-account', 'email'),
  r('POST', '/_hirmer/api/account/password', 'hirmer-account', 'password'),
  r('POST', '/_hirmer/api/account/updateBillingAddress', 'hirmer-account', 'updateBillingAddress'),

  // Order and reservation history.
  r('GET', '/_hirmer/api/account/orders/history', 'hirmer-orders', 'history'),
  r('GET', '/_hirmer/api/account/orders/history/defaultYear', 'hirmer-orders', 'historyDefaultYear'),
  r('GET', '/_hirmer/api/account/orders/history/{year}', 'hirmer-orders', 'historyByYear'),
  r('GET', '/_hirmer/api/account/orders/years', 'hirmer-orders', 'years'),
  r('GET', '/_hirmer/api/account/orders/search', 'hirmer-orders', 'search'),
  r('GET', '/_hirmer/api/account/orders/search/{term}', 'hirmer-orders', 'search'),
  r('GET', '/_hirmer/api/account/reservation/history', 'hirmer-orders', 'reservationHistory'),
  r('POST', '/_hirmer/api/account/reservation/cancel', 'hirmer-orders', 'reservationCancel'),

  // Order documents and the return portal.
  r('POST', '/api/acl/invoice/download', 'hirmer-documents', 'invoice'),
  r('POST', '/api/order/returnLabel/download', 'hirmer-documents', 'returnLabel'),
  r('GET', '/api/acl/return/redirect', 'hirmer-documents', 'returnRedirect'),

  // Cart. Reading and changing lines are not in the spec's table; the basket page needs them.
  r('GET', '/api/cart/cart', 'hirmer-cart', 'get'),
  r('POST', '/api/cart/cart/add', 'hirmer-cart', 'add'),
  r('POST', '/api/cart/cart/addMultiple', 'hirmer-cart', 'addMultiple'),
  r('POST', '/api/cart/cart/categories', 'hirmer-cart', 'categories'),
  r('POST', '/api/cart/cart/checkout', 'hirmer-cart', 'checkout'),
  r('POST', '/api/cart/cart/express', 'hirmer-cart', 'expressCheckout'),
  r('POST', '/api/cart/cart/lineItem/update', 'hirmer-cart', 'updateLineItem'),
  r('POST', '/api/cart/cart/lineItem/remove', 'hirmer-cart', 'removeLineItem'),
  r('POST', '/api/cart/cart/voucher', 'hirmer-cart', 'applyVoucher'),
  r('POST', '/api/cart/cart/voucher/remove', 'hirmer-cart', 'removeVoucher'),

  // Wishlist: get, add and remove paths are not shown in the spec.
  r('GET', '/api/wishlist', 'hirmer-wishlist', 'get'),
  r('POST', '/api/wishlist/add', 'hirmer-wishlist', 'add'),
  r('POST', '/api/wishlist/remove', 'hirmer-wishlist', 'remove'),
  r('POST', '/_hirmer/api/cart/wishlist/session/migrate', 'hirmer-wishlist', 'migrate'),
  r('GET', '/_hirmer/api/cart/wishlist/session/cleanup', 'hirmer-wishlist', 'cleanup'),

  // Click and reserve.
  r('POST', '/api/reserve/add', 'hirmer-reserve', 'add'),
  r('POST', '/api/reserve/edit', 'hirmer-reserve', 'edit'),
  r('POST', '/api/reserve/lineItem/remove', 'hirmer-reserve', 'removeLineItem'),
  r('GET', '/api/reserve/reservation/cart', 'hirmer-reserve', 'cart'),
  r('GET', '/api/reserve/reservation/checkout', 'hirmer-reserve', 'checkout'),

  // Stores and reviews (storefront-browsing.md §7).
  r('GET', '/_hirmer/stores/info', 'hirmer-stores', 'info'),
  r('GET', '/api/review', 'hirmer-review', 'list'),
  // Products by id (the last seen products, product sliders): the spec's search-CDN path as an action.
  r('GET', '/_hirmer/api/products/byIds', 'hirmer-products', 'byIds'),

  // Newsletter, competition, early shop, contact.
  r('POST', '/api/newsletter/subscribe', 'hirmer-newsletter', 'subscribe'),
  r('GET', '/api/newsletter/confirm', 'hirmer-newsletter', 'confirm'),
  r('POST', '/api/newsletter/unsubscribe', 'hirmer-newsletter', 'unsubscribe'),
  r('POST', '/api/newsletter/raffle', 'hirmer-newsletter', 'raffle'),
  r('POST', '/api/newsletter/earlyShopRegistration', 'hirmer-newsletter', 'earlyShopRegistration'),
  r('POST', '/api/contact/sendEmail', 'hirmer-contact', 'sendEmail'),

  // Loyalty card (CRM).
  r('POST', '/api/crm/loyaltyCard', 'hirmer-crm', 'loyaltyCard'),
  r('POST', '/api/crm/connect', 'hirmer-crm', 'connect'),
  r('POST', '/api/crm/addLoyaltyCardToUser', 'hirmer-crm', 'addLoyaltyCardToUser'),
  r('POST', '/api/crm/registerCardWithAccount', 'hirmer-crm', 'registerCardWithAccount'),
  r('POST', '/api/crm/email', 'hirmer-crm', 'email'),
  r('POST', '/api/crm/activate', 'hirmer-crm', 'activate'),

  // Locale switch (§4): the browser sets the locale cookie; this answers the served locale and the basket-update flag.
  r('POST', '/api/context/locale', 'hirmer-context', 'switchLocale'),
  r('POST', '/api/context/session/takeover', 'hirmer-context', 'takeOverSession'),
  // What a Frontend project's renderer needs besides the page (brand, locale, configuration, search).
  r('GET', '/_hirmer/api/context/shop', 'hirmer-context', 'shop'),

  // Captcha (path not shown in the spec).
  r('POST', '/api/captcha/verify', 'hirmer-captcha', 'verify'),
] as const satisfies readonly Route[];

/** The route table as literal types (for extensions/api-contract.ts). */
export type RouteTable = (typeof routes)[number];

interface CompiledRoute extends Route {
  pattern: RegExp;
  params: string[];
}

function compile(route: Route): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (match) {
        params.push(match[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), params };
}

const compiled = () => routes.map(compile);
let cache: CompiledRoute[] | null = null;

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** Finds the route of a request; `allowed` lists the methods a path has when only the method is wrong. */
export function matchRoute(method: string, path: string): RouteMatch | { allowed: HttpMethod[] } | null {
  cache ??= compiled();
  const allowed: HttpMethod[] = [];
  for (const route of cache) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method !== method.toUpperCase()) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.params.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
    return { route, params };
  }
  return allowed.length ? { allowed } : null;
}

/** For tests and the property test: every route. */
export function allRoutes(): readonly Route[] {
  return routes;
}
