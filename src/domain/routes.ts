/**
 * Route builders for the shop's named routes (storefront-browsing.md §2). Listing links, the
 * last-seen slider and the dynamic-page handler all build and read product addresses here.
 */

/** Frontastic.Frontend.Master.Product.view: /p/{slug}/{identifier}?colorVariant=&tall=&queryID= */
export const PRODUCT_ROUTE_NAME = 'Frontastic.Frontend.Master.Product.view';
export const PRODUCT_PATH_PREFIX = '/p/';

export interface ProductRouteParams {
  /** Slug of the title in the page's language. */
  url: string;
  /** Product id (the search record's objectID). */
  identifier: string;
  colorVariant?: string | null;
  tall?: boolean;
  queryID?: string | null;
  size?: string | null;
  sizeType?: string | null;
  /** Optional page language; honoured only by the project that offers it (ProjectDefinition.features.productUrlLanguage). */
  language?: string | null;
}

/** The product page's address; the same shape as the product box's productHref (src/ui/product-box/rules.ts). */
export function productUrl({ url, identifier, colorVariant, tall, queryID, size, sizeType, language }: ProductRouteParams): string {
  const query = new URLSearchParams();
  if (language) query.set('language', language);
  if (colorVariant) query.set('colorVariant', colorVariant);
  if (tall) query.set('tall', '1');
  if (size) query.set('size', size);
  if (sizeType) query.set('sizeType', sizeType);
  if (queryID) query.set('queryID', queryID);
  const search = query.toString();
  const slug = url ? `${encodeURIComponent(url)}/` : '';
  return `${PRODUCT_PATH_PREFIX}${slug}${encodeURIComponent(identifier)}${search ? `?${search}` : ''}`;
}

/** Reads a product address (/p/{slug}/{identifier} or /p/{identifier}); null when the path is not one. */
export function parseProductPath(path: string): { url: string; identifier: string } | null {
  if (!path.startsWith(PRODUCT_PATH_PREFIX)) return null;
  const segments = path.slice(PRODUCT_PATH_PREFIX.length).replace(/\/+$/, '').split('/');
  if (segments.length > 2 || !segments.at(-1)) return null;
  try {
    const [url, identifier] = segments.length === 2 ? segments.map(decodeURIComponent) : ['', decodeURIComponent(segments[0]!)];
    return /^[A-Za-z0-9_-]{1,64}$/.test(identifier!) ? { url: url!, identifier: identifier! } : null;
  } catch {
    return null;
  }
}

/** Internal node routes are built as node_{target}. */
export function nodeRoute(target: string): string {
  return `node_${target}`;
}

/** Reads the product page's address parameters (colorVariant, tall, size, sizeType, queryID). */
export function readProductQuery(search: string) {
  const params = new URLSearchParams(search);
  const text = (key: string) => {
    const value = params.get(key);
    return value && value.length <= 64 ? value : null;
  };
  return {
    colorVariant: text('colorVariant'),
    tall: params.get('tall') === '1' || params.get('tall') === 'true',
    querySize: text('size'),
    querySizeType: text('sizeType'),
    queryID: text('queryID'),
    language: text('language'),
  };
}
