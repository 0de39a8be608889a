import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../extensions/demo-data/customers';
import { CACHED_STOCK_MARGIN, CATALOGUE_CACHE_MS, MAX_LOGIN_CHECK_CACHE_MS, QUANTITY_MAX } from '../../src/config/constants';
import type { Product } from '../../src/domain/product';
import { Client, allProducts } from '../backend/support';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { startTestHost, type TestHost } from '../support/host';

/**
 * Issue 37's round trips: how many requests one shopper's action sends to commercetools (counted on
 * commercetools-mock's socket, token requests aside). Counts are deterministic, unlike timings, so
 * each action is held to its goal. A shopper adds what a product page showed them: the page read
 * the product, so the add decides on the catalogue's cached copy (catalogue.ts).
 */
/**
 * A login: the attempt counters (one query for the three, before the password is tried) and the
 * sign-in, whose answer carries what the login needs of the customer (the epoch its login starts
 * in, the loyalty card's level: logins.ts, customer-model.ts).
 */
const GOALS = { add: 2, firstAdd: 2, quantity: 2, cartRead: 1, wishlistAdd: 2, firstWishlistAdd: 2, login: 2, accountRead: 1 };

let mock: CommercetoolsTestServer;
let host: TestHost;
let products: Product[];

beforeAll(async () => {
  mock = await startCommercetoolsMock('requests');
  await seedCommercetools(mock.settings, { size: 24, seed: 37, storeStockProducts: 0 });
  // A logged-in shopper's session check is answered from the logins the instance read for this long
  // (logins.ts): the longest the setting allows, so that a slow machine does not turn a count into a timing.
  host = await startTestHost({ env: { ...mock.env, LOGIN_CHECK_CACHE_MS: String(MAX_LOGIN_CHECK_CACHE_MS) } });
  products = (await allProducts(host.services)).filter((p) => p.productType === 'regular');
}, 240_000);

afterAll(async () => {
  await host?.close();
  await mock?.close();
});

/**
 * The commercetools requests `action` sent, and its answer. Copies of one request (the executor's
 * twin of a slow request on a busy machine, a repeat after a failure) carry one correlation id and
 * count once: the goals count requests, not how often a slow one was sent.
 */
async function counted<T>(action: () => Promise<T>): Promise<{ requests: string[]; answer: T }> {
  const before = mock.requestCount();
  const answer = await action();
  const n = mock.requestCount() - before;
  const sent = n ? mock.requestLog().slice(-n) : [];
  const requests = sent.filter((r, i) => !r.correlationId || sent.findIndex((o) => o.correlationId === r.correlationId) === i).map((r) => r.request);
  return { requests, answer };
}

/** Sizes with stock for several adds, each of a product the shopper has just looked at. */
let next = 0;
async function seenSku(): Promise<string> {
  for (; next < products.length * 20; next++) {
    const product = products[next % products.length]!;
    const sv = product.colorVariants.flatMap((c) => c.sizeVariants).filter((v) => v.isNos || v.stock >= QUANTITY_MAX)[Math.floor(next / products.length)];
    if (!sv) continue;
    next++;
    // The product page the shopper came from (the dynamic-page handler reads the product by its item number).
    await host.services.catalogue.getBySku(sv.sku);
    return sv.sku;
  }
  throw new Error('no stocked size left in the test catalogue');
}

const add = (client: Client, sku: string) => client.post('/api/cart/cart/add', { variant: { sku }, count: 1 });

describe('commercetools requests per action (issue 37)', () => {
  it(`a shopper's first add to the basket: at most ${GOALS.firstAdd}`, async () => {
    const client = new Client(host.url);
    await client.get('/api/cart/cart');
    const sku = await seenSku();
    const { requests, answer } = await counted(() => client.post('/api/cart/cart/add', { variant: { sku }, count: 1 }));
    expect(answer.status).toBe(200);
    expect(answer.body.cart.lineItems.map((l: { variant: { sku: string } }) => l.variant.sku)).toEqual([sku]);
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(GOALS.firstAdd);
  });

  it(`adding to a basket, changing a quantity and reading the basket: at most ${GOALS.add}, ${GOALS.quantity} and ${GOALS.cartRead}`, async () => {
    const client = new Client(host.url);
    await add(client, await seenSku());
    const sku = await seenSku();
    const added = await counted(() => add(client, sku));
    expect(added.answer.status).toBe(200);
    expect(added.answer.body.cart.lineItems).toHaveLength(2);
    expect(added.requests.length, added.requests.join('\n')).toBeLessThanOrEqual(GOALS.add);

    const line = added.answer.body.cart.lineItems[0];
    const changed = await counted(() => client.post('/api/cart/cart/lineItem/update', { lineItemId: line.lineItemId, count: 3 }));
    expect(changed.answer.status).toBe(200);
    expect(changed.answer.body.cart.lineItems[0].count).toBe(3);
    expect(changed.requests.length, changed.requests.join('\n')).toBeLessThanOrEqual(GOALS.quantity);

    const read = await counted(() => client.get('/api/cart/cart'));
    expect(read.answer.body.cart.lineItems.map((l: { count: number }) => l.count)).toEqual([3, 1]);
    expect(read.requests.length, read.requests.join('\n')).toBeLessThanOrEqual(GOALS.cartRead);
  });

  it(`changing the quantity of a size with few pieces left (its cached stock too close to decide on): at most ${GOALS.quantity} raised, ${GOALS.quantity} lowered`, async () => {
    // A size whose stock the cached figure cannot decide a raise to 3 on (fewer than 3 + CACHED_STOCK_MARGIN pieces).
    const few = products
      .flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants))
      .find((sv) => !sv.isNos && sv.stock >= 4 && sv.stock < 3 + CACHED_STOCK_MARGIN);
    expect(few, 'a size with 4 to 7 pieces in the test catalogue').toBeDefined();
    const client = new Client(host.url);
    await add(client, await seenSku());
    await host.services.catalogue.getBySku(few!.sku);
    const added = await add(client, few!.sku);
    expect(added.status).toBe(200);
    const line = added.body.cart.lineItems.find((l: { variant: { sku: string } }) => l.variant.sku === few!.sku);
    const countOf = (answer: { body: { cart: { lineItems: { lineItemId: string; count: number }[] } } }) =>
      answer.body.cart.lineItems.find((l) => l.lineItemId === line.lineItemId)?.count;

    // Raised: the stock is read again (the sizes' inventory entries), in place of reading the cart.
    const raised = await counted(() => client.post('/api/cart/cart/lineItem/update', { lineItemId: line.lineItemId, count: 3 }));
    expect(raised.answer.status).toBe(200);
    expect(countOf(raised.answer)).toBe(3);
    expect(raised.requests.length, raised.requests.join('\n')).toBeLessThanOrEqual(GOALS.quantity);
    // Lowered: no stock is read.
    const lowered = await counted(() => client.post('/api/cart/cart/lineItem/update', { lineItemId: line.lineItemId, count: 2 }));
    expect(lowered.answer.status).toBe(200);
    expect(countOf(lowered.answer)).toBe(2);
    expect(lowered.requests.length, lowered.requests.join('\n')).toBeLessThanOrEqual(GOALS.quantity);
    expect(
      lowered.requests.some((r) => /inventory|product-projections/.test(r)),
      lowered.requests.join('\n'),
    ).toBe(false);
    // More than the stock is refused, and nothing is written.
    const over = await client.post('/api/cart/cart/lineItem/update', { lineItemId: line.lineItemId, count: few!.stock + 1 });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].code).toBe('insufficient_stock');
    const read = await client.get('/api/cart/cart');
    expect(countOf(read)).toBe(2);
  });

  it(`adding to the wishlist: at most ${GOALS.firstWishlistAdd} for the first entry and ${GOALS.wishlistAdd} for the next`, async () => {
    const client = new Client(host.url);
    await client.get('/api/wishlist');
    const [a, b] = [products[0]!.colorVariants[0]!.itemnum, products[1]!.colorVariants[0]!.itemnum];
    await host.services.catalogue.getProductByItemNumber(a);
    await host.services.catalogue.getProductByItemNumber(b);
    const first = await counted(() => client.post('/api/wishlist/add', { itemNumber: a, count: 1 }));
    expect(first.answer.status).toBe(200);
    expect(first.requests.length, first.requests.join('\n')).toBeLessThanOrEqual(GOALS.firstWishlistAdd);
    const second = await counted(() => client.post('/api/wishlist/add', { itemNumber: b, count: 1 }));
    expect(second.answer.status).toBe(200);
    expect(second.answer.body.wishlist.lineItems).toHaveLength(2);
    expect(second.requests.length, second.requests.join('\n')).toBeLessThanOrEqual(GOALS.wishlistAdd);
  });

  it(`a logged-in shopper: add ${GOALS.add}, quantity change ${GOALS.quantity}, cart read ${GOALS.cartRead}, wishlist add ${GOALS.wishlistAdd} (the session's check costs nothing within LOGIN_CHECK_CACHE_MS of the instance's last read of the customer)`, async () => {
    const client = new Client(host.url);
    const demo = DEMO_CUSTOMERS[2]!;
    expect((await client.post('/api/account/login', { email: demo.email, password: DEMO_PASSWORD })).status).toBe(200);
    await add(client, await seenSku());
    const sku = await seenSku();
    const added = await counted(() => add(client, sku));
    expect(added.answer.status).toBe(200);
    const line = added.answer.body.cart.lineItems.find((l: { variant: { sku: string } }) => l.variant.sku === sku);
    expect(line).toBeDefined();
    expect(added.requests.length, added.requests.join('\n')).toBeLessThanOrEqual(GOALS.add);

    const changed = await counted(() => client.post('/api/cart/cart/lineItem/update', { lineItemId: line.lineItemId, count: 2 }));
    expect(changed.answer.status).toBe(200);
    expect(changed.answer.body.cart.lineItems.find((l: { lineItemId: string }) => l.lineItemId === line.lineItemId).count).toBe(2);
    expect(changed.requests.length, changed.requests.join('\n')).toBeLessThanOrEqual(GOALS.quantity);

    const read = await counted(() => client.get('/api/cart/cart'));
    expect(read.answer.body.cart.lineItems.map((l: { variant: { sku: string } }) => l.variant.sku)).toContain(sku);
    expect(read.requests.length, read.requests.join('\n')).toBeLessThanOrEqual(GOALS.cartRead);

    const [a, b] = [products[2]!.colorVariants[0]!.itemnum, products[3]!.colorVariants[0]!.itemnum];
    await host.services.catalogue.getProductByItemNumber(a);
    await host.services.catalogue.getProductByItemNumber(b);
    await client.post('/api/wishlist/add', { itemNumber: a, count: 1 });
    const wished = await counted(() => client.post('/api/wishlist/add', { itemNumber: b, count: 1 }));
    expect(wished.answer.status).toBe(200);
    expect(wished.answer.body.wishlist.lineItems.length).toBeGreaterThanOrEqual(2);
    expect(wished.requests.length, wished.requests.join('\n')).toBeLessThanOrEqual(GOALS.wishlistAdd);
  });

  it(`adding to the wishlist a product read longer ago than CATALOGUE_CACHE_MS (its stock too old to decide on, its existence not): at most ${GOALS.wishlistAdd}, guest and logged in`, async () => {
    const guest = new Client(host.url);
    const member = new Client(host.url);
    expect((await member.post('/api/account/login', { email: DEMO_CUSTOMERS[3]!.email, password: DEMO_PASSWORD })).status).toBe(200);
    const [a, b, c, d] = [4, 5, 6, 7].map((i) => products[i]!.colorVariants[0]!.itemnum) as [string, string, string, string];
    for (const itemnum of [a, b, c, d]) await host.services.catalogue.getProductByItemNumber(itemnum);
    expect((await guest.post('/api/wishlist/add', { itemNumber: a, count: 1 })).status).toBe(200);
    expect((await member.post('/api/wishlist/add', { itemNumber: c, count: 1 })).status).toBe(200);
    // The products' cached copies are older than CATALOGUE_CACHE_MS from now on (the catalogue's clock is Date.now).
    const realNow = Date.now;
    const aged = vi.spyOn(Date, 'now').mockImplementation(() => realNow.call(Date) + CATALOGUE_CACHE_MS + 1_000);
    try {
      for (const [client, itemNumber] of [
        [guest, b],
        [member, d],
      ] as const) {
        const wished = await counted(() => client.post('/api/wishlist/add', { itemNumber, count: 1 }));
        expect(wished.answer.status).toBe(200);
        expect(wished.answer.body.wishlist.lineItems.map((l: { projectSpecificData: { itemNumber: string } }) => l.projectSpecificData.itemNumber)).toContain(
          itemNumber,
        );
        expect(wished.answer.body.wishlist.lineItems).toHaveLength(2);
        expect(wished.requests.length, wished.requests.join('\n')).toBeLessThanOrEqual(GOALS.wishlistAdd);
      }
    } finally {
      aged.mockRestore();
    }
  });

  it(`logging in, with a loyalty card or without: at most ${GOALS.login} (the counters and the sign-in); reading the account then: ${GOALS.accountRead}`, async () => {
    for (const demo of [DEMO_CUSTOMERS[0]!, DEMO_CUSTOMERS.find((c) => c.level)!]) {
      const client = new Client(host.url);
      const { requests, answer } = await counted(() => client.post('/api/account/login', { email: demo.email, password: DEMO_PASSWORD }));
      expect(answer.status).toBe(200);
      const card = demo.level ? { hasLoyaltyCard: true, loyaltyLevel: demo.level } : { hasLoyaltyCard: false };
      expect(answer.body.account.projectSpecificData).toMatchObject(card);
      expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(GOALS.login);
      // The session's check answers from the sign-in's answer (logins.ts); the account is read once.
      const read = await counted(() => client.get('/_hirmer/api/account/refresh'));
      expect(read.answer.body).toMatchObject({ loggedIn: true, account: { email: demo.email, projectSpecificData: card } });
      expect(read.requests.length, read.requests.join('\n')).toBeLessThanOrEqual(GOALS.accountRead);
    }
  });
});
