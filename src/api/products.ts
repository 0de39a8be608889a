import type { SearchRecord } from '../domain/search-record';
import { request, type ApiResult } from './request';

/**
 * The product detail page's data (what the dynamic-page handler hands to the product tastics) and
 * the product CDN path (storefront-browsing.md §7: GET {cdn}/{index}/get_products/{ids}).
 */
export interface ProductBreadcrumb {
  name: string;
  url: string;
}

export interface ProductPagePayload {
  product: SearchRecord;
  /** Parts of a set, kit or outfit, in the product's order. */
  parts: SearchRecord[];
  /** Category path of the leaf category, root first. */
  breadcrumbs: ProductBreadcrumb[];
  /** The address parameters of the request, so that server and browser render the same selection. */
  query: ProductPageQuery;
}

export interface ProductPageQuery {
  colorVariant: string | null;
  tall: boolean;
  querySize: string | null;
  querySizeType: string | null;
  queryID: string | null;
}

/** Search records by id, in the order asked; unknown ids (nulls) are removed. */
export async function fetchProductsFromCdn(indexName: string, ids: readonly string[], base = ''): Promise<ApiResult<SearchRecord[]>> {
  if (!ids.length) return { ok: true, status: 200, data: [] };
  const path = `${base}/${encodeURIComponent(indexName)}/get_products/${ids.map(encodeURIComponent).join(',')}`;
  const result = await request<(SearchRecord | null)[]>(path);
  if (!result.ok) return result;
  return { ...result, data: (Array.isArray(result.data) ? result.data : []).filter((r): r is SearchRecord => !!r) };
}
