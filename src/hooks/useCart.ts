import { useCallback, useMemo, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useSetAtom } from 'jotai';
import type { ApiResult } from '../api/request';
import type { ApiError } from '../domain/api';
import type { Cart, ExpressMethod } from '../domain/cart';
import {
  applyVoucher as applyVoucherCall,
  checkoutCart,
  expressCheckoutCart,
  removeCartLine,
  removeVoucher as removeVoucherCall,
  updateCartLine,
} from '../api/cart-changes';
import { useCartData } from './useCartData';
import { apiErrorModalAtom } from '../state/cart';
import { notifyApp } from '../app/bridge';
import { crossDomainConsentData } from '../content/consent';

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

export { unwrap } from './unwrap';

export type CartChangeResult =
  | { ok: true; cart: Cart }
  /** `error`: the first server message, or false (accounts-cart-services.md §8). */
  | { ok: false; errors: ApiError[]; error: string | false };

/**
 * The lines as the shopper just changed them, shown until the server answers. The sums, the total and the
 * count stay those of the server's last answer (the server computes them: cartTotals); the basket marks
 * them busy meanwhile.
 */
export function withLineCount(cart: Cart, lineItemId: string, count: number): Cart {
  return { ...cart, lineItems: cart.lineItems.map((l) => (l.lineItemId === lineItemId ? { ...l, count } : l)) };
}

export function withoutLine(cart: Cart, lineItemId: string): Cart {
  return { ...cart, lineItems: cart.lineItems.filter((l) => l.lineItemId !== lineItemId) };
}

/**
 * The shopper's cart (SWR key '/api/cart/cart'): update, remove, vouchers and checkout (adding is the
 * add-to-basket connector's job, src/hooks/useAddToBasket.ts). Changes are serialised per cart
 * (src/api/queue.ts); a changed line shows at once and rolls back on error, while every figure (line
 * totals, sum, total, count) comes from the server's answer; `updating` while a change is on its way.
 */
export function useCart() {
  const { data: cart, error, isLoading, mutate } = useCartData();
  const setApiError = useSetAtom(apiErrorModalAtom);
  const [pending, setPending] = useState(0);

  const change = useCallback(
    async (call: () => Promise<ApiResult<{ cart: Cart }>>, optimistic: (c: Cart) => Cart): Promise<CartChangeResult> => {
      setPending((n) => n + 1);
      try {
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
        return { ok: true, cart: result.data.cart };
      } finally {
        setPending((n) => n - 1);
      }
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
        (c) => ({ ...c, discounts: c.discounts.filter((d) => d.code !== code) }),
      ),
    [change],
  );

  /** Hands the cart to the checkout (with the consent manager's data for the checkout's domain); answers the URL to go to, or the errors. */
  const checkout = useCallback(async () => {
    const result = await checkoutCart(crossDomainConsentData());
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
      updating: pending > 0,
      update,
      remove,
      applyVoucher,
      removeVoucher,
      checkout,
      expressCheckout,
      refresh: () => mutate(),
    }),
    [cart, error, isLoading, itemCount, pending, update, remove, applyVoucher, removeVoucher, checkout, expressCheckout, mutate],
  );
}
