import type { CartLineRequest, CartsPort } from '../../services/carts';
import { DomainError, ownerKey, type Owner } from '../../services/owner';
import type { Cart, LineItem } from '../../../src/domain/cart';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { fromJson, now, type Db } from './db';
import type { EmbeddedCatalogue } from './catalogue';
import { describeSku } from './lines';
import { newId } from '../shared/ids';

/** The embedded shop ships free to Germany from 100 € (the note refers to Germany only). */
export const FREE_SHIPPING_THRESHOLD_CENTS: Readonly<Record<string, number>> = { EUR: 10_000 };

interface ItemRow {
  id: string;
  line_key: string;
  sku: string;
  count: number;
  set_articles: string | null;
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
  const items = db.prepare<[string], ItemRow>('SELECT id, line_key, sku, count, set_articles FROM cart_items WHERE cart_id = ? ORDER BY created_at, id');
  const stockOf = db.prepare<[string], { stock: number; is_nos: number }>('SELECT stock, is_nos FROM variants WHERE sku = ?');
  const upsertItem = db.prepare(
    `INSERT INTO cart_items (id, cart_id, line_key, sku, count, set_articles, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
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

  const build = (owner: Owner, currency: string, language: string): Cart => {
    const cartId = cartIdOf.get(ownerKey(owner));
    const lineItems: LineItem[] = [];
    const oxidErrors: { message: string }[] = [];
    for (const row of cartId ? items.all(cartId) : []) {
      const info = describeSku(catalogue, row.sku, language, currency);
      if (!info) {
        oxidErrors.push({ message: `The article ${row.sku} is no longer available.` });
        continue;
      }
      const selected = row.set_articles ? fromJson<string[]>(row.set_articles) : null;
      lineItems.push({
        lineItemId: row.id,
        name: info.name,
        count: row.count,
        price: info.price,
        ...(info.strikePrice !== undefined ? { strikePrice: info.strikePrice } : {}),
        totalPrice: info.price * row.count,
        variant: { id: row.sku, sku: row.sku, projectSpecificData: { size: info.size, color: info.color, articleNumber: info.colorVariant.itemnum } },
        projectSpecificData: {
          brand: info.brand,
          categories: info.product.categories,
          productId: info.product.id,
          productType: info.product.productType,
          ...(selected
            ? {
                setArticleData: {
                  selectedArticles: selected.flatMap((sku) => {
                    const part = describeSku(catalogue, sku, language, currency);
                    return part ? [{ sku, name: part.name, size: part.size, color: part.color, articleNumber: part.colorVariant.itemnum }] : [];
                  }),
                },
              }
            : {}),
        },
      });
    }
    const sum = lineItems.reduce((s, l) => s + l.totalPrice, 0);
    // Vouchers first, gift cards pay what remains; a voucher in another currency does not count.
    let remaining = sum;
    const discounts: Cart['discounts'] = [];
    for (const v of cartId ? cartVouchers.all(cartId) : []) {
      if (v.redeemed || v.currency !== currency.toUpperCase()) continue;
      const amount = Math.min(v.value, remaining);
      remaining -= amount;
      discounts.push({ code: v.code, kind: v.kind, amount });
    }
    return {
      cartId: cartId ?? '',
      currency: currency.toUpperCase(),
      lineItems,
      sum,
      discounts,
      total: remaining,
      itemCount: lineItems.reduce((s, l) => s + l.count, 0),
      ...(FREE_SHIPPING_THRESHOLD_CENTS[currency.toUpperCase()] ? { freeShippingThreshold: FREE_SHIPPING_THRESHOLD_CENTS[currency.toUpperCase()] } : {}),
      projectSpecificData: { oxidErrors },
    };
  };

  const assertOrderable = (sku: string, wanted: number, field: string) => {
    const row = stockOf.get(sku);
    if (!row) throw new DomainError('unknown_sku', `The article ${sku} does not exist.`, 'not_found', field, { sku });
    if (wanted > QUANTITY_MAX) throw new DomainError('quantity_limit', `At most ${QUANTITY_MAX} pieces per article.`, 'invalid', field, { max: QUANTITY_MAX });
    if (!row.is_nos && wanted > row.stock) {
      // Sold out is its own code: the shop opens the sold-out dialog for it, whatever the language.
      if (row.stock === 0) throw new DomainError('sold_out', 'This size is sold out.', 'conflict', field);
      throw new DomainError('insufficient_stock', `Only ${row.stock} pieces are in stock.`, 'conflict', field, { stock: row.stock });
    }
  };

  /** The stored key and set selection of a requested line, after checking the set rules. */
  const lineKeyOf = (line: CartLineRequest, index: number): { key: string; set: string[] | null } => {
    const hit = catalogue.productBySkuSync(line.sku);
    if (!hit) throw new DomainError('unknown_sku', `The article ${line.sku} does not exist.`, 'not_found', `${index}.variant.sku`, { sku: line.sku });
    const isSet = hit.product.productType === 'set';
    if (!isSet) {
      if (line.selectedSetArticles?.length) throw new DomainError('not_a_set', 'Only a set takes selected set articles.', 'invalid', `${index}.selectedSetArticles`);
      return { key: line.sku, set: null };
    }
    const chosen = line.selectedSetArticles ?? [];
    const parts = new Set(hit.product.subProducts);
    const covered = new Set<string>();
    for (const sku of chosen) {
      const part = catalogue.productBySkuSync(sku);
      if (!part || !parts.has(part.product.id) || covered.has(part.product.id)) {
        throw new DomainError('set_article_invalid', `The article ${sku} is not a part of this set.`, 'invalid', `${index}.selectedSetArticles`, { sku });
      }
      covered.add(part.product.id);
    }
    if (covered.size !== parts.size) throw new DomainError('set_incomplete', 'select size for all products', 'invalid', `${index}.selectedSetArticles`);
    const sorted = [...chosen].sort();
    return { key: `${line.sku}|${sorted.join(',')}`, set: sorted };
  };

  const add = db.transaction((owner: Owner, lines: CartLineRequest[]) => {
    const cartId = cartIdOf.get(ownerKey(owner));
    const existing = new Map<string, number>();
    const inCart = new Map<string, number>();
    for (const row of cartId ? items.all(cartId) : []) {
      existing.set(row.line_key, row.count);
      inCart.set(row.sku, (inCart.get(row.sku) ?? 0) + row.count);
    }
    // Validate everything first: a failing line must not leave the others written.
    const planned = lines.map((line, index) => {
      const { key, set } = lineKeyOf(line, index);
      const wantedLine = (existing.get(key) ?? 0) + line.count;
      const wantedSku = (inCart.get(line.sku) ?? 0) + line.count;
      inCart.set(line.sku, wantedSku);
      existing.set(key, wantedLine);
      assertOrderable(line.sku, Math.max(wantedLine, wantedSku), `${index}.count`);
      for (const part of set ?? []) {
        const partCount = (inCart.get(part) ?? 0) + line.count;
        inCart.set(part, partCount);
        assertOrderable(part, partCount, `${index}.selectedSetArticles`);
      }
      return { line, key, set };
    });
    const id = cartId ?? ensureCart(owner);
    const added: string[] = [];
    for (const { line, key, set } of planned) {
      upsertItem.run(newId('li'), id, key, line.sku, line.count, set ? JSON.stringify(set) : null, now());
      added.push(itemId.get(id, key)!);
    }
    touch.run(now(), id);
    return [...new Set(added)];
  });

  const lineOwnedBy = (owner: Owner, lineItemId: string): { cartId: string; row: ItemRow } => {
    const cartId = cartIdOf.get(ownerKey(owner));
    const row = cartId ? items.all(cartId).find((r) => r.id === lineItemId) : undefined;
    if (!cartId || !row) throw new DomainError('unknown_line_item', 'This line is not in your cart.', 'not_found', 'lineItemId', { list: 'cart' });
    return { cartId, row };
  };

  const update = db.transaction((owner: Owner, lineItemId: string, count: number) => {
    const { cartId, row } = lineOwnedBy(owner, lineItemId);
    assertOrderable(row.sku, count, 'count');
    setCount.run(count, row.id, cartId);
    touch.run(now(), cartId);
  });

  const remove = db.transaction((owner: Owner, lineItemId: string) => {
    const { cartId, row } = lineOwnedBy(owner, lineItemId);
    deleteItem.run(row.id, cartId);
    touch.run(now(), cartId);
  });

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
        if (count > 0) upsertItem.run(newId('li'), intoId, row.line_key, row.sku, count, row.set_articles, now());
      }
    }
    db.prepare('DELETE FROM carts WHERE id = ?').run(fromId);
  });

  const applyVoucher = db.transaction((owner: Owner, code: string, pin: string | undefined, currency: string) => {
    const cartId = cartIdOf.get(ownerKey(owner));
    if (!cartId || !items.all(cartId).length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
    const voucher = voucherByCode.get(code);
    // One answer for every reason, so codes cannot be probed one property at a time.
    const valid = voucher && !voucher.redeemed && voucher.currency === currency.toUpperCase() && (voucher.kind !== 'giftcard' || (pin !== undefined && voucher.pin === pin));
    if (!voucher || !valid) throw new DomainError('voucher_invalid', 'The voucher code is invalid.', 'invalid', 'code');
    addVoucher.run(cartId, voucher.code);
    return voucher.kind;
  });

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
      const cartId = cartIdOf.get(ownerKey(owner));
      if (!cartId || !removeVoucherRow.run(cartId, code).changes) throw new DomainError('voucher_not_in_cart', 'This voucher is not in your cart.', 'not_found', 'code');
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
