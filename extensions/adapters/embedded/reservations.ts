import { appliedChanges } from './applied';
import type { ReservationCancellation, ReservationsPort } from '../../services/reservations';
import { DomainError, ownerKey, type Owner } from '../../services/owner';
import type { ReservationBasket, ReservationBasketItem, ReservationHistoryEntry } from '../../../src/domain/reservation';
import { mayCancelReservation, pickUpDeadline, reservationStatus } from '../../../src/domain/reservation-rules';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { fromJson, now, type Db } from './db';
import type { EmbeddedCatalogue } from './catalogue';
import type { EmbeddedStores } from './stores';
import { describeSku } from './lines';
import { newId, newNumber } from '../shared/ids';

interface ItemRow {
  id: string;
  sku: string;
  amount: number;
}

/** Stored per reservation: the lines as reserved (names in the language of the checkout). */
interface ReservationDoc {
  lines: { sku: string; amount: number; itemNumber: string; product: string; color: string; size: string }[];
  /** Checkout took the lines off the store stock (store_reserved); seeded demo reservations did not. */
  stockTaken?: boolean;
  cancelledAt?: string;
}

/**
 * Click and reserve in SQLite: one basket per owner for one store. Checkout takes the store stock
 * (store_reserved) and writes the reservation in one transaction, after checking every line again.
 */
export function createReservations(db: Db, catalogue: EmbeddedCatalogue, stores: EmbeddedStores): ReservationsPort {
  const basketOf = db.prepare<[string], { id: string; store_id: string | null }>('SELECT id, store_id FROM reservation_baskets WHERE owner = ?');
  const createBasket = db.prepare('INSERT INTO reservation_baskets (id, owner, store_id) VALUES (?, ?, NULL) ON CONFLICT(owner) DO NOTHING');
  const setStore = db.prepare('UPDATE reservation_baskets SET store_id = ? WHERE id = ?');
  const items = db.prepare<[string], ItemRow>('SELECT id, sku, amount FROM reservation_basket_items WHERE basket_id = ? ORDER BY rowid');
  const upsert = db.prepare(
    'INSERT INTO reservation_basket_items (id, basket_id, sku, amount) VALUES (?, ?, ?, ?) ON CONFLICT(basket_id, sku) DO UPDATE SET amount = excluded.amount',
  );
  const setAmount = db.prepare('UPDATE reservation_basket_items SET amount = ? WHERE id = ?');
  const deleteItem = db.prepare('DELETE FROM reservation_basket_items WHERE id = ?');
  const deleteItems = db.prepare('DELETE FROM reservation_basket_items WHERE basket_id = ?');
  const take = db.prepare(
    'INSERT INTO store_reserved (store_id, sku, reserved) VALUES (?, ?, ?) ON CONFLICT(store_id, sku) DO UPDATE SET reserved = reserved + excluded.reserved',
  );
  const insertReservation = db.prepare('INSERT INTO reservations (id, number, account_id, store_id, created_at, doc) VALUES (?, ?, ?, ?, ?, ?)');
  const historyRows = db.prepare<[string], { number: string; store_id: string; created_at: string; doc: string }>(
    'SELECT number, store_id, created_at, doc FROM reservations WHERE account_id = ? ORDER BY created_at DESC',
  );
  const reservationOf = db.prepare<[string, string], { id: string; store_id: string; created_at: string; doc: string }>(
    'SELECT id, store_id, created_at, doc FROM reservations WHERE number = ? AND account_id = ?',
  );
  const setDoc = db.prepare('UPDATE reservations SET doc = ? WHERE id = ?');
  const giveBack = db.prepare('UPDATE store_reserved SET reserved = MAX(reserved - ?, 0) WHERE store_id = ? AND sku = ?');

  const ensure = (owner: Owner) => {
    createBasket.run(newId('rb'), ownerKey(owner));
    return basketOf.get(ownerKey(owner))!;
  };

  const build = (owner: Owner, language: string): ReservationBasket => {
    const basket = basketOf.get(ownerKey(owner));
    const list: ReservationBasketItem[] = [];
    for (const row of basket ? items.all(basket.id) : []) {
      const info = describeSku(catalogue, row.sku, language, 'eur');
      if (!info) continue;
      list.push({
        basketid: row.id,
        oxid: row.sku,
        count: row.amount,
        name: info.name,
        brand: info.brand,
        productId: info.product.id,
        slug: info.slug,
        itemNumber: info.colorVariant.itemnum,
        color: info.color,
        size: info.size,
        price: info.price,
      });
    }
    const store = list.length && basket?.store_id ? stores.storeSync(basket.store_id) : null;
    return { reservationBasketItems: list, filiale: store ? { id: store.id, name: store.name, address: store.address } : null };
  };

  const assertStock = (storeId: string, sku: string, amount: number, field: string) => {
    if (amount > QUANTITY_MAX) throw new DomainError('quantity_limit', `At most ${QUANTITY_MAX} pieces per article.`, 'invalid', field, { max: QUANTITY_MAX });
    const stock = stores.stockOfSkuSync(storeId, sku);
    if (amount > stock) {
      const store = stores.storeSync(storeId)!;
      throw new DomainError(
        'not_available_in_store',
        stock === 0 ? `This size is not available in ${store.name}.` : `Only ${stock} pieces are available in ${store.name}.`,
        'conflict',
        'amount',
        { stock, store: store.name },
      );
    }
  };

  const assertStore = (storeId: string) => {
    if (!stores.storeSync(storeId))
      throw new DomainError('unknown_store', `The store ${storeId} does not exist.`, 'not_found', 'filialeid', { store: storeId });
  };

  const applied = appliedChanges(db);

  const add = db.transaction((owner: Owner, sku: string, amount: number, storeId: string) => {
    assertStore(storeId);
    if (!catalogue.productBySkuSync(sku)) throw new DomainError('unknown_sku', `The article ${sku} does not exist.`, 'not_found', 'oxid', { sku });
    const existing = basketOf.get(ownerKey(owner));
    const rows = existing ? items.all(existing.id) : [];
    if (rows.length && existing?.store_id && existing.store_id !== storeId) {
      throw new DomainError('other_store', 'Your reservation basket is for another store. Reserve there or empty the basket first.', 'conflict', 'filialeid');
    }
    const total = (rows.find((r) => r.sku === sku)?.amount ?? 0) + amount;
    assertStock(storeId, sku, total, 'amount');
    const basket = existing ?? ensure(owner);
    setStore.run(storeId, basket.id);
    upsert.run(newId('rbi'), basket.id, sku, total);
  });

  const lineOf = (owner: Owner, basketId: string) => {
    const basket = basketOf.get(ownerKey(owner));
    const row = basket && items.all(basket.id).find((r) => r.id === basketId);
    if (!basket || !row) throw new DomainError('unknown_basket_item', 'This article is not in your reservation basket.', 'not_found', 'basketid');
    return { basket, row };
  };

  const edit = db.transaction((owner: Owner, basketId: string, amount: number, storeId: string | undefined) => {
    const { basket, row } = lineOf(owner, basketId);
    const target = storeId ?? basket.store_id!;
    assertStore(target);
    // Moving the basket to another store moves every line: each must be in stock there.
    const rows = items.all(basket.id);
    for (const r of rows) assertStock(target, r.sku, r.id === row.id ? amount : r.amount, r.id === row.id ? 'amount' : 'filialeid');
    setAmount.run(amount, row.id);
    setStore.run(target, basket.id);
  });

  const remove = db.transaction((owner: Owner, basketId: string) => {
    const { basket, row } = lineOf(owner, basketId);
    deleteItem.run(row.id);
    if (!items.all(basket.id).length) setStore.run(null, basket.id);
  });

  const checkout = db.transaction((owner: Owner, accountId: string, language: string) => {
    const basket = basketOf.get(ownerKey(owner));
    const rows = basket ? items.all(basket.id) : [];
    if (!basket || !rows.length || !basket.store_id) throw new DomainError('reservation_empty', 'Your reservation basket is empty.', 'invalid');
    const storeId = basket.store_id;
    const lines: ReservationDoc['lines'] = rows.map((r) => {
      const info = describeSku(catalogue, r.sku, language, 'eur');
      if (!info) throw new DomainError('unknown_sku', `The article ${r.sku} is no longer available.`, 'conflict', undefined, { sku: r.sku });
      assertStock(storeId, r.sku, r.amount, 'amount');
      return { sku: r.sku, amount: r.amount, itemNumber: info.colorVariant.itemnum, product: `${info.brand} ${info.name}`, color: info.color, size: info.size };
    });
    for (const l of lines) take.run(storeId, l.sku, l.amount);
    const number = newNumber('R');
    const createdAt = now();
    insertReservation.run(newId('res'), number, accountId, storeId, createdAt, JSON.stringify({ lines, stockTaken: true } satisfies ReservationDoc));
    deleteItems.run(basket.id);
    setStore.run(null, basket.id);
    return { number, storeId, createdAt, lines };
  });

  const toEntries = (number: string, storeId: string, createdAt: string, doc: ReservationDoc, now = new Date()): ReservationHistoryEntry[] => {
    const store = stores.storeSync(storeId);
    const status = reservationStatus({ createdAt, cancelledAt: doc.cancelledAt }, now);
    return doc.lines.map((l) => ({
      reservationNumber: number,
      date: createdAt,
      status,
      pickUpUntil: pickUpDeadline(createdAt),
      store: store
        ? { id: store.id, name: store.name, address: store.address }
        : { id: storeId, name: storeId, address: { street: '', postalCode: '', city: '', country: '', phone: '' } },
      amount: l.amount,
      product: l.product,
      itemNumber: l.itemNumber,
      sku: l.sku,
      color: l.color,
      size: l.size,
    }));
  };

  /** Status and stock change in one transaction: a refusal or a failure leaves both as they were. */
  const cancel = db.transaction((accountId: string, number: string, now: Date): ReservationCancellation => {
    const row = reservationOf.get(number, accountId);
    if (!row) return { outcome: 'unknown' };
    const doc = fromJson<ReservationDoc>(row.doc);
    const status = reservationStatus({ createdAt: row.created_at, cancelledAt: doc.cancelledAt }, now);
    if (!mayCancelReservation(status)) return { outcome: 'refused', status };
    if (doc.stockTaken) for (const l of doc.lines) giveBack.run(l.amount, row.store_id, l.sku);
    const next: ReservationDoc = { ...doc, cancelledAt: now.toISOString() };
    setDoc.run(JSON.stringify(next), row.id);
    return { outcome: 'cancelled', entries: toEntries(number, row.store_id, row.created_at, next, now) };
  });

  const merge = db.transaction((from: Owner, into: Owner) => {
    const source = basketOf.get(ownerKey(from));
    const rows = source ? items.all(source.id) : [];
    if (!source || !rows.length) return;
    const target = basketOf.get(ownerKey(into));
    // The account's basket wins when it already has lines for another store.
    if (target?.store_id && target.store_id !== source.store_id && items.all(target.id).length) return;
    const basket = target ?? ensure(into);
    setStore.run(source.store_id, basket.id);
    for (const r of rows) upsert.run(newId('rbi'), basket.id, r.sku, r.amount);
    db.prepare('DELETE FROM reservation_baskets WHERE id = ?').run(source.id);
  });

  return {
    async basket(owner, language) {
      return build(owner, language);
    },
    async add(owner, line, language) {
      db.transaction(() => applied.once(`reservation:${ownerKey(owner)}`, () => add(owner, line.sku, line.amount, line.storeId)))();
      return build(owner, language);
    },
    async edit(owner, line, language) {
      edit(owner, line.basketId, line.amount, line.storeId);
      return build(owner, language);
    },
    async remove(owner, basketId, language) {
      remove(owner, basketId);
      return build(owner, language);
    },
    async checkout(owner, accountId, language) {
      // A reservation repeated with its request id gets the reservation it made.
      const r = db.transaction(() => applied.once(`reservation:${ownerKey(owner)}`, () => checkout(owner, accountId, language)))();
      return { reservationNumber: r.number, entries: toEntries(r.number, r.storeId, r.createdAt, { lines: r.lines, stockTaken: true }) };
    },
    async history(accountId) {
      const now = new Date();
      return historyRows.all(accountId).flatMap((r) => toEntries(r.number, r.store_id, r.created_at, fromJson<ReservationDoc>(r.doc), now));
    },
    async cancel(accountId, reservationNumber, _language, now = new Date()) {
      return cancel(accountId, reservationNumber, now);
    },
    async merge(from, into) {
      merge(from, into);
    },
  };
}

/** Seeds a reservation row directly (demo customers). */
export function reservationWriter(db: Db) {
  const insert = db.prepare('INSERT INTO reservations (id, number, account_id, store_id, created_at, doc) VALUES (?, ?, ?, ?, ?, ?)');
  return (r: { number: string; accountId: string; storeId: string; createdAt: string; lines: ReservationDoc['lines'] }) =>
    insert.run(newId('res'), r.number, r.accountId, r.storeId, r.createdAt, JSON.stringify({ lines: r.lines }));
}
