import type { CartChangeResult } from '../../hooks/useCart';
import type { LineItem } from '../../domain/cart';

/**
 * What the basket dialog shows after an add (storefront-browsing.md §8): the added lines; else the
 * first oxidErrors message when nothing was added; else the error text; else the generic
 * storeAvailability.error (null here: the caller renders that message).
 */
export function addToBasketOutcome(result: CartChangeResult): { ok: true; items: LineItem[] } | { ok: false; message: string | null } {
  if (result.ok) {
    if (result.addedItems.length) return { ok: true, items: result.addedItems };
    const oxid = result.cart.projectSpecificData.oxidErrors[0]?.message;
    return { ok: false, message: oxid ?? null };
  }
  return { ok: false, message: result.error || null };
}
