import { LOCALE_PARAM } from '../config/locale';
import type { Language } from '../config/languages';
import type { PageData } from '../shop/page-model';
import { tasticTypesOf } from './page-tastics';
import { plainExcerpt } from '../domain/text';
import { parseNodeConfiguration } from '../domain/node-configuration';

export { plainExcerpt };

/**
 * The search-engine and sharing data of a page (<title>, meta description and keywords, canonical
 * link, robots, Open Graph): from the page folder's SEO fields (node configuration, translatable),
 * for dynamic pages from the handler's pageMatchingPayload (product title, description, image,
 * canonical path). Pages made for one shopper (basket, account, wishlist) and error pages are not
 * indexed, but their links are followed. A search page is indexed under its query alone (filters,
 * sorting and paging share it) when it finds something; an empty or fruitless search is not.
 */
export interface PageHead {
  title: string;
  description?: string;
  keywords?: string;
  /** Path of the canonical address (no query: filters, sorting and paging share their page's). */
  canonicalPath: string;
  robots?: string;
  /** The page in every language and region of the project (hreflang), plus x-default. */
  alternates: { hreflang: string; path: string }[];
  /** Path or URL of the sharing image. */
  image?: string;
  type: 'website' | 'product';
}

/** Tastics whose pages search engines should not index. */
const NOT_INDEXED_TASTICS = new Set([
  'hirmer/cart/basket',
  'hirmer/wishlist/page',
  'hirmer/account/page',
  'hirmer/account/registration',
  'hirmer/account/reset-password',
  'hirmer/account/welcome',
  'hirmer/account/login-data',
  'hirmer/account/addresses',
]);

/** What a dynamic page handler may say about its page (the product handler fills all of it). */
interface MatchingPayload {
  title?: string;
  description?: string;
  canonicalUrl?: string;
  image?: string;
  productId?: string;
}

const filled = (text: string | undefined): string | undefined => text?.trim() || undefined;

export { LOCALE_PARAM };

/** The address of a path in a locale: the default locale's is the path itself. */
export function localizedPath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${encodeURIComponent(locale)}`;
}

/** hreflang alternates: each locale of the project (de-AT, en-GB, ...) and x-default for the default locale's address. */
export function alternateLinks(path: string, locales: readonly string[], defaultLocale: string): PageHead['alternates'] {
  return [
    ...locales.map((locale) => ({ hreflang: locale.replace('_', '-'), path: localizedPath(path, locale, defaultLocale) })),
    { hreflang: 'x-default', path },
  ];
}

export interface PageHeadContext {
  language: Language;
  shopName: string;
  status: number;
  /** The request's locale and the project's locales: canonical and alternates name them. Without: one locale. */
  locale?: string;
  locales?: readonly string[];
  defaultLocale?: string;
}

/** The shopper's query and its number of hits, on a page whose product list comes from a search. */
interface SearchOutcome {
  query: string;
  hits: number;
}

function searchOutcome(data: PageData): SearchOutcome | null {
  const tastics = (['head', 'main', 'footer'] as const).flatMap((name) => (data.page.sections[name]?.layoutElements ?? []).flatMap((e) => e.tastics));
  const search = tastics.find((t) => t.tasticType === 'hirmer/listing/search');
  if (!search) return null;
  // The search tastic's data source (the runtime puts its result into the tastic's configuration).
  const source = (search.configuration as { source?: { dataSource?: unknown } }).source?.dataSource as
    | { state?: { query?: unknown }; result?: { nbHits?: unknown } | null }
    | null
    | undefined;
  const query = typeof source?.state?.query === 'string' ? source.state.query.trim() : '';
  return { query, hits: typeof source?.result?.nbHits === 'number' ? source.result.nbHits : 0 };
}

/** The editor's description with `{query}` and `{count}` filled in (a template that needs a query gives none without one). */
function fillSearchTemplate(template: string | undefined, search: SearchOutcome | null): string | undefined {
  if (!template || !search || !/\{(query|count)\}/.test(template)) return template;
  if (!search.query) return undefined;
  return template.replaceAll('{query}', search.query).replaceAll('{count}', String(search.hits));
}

/** The head a dynamic page's data source carries (`__master`, the runtime's name for the handler's payload). */
function masterHead(data: PageData): MatchingPayload | undefined {
  const head = (data.dataSources.__master as { head?: unknown } | null | undefined)?.head;
  return head && typeof head === 'object' ? (head as MatchingPayload) : undefined;
}

export function pageHead(data: PageData, context: PageHeadContext): PageHead {
  const { name, path } = data.pageFolder;
  // The page folder's SEO fields, resolved for the page's locale (a page data of the runtime's may still hold them by language).
  const configuration = parseNodeConfiguration(data.pageFolder.configuration, context.locale ?? context.language);
  // The runtime keeps the handler's pageMatchingPayload on the API hub; a Frontend page answer has its data source's head.
  const matching = (data.dynamic?.pageMatchingPayload ?? masterHead(data) ?? {}) as MatchingPayload;
  const seoTitle = filled(configuration.seoTitle);
  const baseName = matching.title ?? name;
  const search = searchOutcome(data);
  const noIndex =
    context.status >= 400 || tasticTypesOf(data).some((type) => NOT_INDEXED_TASTICS.has(type)) || (search !== null && (!search.query || search.hits === 0));
  const description = fillSearchTemplate(filled(configuration.seoDescription), search) ?? matching.description;
  const keywords = filled(configuration.seoKeywords);
  const searchPath = search?.query ? `${path}?query=${encodeURIComponent(search.query)}` : path;
  const canonical = filled(configuration.canonicalUrl) ?? matching.canonicalUrl ?? searchPath;
  const defaultLocale = context.defaultLocale ?? context.locale ?? `${context.language}_DE`;
  return {
    title: seoTitle ?? `${baseName} | ${context.shopName}`,
    ...(description ? { description } : {}),
    ...(keywords ? { keywords } : {}),
    canonicalPath: localizedPath(canonical, context.locale ?? defaultLocale, defaultLocale),
    alternates: alternateLinks(canonical, context.locales ?? [defaultLocale], defaultLocale),
    ...(noIndex ? { robots: 'noindex,follow' } : {}),
    ...(matching.image ? { image: matching.image } : {}),
    type: matching.productId ? 'product' : 'website',
  };
}
