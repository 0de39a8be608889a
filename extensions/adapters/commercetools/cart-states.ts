import type { Cart as CtCart } from '@commercetools/platform-sdk';
import type { Owner } from '../../services/owner';
import { CART_STATE_MAX_AGE_MS, CART_STATES_KEPT } from '../../../src/config/constants';
import { isOwnedBy } from './cart-store';

const keyOf = (owner: Owner, currency: string) => `${owner.kind}:${owner.id}:${currency.toUpperCase()}`;

/**
 * The owners' active carts as this instance last read or wrote them, by owner and currency (at most
 * CART_STATES_KEPT, the oldest dropped). A change may be sent at a kept state's version without
 * reading the cart first: commercetools refuses it with a 409 when the cart moved on since (changed
 * elsewhere, ordered, merged), and the cart is read then (write-once.ts). Nothing is answered from
 * here. A state older than CART_STATE_MAX_AGE_MS is not used: the older, the likelier another
 * instance changed the cart since, and a refused update costs a request more than a read first.
 */
export function createCartStates(max = CART_STATES_KEPT, maxAgeMs = CART_STATE_MAX_AGE_MS, clock: () => number = Date.now) {
  const states = new Map<string, { cart: CtCart; at: number }>();
  return {
    get(owner: Owner, currency: string): CtCart | null {
      const kept = states.get(keyOf(owner, currency));
      return kept && clock() - kept.at < maxAgeMs ? kept.cart : null;
    },
    /** Keeps the owner's cart as read or written now (an older version of the same cart than the one kept is ignored). */
    keep(owner: Owner, currency: string, cart: CtCart | null): void {
      const key = keyOf(owner, currency);
      const kept = states.get(key)?.cart;
      if (cart && kept?.id === cart.id && kept.version > cart.version) return;
      states.delete(key);
      if (cart?.cartState !== 'Active' || !isOwnedBy(cart, owner) || cart.totalPrice.currencyCode !== currency.toUpperCase()) return;
      states.set(key, { cart, at: clock() });
      if (states.size > max) states.delete(states.keys().next().value!);
    },
    /** Drops what is kept of the owner's carts (merged, cleared). */
    forget(owner: Owner): void {
      const prefix = keyOf(owner, '');
      for (const key of [...states.keys()]) if (key.startsWith(prefix)) states.delete(key);
    },
  };
}
