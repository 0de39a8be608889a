import type { IncomingMessage } from 'node:http';

/**
 * Checks the host makes before a request reaches an action: the address decodes, and a
 * state-changing call comes from the shop's own pages (CSRF). The actions themselves refuse bodies
 * a plain HTML form can send (extensions/lib/action.ts), which also holds inside commercetools
 * Frontend, where this host does not run.
 */

const API_PREFIXES = ['/api/', '/_hirmer/api/', '/frontastic/'];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Whether every percent escape of a path decodes (a bad one would throw deep inside routing). */
export function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request is refused as cross-site, or null. Browsers name the page that sent
 * a request in `Origin` (and `Sec-Fetch-Site`, `Referer`); it must be this shop's own address as the
 * shopper reached it (`X-Forwarded-Host` behind a proxy, else `Host`). A request without any of them
 * does not come from a browser page and cannot carry a shopper's cookie by surprise.
 */
export function crossSiteRefusal(req: IncomingMessage): string | null {
  if (SAFE_METHODS.has((req.method ?? 'GET').toUpperCase())) return null;
  const own = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return 'Requests from other sites are not accepted.';
  const origin = req.headers.origin;
  if (origin !== undefined) {
    return hostOf(origin) === own && own !== '' ? null : 'Requests from other sites are not accepted.';
  }
  const referer = req.headers.referer;
  if (referer !== undefined && hostOf(referer) !== own) return 'Requests from other sites are not accepted.';
  return null;
}
