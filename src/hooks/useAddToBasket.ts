import { useCallback, useId, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import type { ApiResult } from '../api/request';
import { CART_KEY } from '../api/keys';
import { addMultipleToCart, addToCart, type CartAddAnswer, type CartAddInput } from '../api/cart-add';
import type { CartAddMultiplePayload } from '../domain/cart';
import { addToBasketOutcome, overlaysFor, type AddToBasketOutcome, type Confirmation } from '../domain/add-to-basket';
import { addToBasketAtom } from '../state/cart';
import { notifyApp } from '../app/bridge';
import { convertFilterTracking } from '../tracking/filter-tracking';
import { track } from '../tracking';

export interface AddTracking {
  /** The product's search record (for the add-to-cart event), else each line's article number. */
  objectID?: string;
  /** The search's query id, for the conversion. */
  queryID?: string | null;
}

/**
 * The one add-to-basket connector (storefront-browsing.md §4 "Add to basket"; accounts-cart-services.md §4, §8): sends
 * the add, decides the outcome of the click once (src/domain/add-to-basket.ts), keeps it where the overlays read it
 * (addToBasketAtom, with the connector it came from: `outcome` answers it to the line that was clicked) and answers it. On an answer with the cart it replaces the shopper's cart, tells the mobile app
 * the basket changed, tracks the added lines and converts the filter tracking. `busy` while the call runs.
 */
export function useAddToBasket(confirmation: Confirmation = 'modal') {
  const { mutate } = useSWRConfig();
  const [last, publish] = useAtom(addToBasketAtom);
  const origin = useId();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (send: () => Promise<ApiResult<CartAddAnswer>>, tracking: AddTracking): Promise<AddToBasketOutcome> => {
      setBusy(true);
      publish(null);
      try {
        const result = await send();
        const outcome = addToBasketOutcome(
          result.ok
            ? { ok: true, cart: result.data.cart, addedItems: result.data.addedItems }
            : { ok: false, errors: result.errors, technical: result.kind !== 'failure' },
        );
        if (result.ok) {
          const { cart, addedItems } = result.data;
          void mutate(CART_KEY, cart, { revalidate: false });
          notifyApp({ type: 'basketChanged', itemCount: cart.itemCount });
          for (const item of addedItems) {
            track({
              type: 'addToCart',
              objectID: tracking.objectID ?? item.variant.projectSpecificData.articleNumber,
              sku: item.variant.sku,
              quantity: item.count,
              price: item.price / 100,
              ...(tracking.queryID ? { queryID: tracking.queryID } : {}),
            });
          }
          convertFilterTracking(addedItems.map((item) => item.projectSpecificData.productId));
        }
        publish({ outcome, origin, open: overlaysFor(outcome, confirmation) });
        return outcome;
      } finally {
        setBusy(false);
      }
    },
    [confirmation, mutate, origin, publish],
  );

  const add = useCallback((payload: CartAddInput, tracking: AddTracking = {}) => run(() => addToCart(payload), tracking), [run]);
  const addMultiple = useCallback((payload: CartAddMultiplePayload, tracking: AddTracking = {}) => run(() => addMultipleToCart(payload), tracking), [run]);

  /** The outcome of this connector's last click, while it is the shop's last one. */
  const outcome = last?.origin === origin ? last.outcome : null;
  return useMemo(() => ({ add, addMultiple, busy, outcome }), [add, addMultiple, busy, outcome]);
}
