import type { DynamicPageContext, DynamicPageRedirectResult, DynamicPageSuccessResult, Request } from '@frontastic/extension-types';
import type { Category, Product } from '../../src/domain/product';
import { translate } from '../../src/domain/i18n';
import { parseProductPath, productUrl, PRODUCT_ROUTE_NAME, readProductQuery } from '../../src/domain/routes';
import type { ProductBreadcrumb, ProductPagePayload } from '../../src/api/products';
import { buildRecords } from '../search/records';
import { productPageRecord } from '../../src/domain/product-page-record';
import { plainExcerpt } from '../../src/domain/text';
import { colourImageUrl } from '../../src/domain/product-media';
import { categoriesById, productTypeHidden } from '../search/catalogue-lookups';
import type { RequestContextSource } from '../lib/request-context';

/** Width of the product image link previews show (Open Graph). */
const OPEN_GRAPH_IMAGE_WIDTH = 1200;

/**
 * The product detail page (storefront-browsing.md §2): /p/{slug}/{identifier}. An outdated slug
 * redirects (301) to the current one with the query kept; an unknown product answers null, which
 * the runtime turns into the 404 page.
 */

function breadcrumbsOf(product: Product, byId: Map<string, Category>, language: Parameters<typeof translate>[1]): ProductBreadcrumb[] {
  const chain: Category[] = [];
  let current = product.categories[0] ? byId.get(product.categories[0]) : undefined;
  while (current && chain.length < 10) {
    chain.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return chain.map((c, i) => ({
    name: translate(c.name, language),
    url: `/${chain
      .slice(0, i + 1)
      .map((x) => x.slug)
      .join('/')}`,
  }));
}

function queryString(query: Request['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function selectedColour(payload: ProductPagePayload) {
  return payload.product.colorVariants.find((c) => c.itemnum === payload.query.colorVariant) ?? payload.product.colorVariants[0];
}

/** The page title from product and colour (the host adds the shop's name), as the browser sets it too. */
function pageTitle(product: Product, payload: ProductPagePayload): string {
  const colour = selectedColour(payload);
  return `${product.brand.title} ${payload.product.title}${colour ? ` – ${colour.color}` : ''}`;
}

/** What the page's head shows search engines and link previews (see src/page/head.ts, which builds the page head from it). */
function seoOf(payload: ProductPagePayload, canonicalUrl: string, mediaBase: string) {
  const colour = selectedColour(payload);
  const text = colour?.description ?? payload.product.sharedDescription;
  return {
    canonicalUrl,
    ...(text ? { description: plainExcerpt(text) } : {}),
    ...(colour ? { image: colourImageUrl(colour, { index: 0, width: OPEN_GRAPH_IMAGE_WIDTH, format: 'jpg' }, mediaBase) } : {}),
  };
}

export async function productPageHandler(
  request: Request,
  _context: DynamicPageContext,
  source: RequestContextSource,
): Promise<DynamicPageSuccessResult | DynamicPageRedirectResult | null> {
  const route = parseProductPath(request.path);
  if (!route) return null;
  const { locale, currency, configuration, services } = await source.context();
  const { catalogue } = services;
  const found = await catalogue.getProducts([route.identifier]);
  const [product] = found.length ? found : await catalogue.getProducts([route.identifier.toUpperCase()]);
  if (!product) return null;
  // A product type the project hides in this country (filterProductBlacklists) has no page here either.
  if (productTypeHidden(configuration.filterProductBlacklists, product.productType, locale.territory)) return null;

  const slug = translate(product.slug, locale.language);
  const canonical = productUrl({ url: slug, identifier: product.id });
  const currentPath = request.path.replace(/\/+$/, '');
  if (currentPath !== canonical) {
    return { redirectLocation: `${canonical}${queryString(request.query)}`, statusCode: 301 };
  }

  const byId = await categoriesById(catalogue);
  const parts = product.subProducts.length ? await catalogue.getProducts(product.subProducts) : [];
  // The records in the locale's language and currency, without what only the search engine reads (the page's data stays small).
  const pageRecord = (p: Product) => productPageRecord(buildRecords(p, locale.language, byId)[0]!, currency);
  const payload: ProductPagePayload = {
    product: pageRecord(product),
    parts: parts.map(pageRecord),
    breadcrumbs: breadcrumbsOf(product, byId, locale.language),
    query: readProductQuery(queryString(request.query)),
  };
  const head = { title: pageTitle(product, payload), productId: product.id, ...seoOf(payload, canonical, configuration.mediaBaseUrl) };
  return {
    dynamicPageType: PRODUCT_ROUTE_NAME,
    dataSourcePayload: { ...payload, head },
    pageMatchingPayload: { ...head, productType: product.productType },
  };
}
