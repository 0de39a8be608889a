import type { Cart as CtCart } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { createCartStates } from '../../extensions/adapters/commercetools/cart-states';
import type { Owner } from '../../extensions/services/owner';

const guest: Owner = { kind: 'session', id: 's1' };
const account: Owner = { kind: 'account', id: 'a1' };

const cart = (over: Partial<CtCart> & { owner?: Owner } = {}): CtCart => {
  const { owner = guest, ...rest } = over;
  return {
    id: 'c1',
    version: 3,
    cartState: 'Active',
    totalPrice: { currencyCode: 'EUR' },
    ...(owner.kind === 'account' ? { customerId: owner.id } : { anonymousId: owner.id }),
    ...rest,
  } as CtCart;
};

describe('the carts an instance keeps for a change sent without a read first', () => {
  it.each([
    { rule: "the owner's active cart in the currency is kept", kept: cart(), owner: guest, currency: 'eur', found: true },
    { rule: 'another currency is another cart', kept: cart(), owner: guest, currency: 'chf', found: false },
    { rule: "a cart that is not the owner's is not kept", kept: cart({ owner: account }), owner: guest, currency: 'eur', found: false },
    { rule: 'an ordered cart is not kept', kept: cart({ cartState: 'Ordered' }), owner: guest, currency: 'eur', found: false },
  ])('$rule', ({ kept, owner, currency, found }) => {
    const states = createCartStates();
    states.keep(owner, currency, kept);
    expect(states.get(owner, currency)).toBe(found ? kept : null);
  });

  it('keeps the newest version of a cart, forgets an owner and drops states older than the limit, or beyond the count', () => {
    let now = 0;
    const states = createCartStates(2, 1_000, () => now);
    const newer = cart({ version: 5 });
    states.keep(guest, 'EUR', newer);
    states.keep(guest, 'EUR', cart({ version: 4 }));
    expect(states.get(guest, 'EUR')).toBe(newer);
    states.keep(guest, 'EUR', null);
    expect(states.get(guest, 'EUR')).toBeNull();
    states.keep(guest, 'EUR', newer);
    now = 999;
    expect(states.get(guest, 'EUR')).toBe(newer);
    now = 1_000;
    expect(states.get(guest, 'EUR')).toBeNull();
    states.keep(guest, 'EUR', newer);
    states.forget(guest);
    expect(states.get(guest, 'EUR')).toBeNull();
    const [a, b, c] = [
      { kind: 'session', id: 'a' },
      { kind: 'session', id: 'b' },
      { kind: 'session', id: 'c' },
    ] satisfies Owner[];
    for (const o of [a, b, c]) states.keep(o, 'EUR', cart({ owner: o }));
    expect([a, b, c].map((o) => states.get(o, 'EUR') !== null)).toEqual([false, true, true]);
  });
});
