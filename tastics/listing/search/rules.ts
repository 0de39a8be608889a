import type { ListingResult } from '../../../src/search/listing-query';
import { isItemNumberQuery } from '../../../src/search/rules';
import { productHref } from '../../../src/domain/product-box-rules';

/**
 * Where a search result sends the shopper instead of listing it (storefront-browsing.md §2):
 * "exactly 8 digits is treated as an item number; with exactly one hit it goes straight to that
 * product"; "zero hits and a configured zero-result page goes to that page", which takes `query`.
 */
export function searchRedirect(query: string, result: Pick<ListingResult, 'nbHits' | 'hits' | 'queryID'>, zeroResultPath?: string): string | null {
  const q = query.trim();
  if (isItemNumberQuery(q) && result.nbHits === 1 && result.hits[0]) {
    const hit = result.hits[0];
    const variant = hit.colorVariants.find((c) => c.itemnum === q) ?? hit.colorVariants[0];
    return productHref(hit, variant?.itemnum, result.queryID);
  }
  if (result.nbHits === 0 && zeroResultPath) {
    const sep = zeroResultPath.includes('?') ? '&' : '?';
    return `${zeroResultPath}${sep}query=${encodeURIComponent(q)}`;
  }
  return null;
}
