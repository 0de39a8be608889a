import { describe, expect, it } from 'vitest';
import { freeShippingRemainder, isExpressPaymentAvailable, quantityOptions, vatTextId } from '../../src/domain/cart-rules';
import { withLineCount, withoutLine } from '../../src/hooks/useCart';
import { withoutReservationItem } from '../../src/hooks/useReservation';
import { cartOf, line } from './support/fake-api';

describe('express payment is available when the country list is empty or contains the territory', () => {
  it.each([
    { list: [], territory: 'DE', available: true },
    { list: ['DE', 'AT'], territory: 'AT', available: true },
    { list: ['DE', 'AT'], territory: 'CH', available: false },
  ])('$list in $territory -> $available', ({ list, territory, available }) => {
    expect(isExpressPaymentAvailable(list, territory)).toBe(available);
  });
});

describe('the free-shipping note refers to Germany and shows the remaining sum', () => {
  it.each([
    { sum: 6000, threshold: 10000, territory: 'DE', remainder: 4000 },
    { sum: 12000, threshold: 10000, territory: 'DE', remainder: 0 },
    { sum: 6000, threshold: 10000, territory: 'AT', remainder: null },
    { sum: 6000, threshold: undefined, territory: 'DE', remainder: null },
    { sum: 6000, threshold: 0, territory: 'DE', remainder: null },
  ])('sum $sum, threshold $threshold in $territory -> $remainder', ({ sum, threshold, territory, remainder }) => {
    expect(freeShippingRemainder(sum, threshold, territory)).toBe(remainder);
  });
});

describe('the VAT text variant follows the country group', () => {
  it.each([
    { group: 'eu' as const, id: 'cart.vat.eu' },
    { group: 'ch' as const, id: 'cart.vat.ch' },
    { group: 'other' as const, id: 'cart.vat.other' },
  ])('$group -> $id', ({ group, id }) => expect(vatTextId(group)).toBe(id));
});

describe('the view while a change is on its way: the line as chosen, every figure as the server last answered', () => {
  it('a new count changes the line only: its total, the sum, the total and the item count wait for the answer', () => {
    const before = cartOf([line('1', { price: 1000 }), line('2', { price: 500 })]);
    const cart = withLineCount(before, '1', 3);
    expect(cart.lineItems[0]!.count).toBe(3);
    expect(cart.lineItems[0]!.totalPrice).toBe(before.lineItems[0]!.totalPrice);
    expect([cart.sum, cart.total, cart.itemCount]).toEqual([before.sum, before.total, before.itemCount]);
  });
  it('a removed line disappears; sum and total wait for the answer', () => {
    const before = cartOf([line('1', { price: 1000 }), line('2', { price: 500 })], { discounts: [{ code: 'X', kind: 'voucher', amount: 800 }] });
    const cart = withoutLine(before, '1');
    expect(cart.lineItems.map((l) => l.lineItemId)).toEqual(['2']);
    expect([cart.sum, cart.total]).toEqual([before.sum, before.total]);
  });
  it('quantity choices reach the limit and always include the current count', () => {
    expect(quantityOptions(2, 3)).toEqual([1, 2, 3]);
    expect(quantityOptions(5, 3)).toEqual([1, 2, 3, 4, 5]);
  });
  it('a reservation basket without items drops the store', () => {
    const basket = {
      reservationBasketItems: [
        { basketid: 'b1', oxid: 's', count: 1, name: 'n', brand: 'b', productId: 'p1', slug: 'n', itemNumber: '12345678', color: 'c', size: 'M', price: 100 },
      ],
      filiale: { id: 'muc', name: 'München', address: { street: 's', postalCode: '1', city: 'c', country: 'DE', phone: '' } },
    };
    expect(withoutReservationItem(basket, 'b1')).toEqual({ reservationBasketItems: [], filiale: null });
  });
});
