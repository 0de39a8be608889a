import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendFailure } from './http-util';

/**
 * Cross-origin calls of the actions, as the API hub answers them beside a Frontend site: the
 * site's pages (another origin) call `/frontastic/action/...` without cookies, with the runtime's
 * headers, and read the session token from the answer. Only the configured site origins get the
 * CORS headers; a page of any other origin cannot read an answer or send the session header.
 */

/** The request headers the Frontend SDK and the shop's transport send (lower case). */
const ALLOWED_HEADERS = [
  'accept',
  'content-type',
  'frontastic-session',
  'frontastic-locale',
  'frontastic-currency',
  'frontastic-path',
  'commercetools-frontend-extension-version',
  'cofe-custom-configuration',
  'x-frontastic-access-token',
];
/** The answer headers a cross-origin page may read: the session token above all. */
const EXPOSED_HEADERS = 'Frontastic-Session, Frontastic-Request-Id, Retry-After';
const PREFLIGHT_MAX_AGE_S = 600;

export interface CorsPolicy {
  /** Whether a page of this origin may call the actions. */
  allows(origin: string): boolean;
}

/** The given origins, exactly (scheme, host and port; no trailing slash). */
export function corsPolicy(origins: readonly string[]): CorsPolicy {
  const allowed = new Set(origins.map((o) => o.trim().replace(/\/+$/, '').toLowerCase()).filter(Boolean));
  return { allows: (origin) => allowed.has(origin.toLowerCase()) };
}

/** The CORS headers of an action's answer: none for a call without Origin or from an origin not allowed. */
export function corsHeaders(req: IncomingMessage, policy: CorsPolicy): Record<string, string> {
  const origin = req.headers.origin;
  const vary = { vary: 'Origin' };
  if (!origin || !policy.allows(origin)) return vary;
  return { ...vary, 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS };
}

/** Answers a preflight (`OPTIONS` with `Access-Control-Request-Method`) of an allowed origin; refuses others with 403. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): void {
  const origin = req.headers.origin;
  const method = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!origin || !policy.allows(origin)) return sendFailure(res, 403, 'origin_not_allowed', 'This origin may not call the actions.');
  if (method !== 'GET' && method !== 'POST') return sendFailure(res, 405, 'method_not_allowed', 'Actions take GET or POST.');
  const refused = requested.filter((h) => !ALLOWED_HEADERS.includes(h));
  if (refused.length) return sendFailure(res, 403, 'header_not_allowed', `Headers not allowed: ${refused.join(', ')}.`);
  res
    .writeHead(204, {
      vary: 'Origin',
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
    })
    .end();
}
