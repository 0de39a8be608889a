import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart as CtCart } from '@commercetools/platform-sdk';
import { createCommercetoolsServices } from '../../extensions/adapters/commercetools';
import { createCtApi } from '../../extensions/adapters/commercetools/client';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import type { BackendServices } from '../../extensions/services';
import { DomainError, type Owner } from '../../extensions/services/owner';
import { CART_CHANGE_TRIES, QUANTITY_MAX } from '../../src/config/constants';
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
/** A third instance whose requests pass through `race`: a checkout (or a login, a deletion) lands between its read and its update. */
let raced: BackendServices;
let race: RaceProxy;

beforeAll(async () => {
  mock = await startCommercetoolsMock('cart-states');
  await seedCommercetools(mock.settings, { size: 12, seed: 11, storeStockProducts: 0 });
  const [a, b] = [await createCommercetoolsServices(mock.settings), await createCommercetoolsServices(mock.settings)];
  [one, two] = [a.services, b.services];
  race = await startRaceProxy(mock.url);
  const c = await createCommercetoolsServices({ ...mock.settings, apiUrl: race.url });
  raced = c.services;
  closers = [a.close, b.close, c.close, () => race.close(), () => mock.close()];
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

interface RaceProxy {
  url: string;
  /** `before` runs once, when the next cart update (`POST /carts/{id}` at a version) arrives, before it goes on to commercetools. */
  beforeNextCartUpdate(before: (cartId: string) => Promise<void>): void;
  /** Whether the armed `before` ran. */
  ran(): boolean;
  close(): Promise<void>;
}

/** An HTTP proxy in front of commercetools-mock that lets something else happen just before one cart update. */
async function startRaceProxy(upstream: string): Promise<RaceProxy> {
  let armed: ((cartId: string) => Promise<void>) | null = null;
  let ran = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const cartId = req.method === 'POST' ? /^\/[^/]+\/carts\/([^/?]+)(\?|$)/.exec(req.url ?? '')?.[1] : undefined;
      const before = armed;
      if (before && cartId && typeof (JSON.parse(body.toString('utf8') || '{}') as { version?: unknown }).version === 'number') {
        armed = null;
        await before(cartId);
        ran = true;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
      const answer = await fetch(`${upstream}${req.url}`, { method: req.method, headers, ...(body.length ? { body } : {}) });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    beforeNextCartUpdate(before) {
      armed = before;
      ran = false;
    },
    ran: () => ran,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Orders the cart directly on commercetools (another instance's checkout), at its version. */
async function orderCart(cartId: string): Promise<void> {
  const cart = await mock.get<CtCart>(`/carts/${cartId}`);
  await createCtApi(mock.settings)
    .orders()
    .post({ body: { cart: { typeId: 'cart', id: cart.id }, version: cart.version } })
    .execute();
}

describe('a change read from the cart, racing a checkout or a login (commercetools)', () => {
  /** A guest's cart with one line of sizes[i] x2, made on another instance (the raced one keeps nothing of it). */
  async function cartOf(owner: Owner, i: number) {
    const added = await two.carts.add(owner, [{ sku: sizes[i]!.sku, count: 2 }], 'EUR', 'de');
    return { cartId: added.cart.cartId!, line: added.cart.lineItems[0]!.lineItemId };
  }
  const linesOf = async (cartId: string) => (await mock.get<CtCart>(`/carts/${cartId}`)).lineItems.map((l) => [l.variant.sku, l.quantity]);

  it("an add goes to the shopper's new cart, never into the cart ordered meanwhile", async () => {
    const owner = guest();
    const { cartId } = await cartOf(owner, 5);
    race.beforeNextCartUpdate(orderCart);
    const added = await raced.carts.add(owner, [{ sku: sizes[6]!.sku, count: 1 }], 'EUR', 'de');
    expect(race.ran()).toBe(true);
    expect(added.cart.cartId).not.toBe(cartId);
    expect(added.cart.lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[sizes[6]!.sku, 1]]);
    expect((await mock.get<CtCart>(`/carts/${cartId}`)).cartState).toBe('Ordered');
    expect(await linesOf(cartId)).toEqual([[sizes[5]!.sku, 2]]);
  });

  it('a quantity change or a removal of a line of the cart ordered meanwhile is refused (unknown_line_item) and writes nothing', async () => {
    const owner = guest();
    const { cartId, line } = await cartOf(owner, 7);
    race.beforeNextCartUpdate(orderCart);
    expect(await refusal(raced.carts.updateCount(owner, line, 1, 'EUR', 'de'))).toBe('unknown_line_item');
    expect(race.ran()).toBe(true);
    expect(await linesOf(cartId)).toEqual([[sizes[7]!.sku, 2]]);

    const other = guest();
    const second = await cartOf(other, 8);
    race.beforeNextCartUpdate(orderCart);
    expect(await refusal(raced.carts.remove(other, second.line, 'EUR', 'de'))).toBe('unknown_line_item');
    expect(race.ran()).toBe(true);
    expect(await linesOf(second.cartId)).toEqual([[sizes[8]!.sku, 2]]);
  });

  it('a voucher applied to or taken off the cart ordered meanwhile is not written to it', async () => {
    const owner = guest();
    const { cartId } = await cartOf(owner, 9);
    race.beforeNextCartUpdate(orderCart);
    expect(await refusal(raced.carts.applyVoucher(owner, { code: 'WILLKOMMEN10' }, 'EUR', 'de'))).toBe('cart_empty');
    expect(race.ran()).toBe(true);
    expect((await mock.get<CtCart>(`/carts/${cartId}`)).discountCodes).toEqual([]);

    const other = guest();
    const second = await cartOf(other, 10);
    await two.carts.applyVoucher(other, { code: 'WILLKOMMEN10' }, 'EUR', 'de');
    race.beforeNextCartUpdate(orderCart);
    expect(await refusal(raced.carts.removeVoucher(other, 'WILLKOMMEN10', 'EUR', 'de'))).toBe('voucher_not_in_cart');
    expect(race.ran()).toBe(true);
    expect((await mock.get<CtCart>(`/carts/${second.cartId}`)).discountCodes).toHaveLength(1);
  });

  it("a guest's add racing the login that hands the cart to the account stays out of the account's cart", async () => {
    const owner = guest();
    const account: Owner = { kind: 'account', id: `account-${owner.id}` };
    const { cartId } = await cartOf(owner, 5);
    race.beforeNextCartUpdate(() => two.carts.merge(owner, account));
    const added = await raced.carts.add(owner, [{ sku: sizes[6]!.sku, count: 1 }], 'EUR', 'de');
    expect(race.ran()).toBe(true);
    expect(added.cart.cartId).not.toBe(cartId);
    const handed = await mock.get<CtCart>(`/carts/${cartId}`);
    expect(handed.customerId).toBe(account.id);
    expect(handed.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sizes[5]!.sku, 2]]);
  });

  it('answers 409 busy, writing nothing, when the cart moves on before every one of CART_CHANGE_TRIES updates', async () => {
    const owner = guest();
    const ordered: string[] = [];
    // Each update meets a checkout of the cart it was computed on, and the shopper has a new cart by then.
    const checkoutAndNewCart = async (cartId: string) => {
      await orderCart(cartId);
      ordered.push(cartId);
      await two.carts.add(owner, [{ sku: sizes[5]!.sku, count: 1 }], 'EUR', 'de');
      race.beforeNextCartUpdate(checkoutAndNewCart);
    };
    await cartOf(owner, 5);
    race.beforeNextCartUpdate(checkoutAndNewCart);
    expect(await refusal(raced.carts.add(owner, [{ sku: sizes[6]!.sku, count: 1 }], 'EUR', 'de'))).toBe('busy');
    // Nothing happens before later updates any more.
    race.beforeNextCartUpdate(async () => undefined);
    expect(ordered).toHaveLength(CART_CHANGE_TRIES);
    for (const id of ordered) expect(await linesOf(id)).toEqual([[sizes[5]!.sku, id === ordered[0] ? 2 : 1]]);
    expect((await two.carts.get(owner, 'EUR', 'de')).lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[sizes[5]!.sku, 1]]);
  });

  it('a change of a cart deleted meanwhile (404) is made on a fresh read', async () => {
    const owner = guest();
    const { line } = await cartOf(owner, 7);
    race.beforeNextCartUpdate(async (id) => {
      const cart = await mock.get<CtCart>(`/carts/${id}`);
      await createCtApi(mock.settings)
        .carts()
        .withId({ ID: id })
        .delete({ queryArgs: { version: cart.version } })
        .execute();
    });
    expect(await refusal(raced.carts.updateCount(owner, line, 1, 'EUR', 'de'))).toBe('unknown_line_item');
    expect(race.ran()).toBe(true);
  });
});
