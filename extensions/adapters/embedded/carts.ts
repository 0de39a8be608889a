import { appliedChanges } from './applied';
import type { CartLineRequest, CartsPort } from '../../services/carts';
import { DomainError, ownerKey, type Owner } from '../../services/owner';
import type { AlternativeItem, Cart, LineItem } from '../../../src/domain/cart';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { fromJson, now, type Db } from './db';
import type { EmbeddedCatalogue } from './catalogue';
import { newId } from '../shared/ids';
import { assertOrderable, cartLineOf, cartTotals, countChangeNeedsStock, ignoringStock, planAdd, type SkuLookup, type StoredLine } from '../shared/cart-rules';

export { FREE_SHIPPING_THRESHOLD_CENTS } from '../shared/cart-rules';

interface ItemRow {
  id: string;
  line_key: string;
  sku: string;
  count: number;
  set_articles: string | null;
  alternative_item: string | null;
}

/**
 * Carts in SQLite. A change validates every requested line against the catalogue and the online
 * stock first and writes only when all pass, inside one transaction: a failed addMultiple leaves
 * the cart as it was, and parallel adds to one cart serialise on SQLite's single writer.
 */
export type EmbeddedCarts = CartsPort & {
  buildSync(owner: Owner, currency: string, language: string): Cart;
  clearSync(owner: Owner): void;
};

export function createCarts(db: Db, catalogue: EmbeddedCatalogue): EmbeddedCarts {
  const cartIdOf = db.prepare<[string], string>('SELECT id FROM carts WHERE owner = ?').pluck();
  const createCart = db.prepare('INSERT INTO carts (id, owner, updated_at) VALUES (?, ?, ?) ON CONFLICT(owner) DO NOTHING');
  const touch = db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?');
  const items = db.prepare<[string], ItemRow>(
    'SELECT id, line_key, sku, count, set_articles, alternative_item FROM cart_items WHERE cart_id = ? ORDER BY created_at, id',
  );
  const stockOf = db.prepare<[string], { stock: number; is_nos: number }>('SELECT stock, is_nos FROM variants WHERE sku = ?');
  const upsertItem = db.prepare(
    `INSERT INTO cart_items (id, cart_id, line_key, sku, count, set_articles, alternative_item, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(cart_id, line_key) DO UPDATE SET count = count + excluded.count`,
  );
  const itemId = db.prepare<[string, string], string>('SELECT id FROM cart_items WHERE cart_id = ? AND line_key = ?').pluck();
  const setCount = db.prepare('UPDATE cart_items SET count = ? WHERE id = ? AND cart_id = ?');
  const deleteItem = db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?');
  const deleteItems = db.prepare('DELETE FROM cart_items WHERE cart_id = ?');
  const deleteVouchers = db.prepare('DELETE FROM cart_vouchers WHERE cart_id = ?');
  const cartVouchers = db.prepare<[string], { code: string; kind: 'voucher' | 'giftcard'; value: number; currency: string; redeemed: number }>(
    'SELECT v.code, v.kind, v.value, v.currency, v.redeemed FROM cart_vouchers cv JOIN vouchers v ON v.code = cv.code WHERE cv.cart_id = ? ORDER BY v.kind DESC, v.code',
  );
  const voucherByCode = db.prepare<[string], { code: string; kind: 'voucher' | 'giftcard'; pin: string | null; currency: string; redeemed: number }>(
    'SELECT code, kind, pin, currency, redeemed FROM vouchers WHERE code = ? COLLATE NOCASE',
  );
  const addVoucher = db.prepare('INSERT OR IGNORE INTO cart_vouchers (cart_id, code) VALUES (?, ?)');
  const removeVoucherRow = db.prepare('DELETE FROM cart_vouchers WHERE cart_id = ? AND code = ? COLLATE NOCASE');

  const ensureCart = (owner: Owner): string => {
    const key = ownerKey(owner);
    createCart.run(newId('cart'), key, now());
    return cartIdOf.get(key)!;
  };

  /** A sku's product with its live stock (the variants table, which orders and reservations change). */
  const lookup: SkuLookup = (sku) => {
    const hit = catalogue.productBySkuSync(sku);
    const sizeVariant = hit?.product.colorVariants.flatMap((c) => c.sizeVariants).find((v) => v.sku === sku);
    if (!hit || !sizeVariant) return null;
    const row = stockOf.get(sku);
    return { product: hit.product, sizeVariant: row ? { ...sizeVariant, stock: row.stock, isNos: Boolean(row.is_nos) } : sizeVariant };
  };

  const storedLines = (cartId: string | undefined): (StoredLine & { id: string })[] =>
    (cartId ? items.all(cartId) : []).map((row) => ({
      id: row.id,
      key: row.line_key,
      sku: row.sku,
      count: row.count,
      setArticles: row.set_articles ? fromJson<string[]>(row.set_articles) : null,
      alternativeItem: row.alternative_item ? fromJson<AlternativeItem>(row.alternative_item) : null,
    }));

  const build = (owner: Owner, currency: string, language: string): Cart => {
    const cartId = cartIdOf.get(ownerKey(owner));
    const lineItems: LineItem[] = [];
    const oxidErrors: { message: string }[] = [];
    for (const line of storedLines(cartId)) {
      const item = cartLineOf(lookup, line, language, currency);
      if (item) lineItems.push(item);
      else oxidErrors.push({ message: `The article ${line.sku} is no longer available.` });
    }
    // A voucher in another currency, or one redeemed meanwhile, does not count.
    const applied = (cartId ? cartVouchers.all(cartId) : []).filter((v) => !v.redeemed && v.currency === currency.toUpperCase());
    return {
      cartId: cartId ?? '',
      currency: currency.toUpperCase(),
      lineItems,
      ...cartTotals(
        lineItems,
        currency,
        applied.filter((v) => v.kind === 'voucher').map((v) => ({ code: v.code, amount: v.value })),
        applied.filter((v) => v.kind === 'giftcard').map((v) => ({ code: v.code, value: v.value })),
      ),
      projectSpecificData: { oxidErrors },
    };
  };

  const applied = appliedChanges(db);
  const scope = (owner: Owner) => `cart:${ownerKey(owner)}`;

  const add = db.transaction((owner: Owner, lines: CartLineRequest[]) => applied.once(scope(owner), () => addNow(owner, lines)));
  const addNow = (owner: Owner, lines: CartLineRequest[]): string[] => {
    const cartId = cartIdOf.get(ownerKey(owner));
    // Validate everything first: a failing line must not leave the others written.
    const planned = planAdd(lookup, storedLines(cartId), lines);
    const id = cartId ?? ensureCart(owner);
    const added: string[] = [];
    for (const line of planned) {
      upsertItem.run(
        newId('li'),
        id,
        line.key,
        line.sku,
        line.count,
        line.setArticles ? JSON.stringify(line.setArticles) : null,
        line.alternativeItem ? JSON.stringify(line.alternativeItem) : null,
        now(),
      );
      added.push(itemId.get(id, line.key)!);
    }
    touch.run(now(), id);
    return [...new Set(added)];
  };

  const lineOwnedBy = (owner: Owner, lineItemId: string): { cartId: string; row: ItemRow } => {
    const cartId = cartIdOf.get(ownerKey(owner));
    const row = cartId ? items.all(cartId).find((r) => r.id === lineItemId) : undefined;
    if (!cartId || !row) throw new DomainError('unknown_line_item', 'This line is not in your cart.', 'not_found', 'lineItemId', { list: 'cart' });
    return { cartId, row };
  };

  const update = db.transaction((owner: Owner, lineItemId: string, count: number) =>
    applied.once(scope(owner), () => {
      const { cartId, row } = lineOwnedBy(owner, lineItemId);
      // Only a raised count can exceed the stock: a lowered one is never refused for it.
      assertOrderable(countChangeNeedsStock(row.count, count) ? lookup : ignoringStock(lookup), row.sku, count, 'count');
      setCount.run(count, row.id, cartId);
      touch.run(now(), cartId);
    }),
  );

  const remove = db.transaction((owner: Owner, lineItemId: string) =>
    applied.once(scope(owner), () => {
      const { cartId, row } = lineOwnedBy(owner, lineItemId);
      deleteItem.run(row.id, cartId);
      touch.run(now(), cartId);
    }),
  );

  const merge = db.transaction((from: Owner, into: Owner) => {
    const fromId = cartIdOf.get(ownerKey(from));
    if (!fromId) return;
    const rows = items.all(fromId);
    if (rows.length) {
      const intoId = ensureCart(into);
      const current = new Map(items.all(intoId).map((r) => [r.line_key, r.count]));
      for (const row of rows) {
        // Merged lines keep the quantity limit; stock is checked again at checkout.
        const count = Math.min(QUANTITY_MAX - (current.get(row.line_key) ?? 0), row.count);
        if (count > 0) upsertItem.run(newId('li'), intoId, row.line_key, row.sku, count, row.set_articles, row.alternative_item, now());
      }
    }
    db.prepare('DELETE FROM carts WHERE id = ?').run(fromId);
  });

  const applyVoucher = db.transaction((owner: Owner, code: string, pin: string | undefined, currency: string) =>
    applied.once(scope(owner), () => applyVoucherNow(owner, code, pin, currency)),
  );
  const applyVoucherNow = (owner: Owner, code: string, pin: string | undefined, currency: string) => {
    const cartId = cartIdOf.get(ownerKey(owner));
    if (!cartId || !items.all(cartId).length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
    const voucher = voucherByCode.get(code);
    // One answer for every reason, so codes cannot be probed one property at a time.
    const valid =
      voucher &&
      !voucher.redeemed &&
      voucher.currency === currency.toUpperCase() &&
      (voucher.kind !== 'giftcard' || (pin !== undefined && voucher.pin === pin));
    if (!voucher || !valid) throw new DomainError('voucher_invalid', 'The voucher code is invalid.', 'invalid', 'code');
    addVoucher.run(cartId, voucher.code);
    return voucher.kind;
  };

  const clearSync = (owner: Owner) => {
    const cartId = cartIdOf.get(ownerKey(owner));
    if (!cartId) return;
    db.transaction(() => {
      deleteItems.run(cartId);
      deleteVouchers.run(cartId);
    })();
  };

  return {
    buildSync: build,
    clearSync,
    async applyVoucher(owner, voucher, currency, language) {
      const kind = applyVoucher(owner, voucher.code, voucher.pin, currency);
      return { cart: build(owner, currency, language), kind };
    },
    async removeVoucher(owner, code, currency, language) {
      db.transaction(() =>
        applied.once(scope(owner), () => {
          const cartId = cartIdOf.get(ownerKey(owner));
          if (!cartId || !removeVoucherRow.run(cartId, code).changes)
            throw new DomainError('voucher_not_in_cart', 'This voucher is not in your cart.', 'not_found', 'code');
        }),
      )();
      return build(owner, currency, language);
    },
    async get(owner, currency, language) {
      return build(owner, currency, language);
    },
    async add(owner, lines, currency, language) {
      const addedLineIds = add(owner, lines);
      return { cart: build(owner, currency, language), addedLineIds };
    },
    async updateCount(owner, lineItemId, count, currency, language) {
      update(owner, lineItemId, count);
      return build(owner, currency, language);
    },
    async remove(owner, lineItemId, currency, language) {
      remove(owner, lineItemId);
      return build(owner, currency, language);
    },
    async merge(from, into) {
      merge(from, into);
    },
    async clear(owner) {
      clearSync(owner);
    },
  };
}
