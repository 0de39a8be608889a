/**
 * The one table mapping HTTP method + path to an extension action. Paths use `{name}` for
 * parameters; the host passes them in `request.query` next to the query string.
 * The runtime's own URL `/frontastic/action/{namespace}/{action}` reaches every action as well.
 */
import type * as actions from './actions';

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
  r('GET', '/health/actions', 'system', 'health'),

  // Account (accounts-cart-services.md §7). The user service's login/logout/register paths are not
  // shown there beyond these; both prefixes reach the same actions.
  r('POST', '/api/account/login', 'account', 'login'),
  r('POST', '/api/account/logout', 'account', 'logout'),
  r('POST', '/api/account/register', 'account', 'register'),
  r('POST', '/_hirmer/api/account/login', 'account', 'login'),
  r('POST', '/_hirmer/api/account/logout', 'account', 'logout'),
  r('POST', '/_hirmer/api/account/register', 'account', 'register'),
  r('GET', '/_hirmer/api/account/refresh', 'account', 'refresh'),
  r('POST', '/_hirmer/api/account/reset', 'account', 'reset'),
  r('POST', '/_hirmer/api/account/resetPassword', 'account', 'resetPassword'),
  r('POST', '/_hirmer/api/account/email', 'account', 'email'),
  r('POST', '/_hirmer/api/account/password', 'account', 'password'),
  r('POST', '/_hirmer/api/account/updateBillingAddress', 'account', 'updateBillingAddress'),

  // Order and reservation history.
  r('GET', '/_hirmer/api/account/orders/history', 'orders', 'history'),
  r('GET', '/_hirmer/api/account/orders/history/defaultYear', 'orders', 'historyDefaultYear'),
  r('GET', '/_hirmer/api/account/orders/history/{year}', 'orders', 'historyByYear'),
  r('GET', '/_hirmer/api/account/orders/years', 'orders', 'years'),
  r('GET', '/_hirmer/api/account/orders/search', 'orders', 'search'),
  r('GET', '/_hirmer/api/account/orders/search/{term}', 'orders', 'search'),
  r('GET', '/_hirmer/api/account/reservation/history', 'orders', 'reservationHistory'),
  r('POST', '/_hirmer/api/account/reservation/cancel', 'orders', 'reservationCancel'),

  // Order documents and the return portal.
  r('POST', '/api/acl/invoice/download', 'documents', 'invoice'),
  r('POST', '/api/order/returnLabel/download', 'documents', 'returnLabel'),
  r('GET', '/api/acl/return/redirect', 'documents', 'returnRedirect'),

  // Cart. Reading and changing lines are not in the spec's table; the basket page needs them.
  r('GET', '/api/cart/cart', 'cart', 'get'),
  r('POST', '/api/cart/cart/add', 'cart', 'add'),
  r('POST', '/api/cart/cart/addMultiple', 'cart', 'addMultiple'),
  r('POST', '/api/cart/cart/categories', 'cart', 'categories'),
  r('POST', '/api/cart/cart/checkout', 'cart', 'checkout'),
  r('POST', '/api/cart/cart/express', 'cart', 'expressCheckout'),
  r('POST', '/api/cart/cart/lineItem/update', 'cart', 'updateLineItem'),
  r('POST', '/api/cart/cart/lineItem/remove', 'cart', 'removeLineItem'),
  r('POST', '/api/cart/cart/voucher', 'cart', 'applyVoucher'),
  r('POST', '/api/cart/cart/voucher/remove', 'cart', 'removeVoucher'),

  // Wishlist: get, add and remove paths are not shown in the spec.
  r('GET', '/api/wishlist', 'wishlist', 'get'),
  r('POST', '/api/wishlist/add', 'wishlist', 'add'),
  r('POST', '/api/wishlist/remove', 'wishlist', 'remove'),
  r('POST', '/_hirmer/api/cart/wishlist/session/migrate', 'wishlist', 'migrate'),
  r('GET', '/_hirmer/api/cart/wishlist/session/cleanup', 'wishlist', 'cleanup'),

  // Click and reserve.
  r('POST', '/api/reserve/add', 'reserve', 'add'),
  r('POST', '/api/reserve/edit', 'reserve', 'edit'),
  r('POST', '/api/reserve/lineItem/remove', 'reserve', 'removeLineItem'),
  r('GET', '/api/reserve/reservation/cart', 'reserve', 'cart'),
  r('GET', '/api/reserve/reservation/checkout', 'reserve', 'checkout'),

  // Stores and reviews (storefront-browsing.md §7).
  r('GET', '/_hirmer/stores/info', 'stores', 'info'),
  r('GET', '/api/review', 'review', 'list'),
  // Products by id (the last seen products, product sliders): the spec's search-CDN path as an action.
  r('GET', '/_hirmer/api/products/byIds', 'products', 'byIds'),

  // Newsletter, competition, early shop, contact.
  r('POST', '/api/newsletter/subscribe', 'newsletter', 'subscribe'),
  r('GET', '/api/newsletter/confirm', 'newsletter', 'confirm'),
  r('POST', '/api/newsletter/unsubscribe', 'newsletter', 'unsubscribe'),
  r('POST', '/api/newsletter/raffle', 'newsletter', 'raffle'),
  r('POST', '/api/newsletter/earlyShopRegistration', 'newsletter', 'earlyShopRegistration'),
  r('POST', '/api/contact/sendEmail', 'contact', 'sendEmail'),

  // Loyalty card (CRM).
  r('POST', '/api/crm/loyaltyCard', 'crm', 'loyaltyCard'),
  r('POST', '/api/crm/connect', 'crm', 'connect'),
  r('POST', '/api/crm/addLoyaltyCardToUser', 'crm', 'addLoyaltyCardToUser'),
  r('POST', '/api/crm/registerCardWithAccount', 'crm', 'registerCardWithAccount'),
  r('POST', '/api/crm/email', 'crm', 'email'),
  r('POST', '/api/crm/activate', 'crm', 'activate'),

  // Locale switch (§4): the browser sets the locale cookie; this answers the served locale and the basket-update flag.
  r('POST', '/api/context/locale', 'context', 'switchLocale'),
  r('POST', '/api/context/session/takeover', 'context', 'takeOverSession'),
  // What a Frontend project's renderer needs besides the page (brand, locale, configuration, search).
  r('GET', '/_hirmer/api/context/shop', 'context', 'shop'),

  // Captcha (path not shown in the spec).
  r('POST', '/api/captcha/verify', 'captcha', 'verify'),
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
