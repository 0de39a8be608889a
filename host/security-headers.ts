import { randomBytes } from 'node:crypto';
import type { SearchHost } from '../src/search/hosts';
import { EMBEDDED_SEARCH_APP_ID } from '../src/search/hosts';

/**
 * The security headers of every answer, and the content security policy of pages. Written out
 * here (a dozen headers) rather than through a middleware package: the host is plain `node:http`,
 * and each header is tested in test/host/security.int.test.ts.
 */

/** Headers for every answer (pages, JSON, static files, the bundle's scripts and stylesheet). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Headers for every answer but the bundle's hashed files (`/assets/`): they govern a document (its
 * framing, its window, the referrer it sends, the devices it may ask for), and a script or
 * stylesheet the page loads is none. Left off there, they save some 190 bytes on each of the 20-odd
 * files a page loads.
 */
export function documentSecurityHeaders(): Record<string, string> {
  return {
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The store finder asks for the shopper's position; nothing else needs a device.
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** A fresh nonce for the scripts of one page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Where the browser may search: the configured hosts, Algolia's own for an Algolia app id, the page's origin for the embedded engine. */
function searchOrigins(search: { appId: string; hosts: readonly SearchHost[] }): string[] {
  if (search.hosts.length) return search.hosts.map((h) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}`);
  if (search.appId === EMBEDDED_SEARCH_APP_ID) return [];
  return ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io', 'https://*.algolia.io'];
}

/** reCAPTCHA's script and its calls (developers.google.com/recaptcha/docs/faq: content security policy). */
const RECAPTCHA_ORIGINS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * The content security policy of a page: scripts only from the shop's origin or with this page's
 * nonce (and reCAPTCHA's, where a captcha site key is configured: the captcha forms load it when
 * the shopper starts one; and a size advisor provider's, where its script is on another origin);
 * connections to the shop, the actions' origin (the API hub) and its search service; frames from
 * https (the embeds editors place: podcasts, track and trace, appointments; the captcha's
 * challenge); the page itself only framed by the shop.
 */
export function contentSecurityPolicy(
  nonce: string,
  search: { appId: string; hosts: readonly SearchHost[] },
  options: { captcha?: boolean; actionsOrigin?: string; sizeAdvisorScript?: string } = {},
): string {
  const captcha = options.captcha ? RECAPTCHA_ORIGINS : [];
  // A size advisor provider's script on its own origin (project configuration sizeAdvisorScriptUrl), and its calls.
  const advisor = /^https:\/\//.test(options.sizeAdvisorScript ?? '') ? [new URL(options.sizeAdvisorScript!).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...captcha, ...advisor],
    // React writes style attributes (positions, custom properties); no inline <style> is served.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'", ...(options.actionsOrigin ? [options.actionsOrigin] : []), ...searchOrigins(search), ...captcha, ...advisor],
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
