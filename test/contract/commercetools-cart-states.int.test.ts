import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart as CtCart } from '@commercetools/platform-sdk';
import { createCommercetoolsServices } from '../../extensions/adapters/commercetools';
import { createCtApi } from '../../extensions/adapters/commercetools/client';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import type { BackendServices } from '../../extensions/services';
import { DomainError, type Owner } from '../../extensions/services/owner';
import { QUANTITY_MAX } from '../../src/config/constants';
import type { SizeVariant } from '../../src/domain/product';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';

/**
 * A quantity change is sent at the version of the cart as its instance last read or wrote it
 * (cart-states.ts), without reading the cart first. Two instances on one commercetools project: what
 * one kept is out of date once the other changed the cart, or once the cart was ordered; the change
 * must then be decided on the cart as it is (the 409 read), never land on a cart that moved on.
 */
let mock: CommercetoolsTestServer;
let one: BackendServices;
let two: BackendServices;
let closers: (() => Promise<void>)[] = [];
let sizes: SizeVariant[];
let sequence = 0;

beforeAll(async () => {
  mock = await startCommercetoolsMock('cart-states');
  await seedCommercetools(mock.settings, { size: 12, seed: 11, storeStockProducts: 0 });
  const [a, b] = [await createCommercetoolsServices(mock.settings), await createCommercetoolsServices(mock.settings)];
  [one, two] = [a.services, b.services];
  closers = [a.close, b.close, () => mock.close()];
  sizes = [];
  for await (const batch of one.catalogue.listProducts()) {
    for (const p of batch)
      if (p.productType === 'regular') sizes.push(...p.colorVariants.flatMap((c) => c.sizeVariants).filter((s) => s.isNos || s.stock >= QUANTITY_MAX));
  }
}, 240_000);

afterAll(async () => {
  for (const close of closers) await close();
});

const guest = (): Owner => ({ kind: 'session', id: `states-${Date.now()}-${sequence++}` });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'none';
}

describe('a quantity change at the kept version of the cart (commercetools)', () => {
  it('costs the update alone on the instance that last saw the cart, for a lowered count', async () => {
    const owner = guest();
    const added = await one.carts.add(owner, [{ sku: sizes[0]!.sku, count: 3 }], 'EUR', 'de');
    const before = mock.requestCount();
    const changed = await one.carts.updateCount(owner, added.cart.lineItems[0]!.lineItemId, 2, 'EUR', 'de');
    expect(changed.lineItems[0]!.count).toBe(2);
    expect(
      mock
        .requestLog()
        .slice(-(mock.requestCount() - before))
        .map((r) => r.request.split(' ')[0]),
    ).toEqual(['POST']);
  });

  it('is decided on the cart as it is when another instance changed it since', async () => {
    const owner = guest();
    const first = await one.carts.add(owner, [{ sku: sizes[1]!.sku, count: 1 }], 'EUR', 'de');
    const line = first.cart.lineItems[0]!.lineItemId;
    // The other instance adds a line and changes the count: what the first instance kept is out of date.
    await two.carts.add(owner, [{ sku: sizes[2]!.sku, count: 1 }], 'EUR', 'de');
    await two.carts.updateCount(owner, line, 4, 'EUR', 'de');
    const changed = await one.carts.updateCount(owner, line, 5, 'EUR', 'de');
    expect(changed.lineItems.map((l) => [l.variant.sku, l.count])).toEqual([
      [sizes[1]!.sku, 5],
      [sizes[2]!.sku, 1],
    ]);
    expect((await two.carts.get(owner, 'EUR', 'de')).lineItems.map((l) => l.count)).toEqual([5, 1]);
    // The line removed on the other instance: the kept cart still has it, the cart does not.
    await two.carts.remove(owner, line, 'EUR', 'de');
    expect(await refusal(one.carts.updateCount(owner, line, 2, 'EUR', 'de'))).toBe('unknown_line_item');
    expect((await one.carts.get(owner, 'EUR', 'de')).lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[sizes[2]!.sku, 1]]);
  });

  it('never lands on a cart that was ordered since (elsewhere)', async () => {
    const owner = guest();
    const added = await one.carts.add(owner, [{ sku: sizes[3]!.sku, count: 2 }], 'EUR', 'de');
    const line = added.cart.lineItems[0]!.lineItemId;
    // The cart is ordered elsewhere (another instance's checkout, here directly on commercetools).
    const api = createCtApi(mock.settings);
    const cart = await mock.get<CtCart>(`/carts/${added.cart.cartId}`);
    await api
      .orders()
      .post({ body: { cart: { typeId: 'cart', id: cart.id }, version: cart.version } })
      .execute();
    expect(await refusal(one.carts.updateCount(owner, line, 1, 'EUR', 'de'))).toBe('unknown_line_item');
    const ordered = await mock.get<CtCart>(`/carts/${cart.id}`);
    expect(ordered.cartState).toBe('Ordered');
    expect(ordered.lineItems.map((l) => l.quantity)).toEqual([2]);
    expect((await one.carts.get(owner, 'EUR', 'de')).lineItems).toEqual([]);
  });

  it('is made on a fresh read when the kept cart was deleted since (elsewhere)', async () => {
    const owner = guest();
    const added = await one.carts.add(owner, [{ sku: sizes[4]!.sku, count: 2 }], 'EUR', 'de');
    const cart = await mock.get<CtCart>(`/carts/${added.cart.cartId}`);
    await createCtApi(mock.settings)
      .carts()
      .withId({ ID: cart.id })
      .delete({ queryArgs: { version: cart.version } })
      .execute();
    expect(await refusal(one.carts.updateCount(owner, added.cart.lineItems[0]!.lineItemId, 1, 'EUR', 'de'))).toBe('unknown_line_item');
  });
});
