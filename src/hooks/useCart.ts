import { useCallback, useMemo } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { useSetAtom } from 'jotai';
import type { ApiResult } from '../api/request';
import type { ApiError } from '../domain/api';
import type { Cart, CartAddMultiplePayload, ExpressMethod, LineItem } from '../domain/cart';
import {
  addMultipleToCart,
  addToCart,
  applyVoucher as applyVoucherCall,
  CART_KEY,
  checkoutCart,
  expressCheckoutCart,
  fetchCart,
  removeCartLine,
  removeVoucher as removeVoucherCall,
  updateCartLine,
  type CartAddInput,
} from '../api/cart';
import { apiErrorModalAtom, basketModalAtom, soldOutModalAtom } from '../state/cart';
import { notifyApp } from '../app/bridge';
import { convertFilterTracking } from '../tracking/filter-tracking';
import { track } from '../tracking';

/** Thrown inside an SWR mutation so that SWR rolls the optimistic data back; never leaves this module. */
class FailedCall extends Error {
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(result.errors[0]?.message ?? 'failed');
  }
}

/**
 * Runs a change against the server with an optimistic value shown at once. The server's answer
 * replaces it; a failure rolls it back. Answers the call's result (never throws for API failures).
 */
export async function mutateOptimistic<Data, Answer>(
  mutate: KeyedMutator<Data>,
  call: () => Promise<ApiResult<Answer>>,
  pick: (answer: Answer) => Data,
  optimistic?: (current: Data | undefined) => Data | undefined,
): Promise<ApiResult<Answer>> {
  let result: ApiResult<Answer> | undefined;
  try {
    await mutate(
      async () => {
        result = await call();
        if (!result.ok) throw new FailedCall(result);
        return pick(result.data);
      },
      {
        ...(optimistic ? { optimisticData: (current?: Data) => optimistic(current) as Data } : {}),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
  } catch (error) {
    if (!(error instanceof FailedCall)) throw error;
  }
  return result!;
}

/** Fetcher for SWR: the answer's payload, or a thrown error (SWR keeps it in `error`). */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(result.errors[0]?.message ?? 'failed');
  return result.data;
}

export type CartChangeResult =
  | { ok: true; cart: Cart; addedItems: LineItem[] }
  /** `error`: the first server message, or false (accounts-cart-services.md §8 "Add to cart failure"). */
  | { ok: false; errors: ApiError[]; error: string | false };

export interface AddOptions {
  /** Open the basket modal with the added lines (default true). */
  showBasketModal?: boolean;
  /** For tracking. */
  objectID?: string;
  queryID?: string;
}

/** The cart with other lines: sum, total (less the discounts, never below zero) and count follow. */
function withLines(cart: Cart, lineItems: LineItem[]): Cart {
  const sum = lineItems.reduce((s, l) => s + l.totalPrice, 0);
  const discount = (cart.discounts ?? []).reduce((s, d) => s + d.amount, 0);
  return { ...cart, lineItems, sum, total: Math.max(0, sum - discount), itemCount: lineItems.reduce((s, l) => s + l.count, 0) };
}

/** Lines with a new count, for the optimistic view. */
export function withLineCount(cart: Cart, lineItemId: string, count: number): Cart {
  return withLines(
    cart,
    cart.lineItems.map((l) => (l.lineItemId === lineItemId ? { ...l, count, totalPrice: l.price * count } : l)),
  );
}

export function withoutLine(cart: Cart, lineItemId: string): Cart {
  return withLines(
    cart,
    cart.lineItems.filter((l) => l.lineItemId !== lineItemId),
  );
}

/** Whether a failed add means the size sold out (the sold-out modal) rather than another error. */
export function isSoldOut(errors: ApiError[]): boolean {
  return errors.some((e) => e.code === 'sold_out');
}

/**
 * The shopper's cart (SWR key '/api/cart/cart'): add, addMultiple, update, remove and checkout.
 * Changes are serialised per cart (src/api/queue.ts); update and remove show at once and roll back
 * on error. A successful add opens the basket modal and tells the app the basket changed; a failed
 * one opens the sold-out modal or the error modal (oxidErrors, else the first server message).
 */
export function useCart() {
  const { data: cart, error, isLoading, mutate } = useSWR<Cart>(CART_KEY, () => unwrap(fetchCart()).then((a) => a.cart));
  const setBasketModal = useSetAtom(basketModalAtom);
  const setSoldOut = useSetAtom(soldOutModalAtom);
  const setApiError = useSetAtom(apiErrorModalAtom);

  const afterAdd = useCallback(
    (result: ApiResult<{ cart: Cart; addedItems: LineItem[] }>, options: AddOptions): CartChangeResult => {
      if (!result.ok) {
        if (isSoldOut(result.errors)) setSoldOut({ open: true });
        else if (result.kind === 'failure') setApiError({ open: true, messages: [result.errors[0]!.message] });
        return { ok: false, errors: result.errors, error: result.errors[0]?.message ?? false };
      }
      const { cart: next, addedItems } = result.data;
      void mutate(next, { revalidate: false });
      const oxidErrors = next.projectSpecificData.oxidErrors;
      if (oxidErrors.length) setApiError({ open: true, messages: oxidErrors.map((e) => e.message) });
      if (options.showBasketModal !== false && addedItems.length) setBasketModal({ open: true, addedItems });
      notifyApp({ type: 'basketChanged', itemCount: next.itemCount });
      for (const item of addedItems) {
        track({
          type: 'addToCart',
          objectID: options.objectID ?? item.variant.projectSpecificData.articleNumber,
          sku: item.variant.sku,
          quantity: item.count,
          price: item.price / 100,
          ...(options.queryID ? { queryID: options.queryID } : {}),
        });
      }
      convertFilterTracking(addedItems.map((item) => item.projectSpecificData.productId));
      return { ok: true, cart: next, addedItems };
    },
    [mutate, setApiError, setBasketModal, setSoldOut],
  );

  const add = useCallback(async (payload: CartAddInput, options: AddOptions = {}) => afterAdd(await addToCart(payload), options), [afterAdd]);

  const addMultiple = useCallback(
    async (payload: CartAddMultiplePayload, options: AddOptions = {}) => afterAdd(await addMultipleToCart(payload), options),
    [afterAdd],
  );

  const change = useCallback(
    async (call: () => Promise<ApiResult<{ cart: Cart }>>, optimistic: (c: Cart) => Cart): Promise<CartChangeResult> => {
      const result = await mutateOptimistic(
        mutate,
        call,
        (a) => a.cart,
        (current) => (current ? optimistic(current) : current),
      );
      if (!result.ok) {
        if (result.kind === 'failure') setApiError({ open: true, messages: [result.errors[0]!.message] });
        return { ok: false, errors: result.errors, error: result.errors[0]?.message ?? false };
      }
      notifyApp({ type: 'basketChanged', itemCount: result.data.cart.itemCount });
      return { ok: true, cart: result.data.cart, addedItems: [] };
    },
    [mutate, setApiError],
  );

  const update = useCallback(
    (lineItemId: string, count: number) =>
      change(
        () => updateCartLine(lineItemId, count),
        (c) => withLineCount(c, lineItemId, count),
      ),
    [change],
  );
  const remove = useCallback(
    (lineItemId: string) =>
      change(
        () => removeCartLine(lineItemId),
        (c) => withoutLine(c, lineItemId),
      ),
    [change],
  );

  /** A voucher or gift card; answers the server's accepted text or the errors (the form shows them). */
  const applyVoucher = useCallback(
    async (payload: { code: string; pin?: string }) => {
      const result = await applyVoucherCall(payload);
      if (result.ok) await mutate(result.data.cart, { revalidate: false });
      return result;
    },
    [mutate],
  );

  const removeVoucher = useCallback(
    (code: string) =>
      change(
        () => removeVoucherCall(code),
        (c) => {
          const discounts = c.discounts.filter((d) => d.code !== code);
          return { ...c, discounts, total: Math.max(0, c.sum - discounts.reduce((s, d) => s + d.amount, 0)) };
        },
      ),
    [change],
  );

  /** Hands the cart to the checkout; answers the URL to go to, or the errors. */
  const checkout = useCallback(async () => {
    const result = await checkoutCart();
    if (!result.ok) return { ok: false as const, errors: result.errors };
    return { ok: true as const, url: result.data.data.url };
  }, []);

  /** Hands the cart to an express payment provider; answers the URL to go to, or the errors. */
  const expressCheckout = useCallback(async (method: ExpressMethod) => {
    const result = await expressCheckoutCart(method);
    if (!result.ok) return { ok: false as const, errors: result.errors };
    return { ok: true as const, url: result.data.data.url };
  }, []);

  const itemCount = cart?.itemCount ?? 0;
  return useMemo(
    () => ({
      cart,
      error,
      isLoading,
      itemCount,
      isEmpty: itemCount === 0,
      add,
      addMultiple,
      update,
      remove,
      applyVoucher,
      removeVoucher,
      checkout,
      expressCheckout,
      refresh: () => mutate(),
    }),
    [cart, error, isLoading, itemCount, add, addMultiple, update, remove, applyVoucher, removeVoucher, checkout, expressCheckout, mutate],
  );
}
