import { escapeHtml } from './escape-html';
import { renderToString } from 'react-dom/server';
import type { ClientAssets } from './assets';
import { App } from '../src/page/App';
import { APP_DATA_ELEMENT_ID, serializeAppData, shopContextFrom, type AppData } from '../src/page/app-data';
import type { TasticRegistry } from '../src/shop/registry';
import type { PageHead } from '../src/page/head';
import { intlWarmupScript } from '../src/page/intl-warmup';
import { tasticTypesOf } from '../src/page/page-tastics';
import { TASTIC_SCRIPTS_ELEMENT_ID } from './client/tastic-scripts';

/** Meta and link elements of a page's head (description, canonical, robots, language alternates, Open Graph, Twitter); absolute URLs from `origin`. */
export function headTags(head: PageHead, origin: string): string {
  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  return [
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', absolute(head.canonicalPath)),
    meta('property', 'og:image', head.image ? absolute(head.image) : undefined),
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(absolute(a.path))}">`),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image ? absolute(head.image) : undefined),
  ].join('');
}

/** The resource hints React writes before a fragment's markup (image preloads of eager images). */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/**
 * Moves React's image preloads from the start of the markup into the head, after the stylesheet (the
 * first paint needs it), the first with fetchpriority="high": the page's largest image (the first
 * product or the hero slide) is then requested with the document. A whole-document render (a
 * Next.js page in commercetools Frontend) puts them into the head by itself; the host renders the
 * app into a root element, so it does this step.
 */
export function hoistResourceHints(markup: string): { hints: string; body: string } {
  const leading = LEADING_LINKS.exec(markup)?.[0] ?? '';
  let first = true;
  const hints = leading.replace(/<link rel="preload" as="image"/g, (tag) => {
    if (!first) return tag;
    first = false;
    return `${tag} fetchpriority="high"`;
  });
  return { hints, body: markup.slice(leading.length) };
}

/** The full HTML document: server-rendered markup plus the data the browser hydrates it with. */
export function renderDocument(
  data: AppData,
  registry: TasticRegistry,
  assets: Pick<ClientAssets, 'scripts' | 'styles'> & Partial<Pick<ClientAssets, 'tasticScripts'>>,
  page?: { head: PageHead; origin: string; nonce?: string; consent?: { analytics: boolean; marketing: boolean } },
): string {
  const nonce = page?.nonce ? ` nonce="${escapeHtml(page.nonce)}"` : '';
  const { hints, body: markup } = hoistResourceHints(renderToString(<App data={data} registry={registry} />));
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  // The stylesheet is requested first (a preload), then the browser's Intl loads its data while the
  // page waits for it (intl-warmup.ts): a script after the stylesheet link would wait for the
  // stylesheet, and one before a plain link would hold its request back.
  const stylePreloads = assets.styles.map((href) => `<link rel="preload" as="style" href="${href}">`).join('');
  const warmup = assets.scripts.length ? `<script${nonce}>${intlWarmupScript(shopContextFrom(data).locale.intl)}</script>` : '';
  const scripts = assets.scripts.map((src) => `<script type="module" src="${src}"${nonce}></script>`).join('');
  // Where the code of the page's tastics is: the browser imports it from these addresses instead of
  // carrying the addresses of every tastic in its shell.
  const tasticScripts =
    assets.scripts.length && assets.tasticScripts ? JSON.stringify(assets.tasticScripts(tasticTypesOf(data.page))).replace(/</g, '\\u003c') : '';
  const tasticScriptsElement = tasticScripts ? `<script type="application/json" id="${TASTIC_SCRIPTS_ELEMENT_ID}"${nonce}>${tasticScripts}</script>` : '';
  // The local host stands in for a consent manager (commercetools Frontend projects bring their own):
  // it states the consent before the app runs, as a consent manager's `window.__consent` would.
  const consent = page?.consent ? `<script${nonce}>window.__consent=window.__consent||${JSON.stringify(page.consent)}</script>` : '';
  // No module preloads: the entry's imports find the page's chunks level by level after the first
  // paint. Preloading all of them at once (72 requests on a listing) made the browser, the network
  // and the page's main thread compete: Lighthouse's total blocking time on the listing went up
  // from a median of 630 ms to 970 ms (7 to 9 runs each), and its time to interactive did not improve.
  return (
    `<!doctype html><html lang="${escapeHtml(data.locale.split('_')[0]!)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/static/favicon.svg" type="image/svg+xml">` +
    `<title>${escapeHtml(data.title)}</title>${page ? headTags(page.head, page.origin) : ''}${stylePreloads}${hints}${warmup}${styles}</head><body>` +
    `<div id="root">${markup}</div>` +
    `<script type="application/json" id="${APP_DATA_ELEMENT_ID}"${nonce}>${serializeAppData(data)}</script>${tasticScriptsElement}${consent}${scripts}</body></html>`
  );
}
