import type { SearchRecord } from '../domain/search-record';
import type { ProductPageRecord } from '../domain/product-page-record';
import { call, type ApiResult } from './request';

/**
 * The product detail page's data (what the dynamic-page handler hands to the product tastics) and
 * products by id (storefront-browsing.md §7 names the search CDN's get_products for them; here an
 * action, so that a Frontend project reaches them through its API hub like every other call).
 */
export interface ProductBreadcrumb {
  name: string;
  url: string;
}

export interface ProductPagePayload {
  /** The product in the page's language and currency (src/domain/product-page-record.ts). */
  product: ProductPageRecord;
  /** Parts of a set, kit or outfit, in the product's order. */
  parts: ProductPageRecord[];
  /** Category path of the leaf category, root first. */
  breadcrumbs: ProductBreadcrumb[];
  /** The address parameters of the request, so that server and browser render the same selection. */
  query: ProductPageQuery;
  /**
   * What the page's head shows (the handler's pageMatchingPayload, which the runtime keeps on the API
   * hub): a Frontend project's page answer carries only the data source's payload.
   */
  head?: ProductPageHead;
}

/** Title, canonical path, description and sharing image of a product page. */
export interface ProductPageHead {
  title: string;
  productId: string;
  canonicalUrl: string;
  description?: string;
  image?: string;
}

export interface ProductPageQuery {
  colorVariant: string | null;
  tall: boolean;
  querySize: string | null;
  querySizeType: string | null;
  queryID: string | null;
}

/** Search records by id, in the order asked; unknown ids are left out. */
export async function fetchProductsByIds(ids: readonly string[]): Promise<ApiResult<SearchRecord[]>> {
  if (!ids.length) return { ok: true, status: 200, data: [] };
  const result = await call('GET', 'hirmer-products/byIds', { query: { ids: [...ids] } });
  return result.ok ? { ...result, data: result.data.data } : result;
}
