import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts, reserveBasket, startBackend, stockedVariant, type Backend } from './support';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

describe('wishlist', () => {
  it('adds, reads and removes entries; the first add of a session asks for the notice once', async () => {
    const { colorVariant, sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    const first = await client.post('/api/wishlist/add', { itemNumber: colorVariant.itemnum, sku: sizeVariant.sku, count: 1 });
    expect(first.status).toBe(200);
    expect(first.body.firstInSession).toBe(true);
    expect(first.body.wishlist.lineItems[0].projectSpecificData).toMatchObject({
      itemNumber: colorVariant.itemnum,
      sku: sizeVariant.sku,
      outOfStockFlag: false,
    });
    const second = await client.post('/api/wishlist/add', { itemNumber: colorVariant.itemnum });
    expect(second.body.firstInSession).toBe(false);
    expect((await client.get('/api/wishlist')).body.wishlist.lineItems).toHaveLength(2);
    const removed = await client.post('/api/wishlist/remove', { itemNumber: colorVariant.itemnum, sku: sizeVariant.sku });
    expect(removed.body.wishlist.lineItems).toHaveLength(1);
    const byId = await client.post('/api/wishlist/remove', { lineItemId: removed.body.wishlist.lineItems[0].lineItemId });
    expect(byId.body.wishlist.lineItems).toEqual([]);
    expect((await client.post('/api/wishlist/remove', { lineItemId: 'wli_nothing' })).status).toBe(404);
  });

  it('refuses unknown item numbers and a sku of another article', async () => {
    const { colorVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    expect((await client.post('/api/wishlist/add', { itemNumber: '11111111' })).status).toBe(404);
    expect((await client.post('/api/wishlist/add', { itemNumber: colorVariant.itemnum, sku: '0000000000' })).status).toBe(404);
    expect((await client.post('/api/wishlist/add', { itemNumber: '123' })).status).toBe(400);
  });

  it('migrates the session wishlist into the account after login', async () => {
    const { colorVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    await client.post('/api/wishlist/add', { itemNumber: colorVariant.itemnum });
    const account = await client.login('blue@example.com');
    const wrong = await client.post('/_hirmer/api/cart/wishlist/session/migrate', { userId: 'acc_someoneelse' });
    expect(wrong.status).toBe(403);
    const migrated = await client.post('/_hirmer/api/cart/wishlist/session/migrate', { userId: account.accountId });
    expect(migrated.body.wishlist.lineItems.map((l: { projectSpecificData: { itemNumber: string } }) => l.projectSpecificData.itemNumber)).toContain(
      colorVariant.itemnum,
    );
    expect((await backend.client().post('/_hirmer/api/cart/wishlist/session/migrate', { userId: account.accountId })).status).toBe(401);
  });

  it('cleans up a guest session', async () => {
    const answer = await backend.client().get('/_hirmer/api/cart/wishlist/session/cleanup');
    expect(answer.body).toEqual({ success: true, removed: 0 });
  });
});

describe('stores info', () => {
  it('lists every store with its stock for one size and for all sizes (0)', async () => {
    const { colorVariant, sizeVariant } = await stockedVariant(backend.services);
    const one = await backend.client().get(`/_hirmer/stores/info?product=${colorVariant.itemnum}&size=${encodeURIComponent(sizeVariant.sizeString)}`);
    expect(one.status).toBe(200);
    expect(one.body.success).toBe(true);
    expect(one.body.data).toHaveLength(20);
    expect(one.body.data[0]).toEqual(
      expect.objectContaining({
        store: expect.any(String),
        name: expect.any(String),
        stock: expect.any(Number),
        address: expect.any(Object),
        openingHours: expect.any(Array),
      }),
    );
    const all = await backend.client().get(`/_hirmer/stores/info?product=${colorVariant.itemnum}&size=0`);
    const sum = (d: { stock: number }[]) => d.reduce((s, e) => s + e.stock, 0);
    expect(sum(all.body.data)).toBeGreaterThanOrEqual(sum(one.body.data));
  });

  it('needs a size and a known article', async () => {
    const { colorVariant } = await stockedVariant(backend.services);
    expect((await backend.client().get(`/_hirmer/stores/info?product=${colorVariant.itemnum}`)).status).toBe(400);
    expect((await backend.client().get(`/_hirmer/stores/info?product=${colorVariant.itemnum}&size=XXXXL`)).status).toBe(404);
    expect((await backend.client().get('/_hirmer/stores/info?product=11111111&size=0')).status).toBe(404);
  });
});

describe('click and reserve', () => {
  /** A sku and a store that has at least two of it. */
  async function reservable() {
    const stores = await backend.services.stores.list();
    for (const p of await allProducts(backend.services)) {
      if (p.productType !== 'regular') continue;
      for (const sv of p.colorVariants.flatMap((c) => c.sizeVariants)) {
        for (const store of stores) {
          if ((await backend.services.stores.stockOfSku(store.id, sv.sku)) >= 2) {
            const other = stores.find((s) => s.id !== store.id)!;
            return { sku: sv.sku, store: store.id, other: other.id, stock: await backend.services.stores.stockOfSku(store.id, sv.sku) };
          }
        }
      }
    }
    throw new Error('nothing reservable');
  }

  it('adds, edits and removes; an empty basket has no store', async () => {
    const { sku, store, stock } = await reservable();
    const client = backend.client();
    const added = await client.post('/api/reserve/add', { oxid: sku, amount: 1, filialeid: store });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, errors: [], reservation: { filiale: { id: store }, reservationBasketItems: [{ oxid: sku, count: 1 }] } });
    const basketid = added.body.reservation.reservationBasketItems[0].basketid;
    const edited = await client.post('/api/reserve/edit', { basketid, amount: 2, filialeid: store });
    expect(edited.body.reservation.reservationBasketItems[0].count).toBe(2);
    const tooMany = await client.post('/api/reserve/edit', { basketid, amount: stock + 1 });
    expect(tooMany.status).toBe(409);
    expect((await client.get('/api/reserve/reservation/cart')).body.reservation.reservationBasketItems[0].count).toBe(2);
    const removed = await client.post('/api/reserve/lineItem/remove', { basketid });
    expect(removed.body.reservation).toEqual({ reservationBasketItems: [], filiale: null });
  });

  it('refuses another store while the basket has lines, unknown stores and unknown skus', async () => {
    const { sku, store, other } = await reservable();
    const client = backend.client();
    await client.post('/api/reserve/add', { oxid: sku, amount: 1, filialeid: store });
    const answer = await client.post('/api/reserve/add', { oxid: sku, amount: 1, filialeid: other });
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0].code).toBe('other_store');
    expect((await client.post('/api/reserve/add', { oxid: sku, amount: 1, filialeid: 'NOPE' })).status).toBe(404);
    expect((await client.post('/api/reserve/add', { oxid: '0000000000', amount: 1, filialeid: store })).status).toBe(404);
    expect((await client.post('/api/reserve/add', { amount: 1, filialeid: store })).status).toBe(400);
  });

  it('checks out for a logged-in customer, takes the store stock and shows the history', async () => {
    const { sku, store } = await reservable();
    const before = await backend.services.stores.stockOfSku(store, sku);
    const client = backend.client();
    await client.post('/api/reserve/add', { oxid: sku, amount: 1, filialeid: store });
    expect((await client.get('/api/reserve/reservation/checkout')).status).toBe(401);
    await client.login('blue@example.com');
    const handOff = await client.get('/api/reserve/reservation/checkout');
    expect(handOff.status).toBe(200);
    // Handing over reserves nothing yet: the reservation checkout does, on its last step.
    expect(handOff.body.data.url).toBe(`/reservation-checkout?store=${store}&locale=de_DE`);
    expect(await backend.services.stores.stockOfSku(store, sku)).toBe(before);
    const number = await reserveBasket(backend.url, client);
    expect(number).toMatch(/^R\d{8}$/);
    expect((await client.get('/api/reserve/reservation/cart')).body.reservation.reservationBasketItems).toEqual([]);
    expect(await backend.services.stores.stockOfSku(store, sku)).toBe(before - 1);
    const history = await client.get('/_hirmer/api/account/reservation/history');
    expect(history.body.data[0]).toMatchObject({ reservationNumber: number, sku, amount: 1, store: { id: store } });
    expect((await client.get('/api/reserve/reservation/checkout')).status).toBe(400);
  });
});
