/**
 * The browser's cookies, the one module that touches `document.cookie` (the Cookie Store API is
 * missing from the Safari and Firefox versions the shop serves). Server-rendered code gets nothing.
 */

const DAY_S = 24 * 60 * 60;

export function readCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Sets a first-party cookie for the whole shop (path /, SameSite Lax, Secure on https) for some days; 0 days deletes it. */
export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the one place that writes cookies (see above)
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.round(days * DAY_S))}; samesite=lax${secure}`;
}
