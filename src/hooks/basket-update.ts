import type { LiteClient } from 'algoliasearch/lite';
import { itemNumbersInIndex, missingFromIndex, productsInIndex } from '../api/locale';
import { fetchCart } from '../api/cart';
import { removeCartLine } from '../api/cart-changes';
import { fetchReservation, removeReservation } from '../api/reservation';

export interface BasketUpdateResult {
  removedLineItemIds: string[];
  removedBasketIds: string[];
}

/**
 * The basket update after a language change (accounts-cart-services.md §4): cart lines and
 * reservations whose articles are missing from the new language's search index are removed
 * (objectID / item number by an OR list). Loaded only when an update is due (useLocaleArrival.ts).
 */
export async function updateBasketForLanguage(search: LiteClient, indexName: string): Promise<BasketUpdateResult> {
  const [cart, reservation] = await Promise.all([fetchCart(), fetchReservation()]);
  const lines = cart.ok ? cart.data.cart.lineItems : [];
  const items = reservation.ok ? reservation.data.reservation.reservationBasketItems : [];
  const [products, itemNumbers] = await Promise.all([
    productsInIndex(
      search,
      indexName,
      lines.map((l) => l.projectSpecificData.productId),
    ),
    itemNumbersInIndex(
      search,
      indexName,
      items.map((i) => i.itemNumber),
    ),
  ]);
  const missingProducts = new Set(
    missingFromIndex(
      lines.map((l) => l.projectSpecificData.productId),
      products,
    ),
  );
  const missingItems = new Set(
    missingFromIndex(
      items.map((i) => i.itemNumber),
      itemNumbers,
    ),
  );
  const removedLineItemIds = lines.filter((l) => missingProducts.has(l.projectSpecificData.productId)).map((l) => l.lineItemId);
  const removedBasketIds = items.filter((i) => missingItems.has(i.itemNumber)).map((i) => i.basketid);
  for (const id of removedLineItemIds) await removeCartLine(id);
  for (const id of removedBasketIds) await removeReservation(id);
  return { removedLineItemIds, removedBasketIds };
}
