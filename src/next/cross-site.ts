/**
 * The cross-site rule of the site's addresses (`/api/...`, `/_hirmer/api/...`), which carry the
 * session cookie: a state-changing request must come from the shop's own pages. Browsers name the
 * page that sent a request in `Origin` (and `Sec-Fetch-Site`, `Referer`); it must be this shop's own
 * address as the shopper reached it (`X-Forwarded-Host` behind a proxy, else `Host`). A request
 * without any of them does not come from a browser page and cannot carry a shopper's cookie by
 * surprise. Used by the local host (host/request-guard.ts) and the Next.js route handler.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Why a request is refused as cross-site, or null; `header` reads a request header by its lower-case name. */
export function crossSiteRefusal(method: string, header: (name: string) => string | undefined): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const own = String(header('x-forwarded-host') ?? header('host') ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  if (header('sec-fetch-site') === 'cross-site') return 'Requests from other sites are not accepted.';
  const origin = header('origin');
  if (origin !== undefined) return hostOf(origin) === own && own !== '' ? null : 'Requests from other sites are not accepted.';
  const referer = header('referer');
  if (referer !== undefined && hostOf(referer) !== own) return 'Requests from other sites are not accepted.';
  return null;
}
