/** Id of the element listing the page's script chunks (a JSON array of asset paths), written by the server. */
export const MODULE_PRELOADS_ELEMENT_ID = '__MODULE_PRELOADS__';

/**
 * Requests the page's script chunks in parallel (`<link rel="modulepreload">` each), as listed by
 * the server: without it the browser would find them one import after the other. Called by the
 * entry after the first paint, so these requests never compete with the stylesheet and the
 * largest image.
 */
export function preloadPageModules(document: Document): void {
  const list = document.getElementById(MODULE_PRELOADS_ELEMENT_ID);
  if (!list) return;
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(list.textContent ?? '[]');
  } catch {
    return; // a broken list only costs the parallel fetch: the imports still find their chunks
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
