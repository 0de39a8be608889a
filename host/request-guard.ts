import type { IncomingMessage } from 'node:http';
import { crossSiteRefusal as crossSiteRule } from '../src/next/cross-site';

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

/** Why a state-changing request is refused as cross-site, or null (the rule: src/next/cross-site.ts). */
export function crossSiteRefusal(req: IncomingMessage): string | null {
  return crossSiteRule(req.method ?? 'GET', (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  });
}
