import type { ReservationCancellation, ReservationsPort } from '../../services/reservations';
import { DomainError, ownerKey, type Owner } from '../../services/owner';
import type { ReservationBasket, ReservationBasketItem, ReservationHistoryEntry } from '../../../src/domain/reservation';
import { mayCancelReservation, pickUpDeadline, reservationStatus } from '../../../src/domain/reservation-rules';
import type { Store } from '../../../src/domain/store';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { describeVariant } from '../shared/lines';
import { lookupIn } from '../shared/cart-rules';
import { newId, newNumber } from '../shared/ids';
import type { CtApi } from './client';
import { isConflict, REQUESTS_KEPT } from './write-once';
import { BackendUnavailableError, settling, writeId } from '../../services/request-scope';
import type { CtCatalogue } from './catalogue';
import type { CtStores } from './stores';
import { CONTAINERS } from './model';
import { hashedKey, type CustomObjects } from './custom-objects';

/** The reservation basket of one owner (custom object; key: hash of the owner). */
interface BasketDoc {
  storeId: string | null;
  items: { id: string; sku: string; amount: number }[];
  /** The ids of the last changes (a repeated request changes nothing). */
  requests?: string[];
}

interface ReservationDoc {
  number: string;
  storeId: string;
  createdAt: string;
  lines: { sku: string; amount: number; itemNumber: string; product: string; color: string; size: string }[];
  cancelledAt?: string;
  /** The request that made it (a repeated request finds it). */
  requestId?: string;
}

/** An account's reservations (custom object; key: the account id). */
interface HistoryDoc {
  reservations: ReservationDoc[];
}

const NO_STORE: Store['address'] = { street: '', postalCode: '', city: '', country: '', phone: '' };

/**
 * Click and reserve on commercetools: the basket and the reservation history are custom objects
 * (commercetools has no reservation resource); the stock a reservation takes comes off the store's
 * inventory entry (its channel). Checkout checks every line, then takes the stock line by line with
 * the entry's version; when one line fails the lines taken before are given back.
 */
export function createCtReservations(api: CtApi, catalogue: CtCatalogue, stores: CtStores, objects: CustomObjects): ReservationsPort {
  const basketKey = (owner: Owner) => hashedKey(ownerKey(owner));

  async function build(owner: Owner, language: string, doc?: BasketDoc | null): Promise<ReservationBasket> {
    const basket = doc === undefined ? (await objects.get<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner)))?.value : doc;
    const items = basket?.items ?? [];
    const lookup = lookupIn(await catalogue.productsBySku(items.map((i) => i.sku)));
    const list: ReservationBasketItem[] = [];
    for (const row of items) {
      const hit = lookup(row.sku);
      const info = hit && describeVariant(hit.product, row.sku, language, 'eur');
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
    const store = list.length && basket?.storeId ? await stores.get(basket.storeId) : null;
    return { reservationBasketItems: list, filiale: store ? { id: store.id, name: store.name, address: store.address } : null };
  }

  async function assertStock(storeId: string, sku: string, amount: number, field: string) {
    if (amount > QUANTITY_MAX) throw new DomainError('quantity_limit', `At most ${QUANTITY_MAX} pieces per article.`, 'invalid', field, { max: QUANTITY_MAX });
    const stock = await stores.stockOfSku(storeId, sku);
    if (amount > stock) {
      const store = (await stores.get(storeId))!;
      throw new DomainError(
        'not_available_in_store',
        stock === 0 ? `This size is not available in ${store.name}.` : `Only ${stock} pieces are available in ${store.name}.`,
        'conflict',
        'amount',
        { stock, store: store.name },
      );
    }
  }

  async function assertStore(storeId: string) {
    if (!(await stores.get(storeId)))
      throw new DomainError('unknown_store', `The store ${storeId} does not exist.`, 'not_found', 'filialeid', { store: storeId });
  }

  const lineOf = (basket: BasketDoc | null, basketId: string) => {
    const row = basket?.items.find((i) => i.id === basketId);
    if (!basket || !row) throw new DomainError('unknown_basket_item', 'This article is not in your reservation basket.', 'not_found', 'basketid');
    return { basket, row };
  };

  /**
   * Takes stock off (or gives it back to) a store's inventory entry, at the entry's version. A 409
   * after a copy whose answer was lost is resolved by comparing versions: the entry one version on
   * with exactly this amount less (more) is this change, landed; otherwise someone else changed it,
   * and the change is made again on what is there now (the stock checked again).
   */
  async function takeStock(storeId: string, sku: string, amount: number, sign: 1 | -1) {
    let e = await stores.entry(storeId, sku);
    for (;;) {
      if (!e) throw new DomainError('not_available_in_store', 'This size is not available in the store.', 'conflict', 'amount', { stock: 0, store: storeId });
      if (sign < 0 && e.quantityOnStock < amount) {
        throw new DomainError('not_available_in_store', `Only ${e.quantityOnStock} pieces are available.`, 'conflict', 'amount', {
          stock: e.quantityOnStock,
          store: storeId,
        });
      }
      const sent = e;
      try {
        await api
          .inventory()
          .withId({ ID: sent.id })
          .post({
            // Giving back sets the new quantity on the entry's version (commercetools-mock knows no addQuantity).
            body: {
              version: sent.version,
              actions: [sign < 0 ? { action: 'removeQuantity', quantity: amount } : { action: 'changeQuantity', quantity: sent.quantityOnStock + amount }],
            },
          })
          .execute();
        return;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
      e = await settling(() => stores.entry(storeId, sku));
      if (e && e.version === sent.version + 1 && e.quantityOnStock === sent.quantityOnStock + sign * amount) return;
    }
  }

  return {
    async basket(owner, language) {
      return build(owner, language);
    },
    async add(owner, line, language) {
      await assertStore(line.storeId);
      if (!(await catalogue.getBySku(line.sku)))
        throw new DomainError('unknown_sku', `The article ${line.sku} does not exist.`, 'not_found', 'oxid', { sku: line.sku });
      const current = (await objects.get<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner)))?.value ?? null;
      const id = writeId();
      if (current?.requests?.includes(id)) return build(owner, language, current);
      if (current?.items.length && current.storeId && current.storeId !== line.storeId) {
        throw new DomainError('other_store', 'Your reservation basket is for another store. Reserve there or empty the basket first.', 'conflict', 'filialeid');
      }
      const total = (current?.items.find((i) => i.sku === line.sku)?.amount ?? 0) + line.amount;
      await assertStock(line.storeId, line.sku, total, 'amount');
      const doc = await objects.update<BasketDoc, BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner), (basket) => {
        // A repeated request (its id is there) adds nothing again; the amount is counted on what the basket holds now.
        if (basket?.requests?.includes(id)) return { value: undefined, result: basket };
        const items = basket?.items ?? [];
        const existing = items.find((i) => i.sku === line.sku);
        const amount = (existing?.amount ?? 0) + line.amount;
        const next = {
          storeId: line.storeId,
          items: existing ? items.map((i) => (i === existing ? { ...i, amount } : i)) : [...items, { id: newId('rbi'), sku: line.sku, amount }],
          requests: [...(basket?.requests ?? []), id].slice(-REQUESTS_KEPT),
        };
        return { value: next, result: next };
      });
      return build(owner, language, doc);
    },
    async edit(owner, line, language) {
      const { basket, row } = lineOf((await objects.get<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner)))?.value ?? null, line.basketId);
      const target = line.storeId ?? basket.storeId!;
      await assertStore(target);
      // Moving the basket to another store moves every line: each must be in stock there.
      for (const r of basket.items) await assertStock(target, r.sku, r.id === row.id ? line.amount : r.amount, r.id === row.id ? 'amount' : 'filialeid');
      const doc = await objects.update<BasketDoc, BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner), (current) => {
        const next = { storeId: target, items: (current?.items ?? []).map((i) => (i.id === row.id ? { ...i, amount: line.amount } : i)) };
        return { value: next, result: next };
      });
      return build(owner, language, doc);
    },
    async remove(owner, basketId, language) {
      lineOf((await objects.get<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner)))?.value ?? null, basketId);
      const doc = await objects.update<BasketDoc, BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner), (current) => {
        const items = (current?.items ?? []).filter((i) => i.id !== basketId);
        const next = { storeId: items.length ? (current?.storeId ?? null) : null, items };
        return { value: next, result: next };
      });
      return build(owner, language, doc);
    },
    async checkout(owner, accountId, language) {
      // A reservation repeated with its request id (the browser's retry) gets the reservation it made.
      const id = writeId();
      const made = (await objects.get<HistoryDoc>(CONTAINERS.reservations, accountId))?.value.reservations.find((r) => r.requestId === id);
      if (made) return { reservationNumber: made.number, entries: await entriesOf([made]) };
      const basket = (await objects.get<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner)))?.value ?? null;
      if (!basket?.items.length || !basket.storeId) throw new DomainError('reservation_empty', 'Your reservation basket is empty.', 'invalid');
      const storeId = basket.storeId;
      const lookup = lookupIn(await catalogue.productsBySku(basket.items.map((i) => i.sku)));
      const lines: ReservationDoc['lines'] = [];
      for (const r of basket.items) {
        const hit = lookup(r.sku);
        const info = hit && describeVariant(hit.product, r.sku, language, 'eur');
        if (!info) throw new DomainError('unknown_sku', `The article ${r.sku} is no longer available.`, 'conflict', undefined, { sku: r.sku });
        await assertStock(storeId, r.sku, r.amount, 'amount');
        lines.push({
          sku: r.sku,
          amount: r.amount,
          itemNumber: info.colorVariant.itemnum,
          product: `${info.brand} ${info.name}`,
          color: info.color,
          size: info.size,
        });
      }
      const taken: typeof lines = [];
      try {
        for (const l of lines) {
          await takeStock(storeId, l.sku, l.amount, -1);
          taken.push(l);
        }
      } catch (error) {
        if (error instanceof BackendUnavailableError && error.uncertain) {
          const lost = lines[taken.length]!;
          console.error(
            `[commercetools] reservation ${id}: taking ${lost.amount} × ${lost.sku} in ${storeId} got no answer; the store's stock may be that much lower`,
          );
        }
        for (const l of taken) await takeStock(storeId, l.sku, l.amount, 1);
        throw error;
      }
      const reservation: ReservationDoc = { number: newNumber('R'), storeId, createdAt: new Date().toISOString(), lines, requestId: id };
      await objects.update<HistoryDoc>(CONTAINERS.reservations, accountId, (current) => ({
        value: { reservations: [...(current?.reservations ?? []), reservation] },
        result: null,
      }));
      await objects.put<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(owner), { storeId: null, items: [] });
      return { reservationNumber: reservation.number, entries: await entriesOf([reservation]) };
    },
    async history(accountId) {
      const doc = await objects.get<HistoryDoc>(CONTAINERS.reservations, accountId);
      return entriesOf([...(doc?.value.reservations ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
    },
    /**
     * The history document is marked first (its version guards against a second cancel at the same
     * moment), then the stock goes back line by line; when that fails, the lines given back are
     * taken again and the mark is removed, so nothing is half-written.
     */
    async cancel(accountId, reservationNumber, _language, now = new Date()) {
      const marked = await objects.update<HistoryDoc, ReservationCancellation | { outcome: 'marked'; reservation: ReservationDoc }>(
        CONTAINERS.reservations,
        accountId,
        (current) => {
          const reservation = current?.reservations.find((r) => r.number === reservationNumber);
          if (!current || !reservation) return { value: undefined, result: { outcome: 'unknown' } };
          const status = reservationStatus(reservation, now);
          if (!mayCancelReservation(status)) return { value: undefined, result: { outcome: 'refused', status } };
          const cancelled = { ...reservation, cancelledAt: now.toISOString() };
          return {
            value: { reservations: current.reservations.map((r) => (r === reservation ? cancelled : r)) },
            result: { outcome: 'marked', reservation: cancelled },
          };
        },
      );
      if (marked.outcome !== 'marked') return marked;
      const { reservation } = marked;
      const given: ReservationDoc['lines'] = [];
      try {
        for (const l of reservation.lines) {
          await takeStock(reservation.storeId, l.sku, l.amount, 1);
          given.push(l);
        }
      } catch (error) {
        for (const l of given) await takeStock(reservation.storeId, l.sku, l.amount, -1);
        await objects.update<HistoryDoc>(CONTAINERS.reservations, accountId, (current) => ({
          value: {
            reservations: (current?.reservations ?? []).map((r) => (r.number === reservationNumber ? { ...r, cancelledAt: undefined } : r)),
          },
          result: null,
        }));
        throw error;
      }
      return { outcome: 'cancelled', entries: await entriesOf([reservation], now) };
    },
    async merge(from, into) {
      const source = (await objects.get<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(from)))?.value;
      if (!source?.items.length) return;
      await objects.update<BasketDoc>(CONTAINERS.reservationBaskets, basketKey(into), (target) => {
        // The account's basket wins when it already has lines for another store.
        if (target?.items.length && target.storeId && target.storeId !== source.storeId) return { value: undefined, result: null };
        const items = [...(target?.items ?? [])];
        for (const r of source.items) {
          const i = items.findIndex((x) => x.sku === r.sku);
          if (i >= 0) items[i] = { ...items[i]!, amount: r.amount };
          else items.push({ ...r, id: newId('rbi') });
        }
        return { value: { storeId: source.storeId, items }, result: null };
      });
      await objects.remove(CONTAINERS.reservationBaskets, basketKey(from));
    },
  };

  async function entriesOf(reservations: ReservationDoc[], now = new Date()): Promise<ReservationHistoryEntry[]> {
    const all = await stores.list();
    return reservations.flatMap((r) => {
      const store = all.find((s) => s.id === r.storeId);
      const status = reservationStatus(r, now);
      return r.lines.map((l) => ({
        reservationNumber: r.number,
        date: r.createdAt,
        status,
        pickUpUntil: pickUpDeadline(r.createdAt),
        store: store ? { id: store.id, name: store.name, address: store.address } : { id: r.storeId, name: r.storeId, address: NO_STORE },
        amount: l.amount,
        product: l.product,
        itemNumber: l.itemNumber,
        sku: l.sku,
        color: l.color,
        size: l.size,
      }));
    });
  }
}
