import type { SearchRecord } from '../domain/search-record';
import { resultOf, TECHNICAL_MESSAGE, type ApiResult } from './transport';
import { REQUEST_TIMEOUT_MS } from '../config/constants';

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

/** A GET of JSON that is no action (the product CDN path): the same results, no session, no cookies. */
async function getJson<T>(url: string): Promise<ApiResult<T>> {
  try {
    return await resultOf<T>(
      await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    );
  } catch {
    return { ok: false, status: 0, kind: 'network', errors: [{ code: 'network', message: TECHNICAL_MESSAGE }] };
  }
}

/** Search records by id, in the order asked; unknown ids (nulls) are removed. */
export async function fetchProductsFromCdn(indexName: string, ids: readonly string[], base = ''): Promise<ApiResult<SearchRecord[]>> {
  if (!ids.length) return { ok: true, status: 200, data: [] };
  const path = `${base}/${encodeURIComponent(indexName)}/get_products/${ids.map(encodeURIComponent).join(',')}`;
  const result = await getJson<(SearchRecord | null)[]>(path);
  if (!result.ok) return result;
  return { ...result, data: (Array.isArray(result.data) ? result.data : []).filter((r): r is SearchRecord => !!r) };
}
