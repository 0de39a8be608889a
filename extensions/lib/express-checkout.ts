import type { ExpressMethod } from '../../src/domain/cart';

/** What the express hand-off tells the payment provider's entry. */
export interface ExpressHandOff {
  method: ExpressMethod;
  cartId: string;
  /** Cents in the cart's currency. */
  amount: number;
  currency: string;
  locale: string;
}

/**
 * The address the basket's express buttons hand the cart to (accounts-cart-services.md §4: PayPal,
 * Amazon Pay): the configured template (`expressCheckoutUrl`, with `{method}`, `{cartId}`,
 * `{amount}`, `{currency}`, `{locale}`: the checkout service's express entry, which starts the
 * provider's flow), else the local host's stand-in (host/express-checkout.ts).
 */
export function expressCheckoutAddress(template: unknown, handOff: ExpressHandOff): string {
  const values: Record<string, string> = {
    method: handOff.method,
    cartId: handOff.cartId,
    amount: String(handOff.amount),
    currency: handOff.currency,
    locale: handOff.locale,
  };
  if (typeof template === 'string' && /^https:\/\//.test(template.trim())) {
    return template.trim().replace(/\{(method|cartId|amount|currency|locale)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  }
  const query = new URLSearchParams({ cart: handOff.cartId, amount: values.amount!, currency: handOff.currency, locale: handOff.locale });
  return `/express-checkout/${handOff.method}?${query.toString()}`;
}
