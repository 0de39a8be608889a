import { routes, matchRoute, type HttpMethod } from '../../extensions/routes';
import { FRONTASTIC_SESSION_COOKIE, REQUEST_TIMEOUT_MS, SESSION_COOKIE_DAYS } from '../config/constants';
import { LOCALE_COOKIE, LOCALE_PARAM, parseLocale } from '../config/locale';
import { crossSiteRefusal } from './cross-site';

/**
 * The spec's addresses (accounts-cart-services.md §7: `/api/...`, `/_hirmer/api/...`) on a Frontend
 * site, for the clients that call them directly (the mobile app's web views, links in CRM mails):
 * a Next.js route handler, `(request: Request) => Promise<Response>` on the web Fetch API, that
 * forwards each address to its action on the API hub (`/frontastic/action/{namespace}/{action}`,
 * path parameters in the query) with the session of the site's `frontastic-session` cookie (or of
 * a `Frontastic-Session` header) and writes the hub's new token back into that cookie. The shop's
 * own pages do not use it: they call the hub directly (src/api/transport.ts). Server code only:
 * nothing here imports React or the browser's modules.
 */

/** One address of the spec's table and the action that answers it. */
export interface SpecAddress {
  method: HttpMethod;
  /** With `{name}` for a path parameter, which reaches the action in its query. */
  path: string;
  /** `{namespace}/{action}`. */
  action: string;
}

const isSpecPath = (path: string) => path.startsWith('/api/') || path.startsWith('/_hirmer/');

/** The spec's address table, as data. */
export const specAddresses: readonly SpecAddress[] = routes
  .filter((route) => isSpecPath(route.path))
  .map((route) => ({ method: route.method, path: route.path, action: `${route.namespace}/${route.action}` }));

export interface SpecRouteHandlerOptions {
  /** The API hub's origin, e.g. `process.env.NEXT_PUBLIC_FRONTASTIC_HOST`. */
  endpoint: string;
  /** `Commercetools-Frontend-Extension-Version`, e.g. `process.env.NEXT_PUBLIC_EXT_BUILD_ID`. */
  extensionVersion?: string;
  /** The locale of a call without a `locale` parameter or cookie; without it the hub's project default. */
  defaultLocale?: string;
  /** A prefix the site serves its pages under (Next.js `basePath`), taken off before matching. */
  basePath?: string;
  /** How long the hub may take (default 10 s); then 504. */
  timeoutMs?: number;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });

const failure = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json(status, { success: false, errors: [{ code, message }] }, headers);

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The shopper's locale: the address's `locale` parameter, the locale switch's cookie, else the configured default. */
function localeOf(request: Request, url: URL, fallback: string | undefined) {
  return parseLocale(url.searchParams.get(LOCALE_PARAM) ?? '') ?? parseLocale(cookieOf(request, LOCALE_COOKIE) ?? '') ?? parseLocale(fallback ?? '');
}

function sessionCookie(token: string, secure: boolean): string {
  // Readable by the site's scripts: the Frontend SDK and the shop's transport send it to the hub.
  return `${FRONTASTIC_SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_COOKIE_DAYS * 24 * 3600}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A route handler for the spec's addresses. Mount it where the site serves them, e.g. in the app
 * router at `app/api/[...path]/route.ts` and `app/%5Fhirmer/[...path]/route.ts` (a folder starting
 * with `_` is private there; `%5F` is Next.js's escape for a literal underscore):
 * `export { handler as GET, handler as POST }`.
 */
export function createSpecRouteHandler(options: SpecRouteHandlerOptions): (request: Request) => Promise<Response> {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const path = basePath && url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
    const method = request.method.toUpperCase();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return failure(400, 'bad_request', 'The address is not validly percent-encoded.');
    }
    const match = isSpecPath(decoded) ? matchRoute(method, path) : null;
    if (!match) return failure(404, 'not_found', `Nothing is at ${path}.`);
    if ('allowed' in match) return failure(405, 'method_not_allowed', `Use ${match.allowed.join(' or ')} for ${path}.`, { allow: match.allowed.join(', ') });
    // These addresses carry the shopper's cookie: another site's page may not change anything with it.
    const refused = crossSiteRefusal(method, (name) => request.headers.get(name) ?? undefined);
    if (refused) return failure(403, 'cross_site_request', refused);

    const target = new URL(`${endpoint}/frontastic/action/${match.route.namespace}/${match.route.action}`);
    for (const [key, value] of url.searchParams) target.searchParams.append(key, value);
    for (const [key, value] of Object.entries(match.params)) target.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    const contentType = request.headers.get('content-type');
    // The action refuses what a plain form can send (415): its content type goes through unchanged.
    if (contentType) headers['content-type'] = contentType;
    const locale = localeOf(request, url, options.defaultLocale);
    if (locale) {
      headers['frontastic-locale'] = locale.code;
      headers['frontastic-currency'] = locale.currency;
    }
    if (options.extensionVersion) headers['commercetools-frontend-extension-version'] = options.extensionVersion;
    const token = request.headers.get('frontastic-session') ?? cookieOf(request, FRONTASTIC_SESSION_COOKIE);
    if (token) headers['frontastic-session'] = token;

    let answer: Response;
    let text: string;
    try {
      answer = await fetch(target, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : await request.text(),
        signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      });
      text = await answer.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return failure(timedOut ? 504 : 502, timedOut ? 'gateway_timeout' : 'bad_gateway', 'The shop could not be reached. Please try it again!');
    }
    try {
      JSON.parse(text);
    } catch {
      // Not the action's answer (the hub's own error page, a proxy's): the spec's shape instead.
      return failure(502, 'bad_gateway', 'The shop could not be reached. Please try it again!');
    }
    const out = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    const next = answer.headers.get('frontastic-session');
    if (next) out.append('set-cookie', sessionCookie(next, url.protocol === 'https:'));
    const retryAfter = answer.headers.get('retry-after');
    if (retryAfter) out.set('retry-after', retryAfter);
    return new Response(text, { status: answer.status, headers: out });
  };
}
