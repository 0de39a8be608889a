import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts, reserveBasket, startBackend, type Backend, type Client } from './support';
import { pickUpDeadline } from '../../src/domain/reservation-rules';

const CANCEL = '/_hirmer/api/account/reservation/cancel';
const HISTORY = '/_hirmer/api/account/reservation/history';
const _DAY_MS = 24 * 60 * 60 * 1000;

describe('cancelling a reservation (POST /_hirmer/api/account/reservation/cancel)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.close());

  /** A sku and a store that has at least two of it. */
  async function reservable() {
    const stores = await backend.services.stores.list();
    for (const p of await allProducts(backend.services)) {
      if (p.productType !== 'regular') continue;
      for (const sv of p.colorVariants.flatMap((c) => c.sizeVariants)) {
        for (const store of stores) {
          if ((await backend.services.stores.stockOfSku(store.id, sv.sku)) >= 2) return { sku: sv.sku, itemnum: p.colorVariants[0]!.itemnum, store: store.id };
        }
      }
    }
    throw new Error('nothing reservable');
  }

  async function reserve(client: Client, sku: string, store: string, amount = 2): Promise<string> {
    expect((await client.post('/api/reserve/add', { oxid: sku, amount, filialeid: store })).status).toBe(200);
    return reserveBasket(backend.url, client);
  }

  it('cancels a reservation the store holds: its status becomes cancelled and the stock goes back to the store', async () => {
    const { sku, store } = await reservable();
    const before = await backend.services.stores.stockOfSku(store, sku);
    const client = backend.client();
    await client.login('blue@example.com');
    const number = await reserve(client, sku, store);
    expect(await backend.services.stores.stockOfSku(store, sku)).toBe(before - 2);
    const listed = (await client.get(HISTORY)).body.data.find((e: { reservationNumber: string }) => e.reservationNumber === number);
    expect(listed).toMatchObject({ status: 'reserved', pickUpUntil: pickUpDeadline(listed.date) });

    const answer = await client.post(CANCEL, { reservationNumber: number });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: [{ reservationNumber: number, sku, amount: 2, status: 'cancelled' }] });
    expect(await backend.services.stores.stockOfSku(store, sku)).toBe(before);
    const history = (await client.get(HISTORY)).body.data.filter((e: { reservationNumber: string }) => e.reservationNumber === number);
    expect(history.map((e: { status: string }) => e.status)).toEqual(['cancelled']);
  });

  it('answers 409 for a reservation cancelled already, and changes nothing', async () => {
    const { sku, store } = await reservable();
    const client = backend.client();
    await client.login('silver@example.com');
    const number = await reserve(client, sku, store, 1);
    expect((await client.post(CANCEL, { reservationNumber: number })).status).toBe(200);
    const stock = await backend.services.stores.stockOfSku(store, sku);
    const history = (await client.get(HISTORY)).body.data;
    const again = await client.post(CANCEL, { reservationNumber: number });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      errors: [{ code: 'reservation_not_cancellable', message: 'Diese Reservierung ist bereits storniert.', field: 'reservationNumber' }],
    });
    expect(await backend.services.stores.stockOfSku(store, sku)).toBe(stock);
    expect((await client.get(HISTORY)).body.data).toEqual(history);
  });

  it('answers 409 in the shopper’s language for a reservation whose pick-up period is over, and changes nothing', async () => {
    const client = backend.client();
    await client.login('max.mustermann@example.com');
    const history = (await client.get(HISTORY)).body.data as { reservationNumber: string; status: string }[];
    const expired = history.find((e) => e.status === 'expired');
    if (!expired) throw new Error('the demo customer has no expired reservation');
    const answer = await client.raw('POST', CANCEL, JSON.stringify({ reservationNumber: expired.reservationNumber }), {
      cookie: `${client.loggedInCookie}; locale=en_GB`,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0]).toMatchObject({
      code: 'reservation_not_cancellable',
      message: 'The pick-up period of this reservation is over; it can no longer be cancelled.',
    });
    expect((await client.get(HISTORY)).body.data).toEqual(history);
  });

  it("answers 404 for another account's reservation and for an unknown number, and leaves them as they were", async () => {
    const { sku, store } = await reservable();
    const owner = backend.client();
    await owner.login('black@example.com');
    const number = await reserve(owner, sku, store, 1);
    const stock = await backend.services.stores.stockOfSku(store, sku);
    const other = backend.client();
    await other.login('blue@example.com');
    const foreign = await other.post(CANCEL, { reservationNumber: number });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0]).toMatchObject({ code: 'reservation_unknown', message: 'Diese Reservierung gibt es in Ihrem Konto nicht.' });
    expect((await other.post(CANCEL, { reservationNumber: 'R99999999' })).status).toBe(404);
    expect(await backend.services.stores.stockOfSku(store, sku)).toBe(stock);
    const mine = (await owner.get(HISTORY)).body.data.find((e: { reservationNumber: string }) => e.reservationNumber === number);
    expect(mine.status).toBe('reserved');
  });

  it('needs a login and a reservation number', async () => {
    const guest = backend.client();
    expect((await guest.post(CANCEL, { reservationNumber: 'R40000001' })).status).toBe(401);
    await guest.login('blue@example.com');
    for (const body of [{}, { reservationNumber: '' }, { reservationNumber: 'DROP TABLE' }, { reservationNumber: 7 }]) {
      expect((await guest.post(CANCEL, body)).status).toBe(400);
    }
  });
});

describe('cancelling in a shop without reservation history (eck)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({ env: { PROJECT_ID: 'eck' } });
  });
  afterAll(() => backend?.close());

  it('answers 404 not_available and keeps the reservation', async () => {
    const client = backend.client();
    await client.login('max.mustermann@example.com');
    const { accountId } = (await client.get('/_hirmer/api/account/refresh')).body.account;
    const row = (await backend.services.reservations.history(accountId, 'de')).find((e) => e.status === 'reserved');
    if (!row) throw new Error('the demo customer has no reservation to cancel');
    const answer = await client.post(CANCEL, { reservationNumber: row.reservationNumber });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0].code).toBe('not_available');
    const after = await backend.services.reservations.history(accountId, 'de');
    expect(after.find((e) => e.reservationNumber === row.reservationNumber)?.status).toBe('reserved');
  });
});
