import type { CartLineRequest } from '../../services/carts';
import { DomainError } from '../../services/owner';
import type { AlternativeItem, Cart, LineItem } from '../../../src/domain/cart';
import type { Product, SizeVariant } from '../../../src/domain/product';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { describeVariant } from './lines';

/**
 * The cart rules every commerce backend enforces the same way (accounts-cart-services.md §5): a
 * line needs a known sku, at most QUANTITY_MAX pieces and the online stock (never-out-of-stock
 * articles excepted); a set needs one sub-article of each of its parts. Pure: the adapters give the
 * products and store the result.
 */

/** A sku's product and size variant, or null when the catalogue does not have it. */
export type SkuLookup = (sku: string) => { product: Product; sizeVariant: SizeVariant } | null;

export function lookupIn(productsBySku: ReadonlyMap<string, Product>): SkuLookup {
  return (sku) => {
    const product = productsBySku.get(sku);
    const sizeVariant = product?.colorVariants.flatMap((c) => c.sizeVariants).find((s) => s.sku === sku);
    return product && sizeVariant ? { product, sizeVariant } : null;
  };
}

/** A line as stored: the same sku with another set selection is another line. */
export interface StoredLine {
  key: string;
  sku: string;
  count: number;
  setArticles: string[] | null;
  /** An item of the other shop system; null for the shop's own. */
  alternativeItem: AlternativeItem | null;
}

export function assertOrderable(lookup: SkuLookup, sku: string, wanted: number, field: string): void {
  const hit = lookup(sku);
  if (!hit) throw new DomainError('unknown_sku', `The article ${sku} does not exist.`, 'not_found', field, { sku });
  if (wanted > QUANTITY_MAX) throw new DomainError('quantity_limit', `At most ${QUANTITY_MAX} pieces per article.`, 'invalid', field, { max: QUANTITY_MAX });
  const { stock, isNos } = hit.sizeVariant;
  if (!isNos && wanted > stock) {
    // Sold out is its own code: the shop opens the sold-out dialog for it, whatever the language.
    if (stock === 0) throw new DomainError('sold_out', 'This size is sold out.', 'conflict', field);
    throw new DomainError('insufficient_stock', `Only ${stock} pieces are in stock.`, 'conflict', field, { stock });
  }
}

/**
 * Whether a quantity change is decided on stock: only a raised count can exceed it. A lowered (or
 * unchanged) count reads no stock and is never refused for it; the other rules still apply.
 */
export const countChangeNeedsStock = (from: number, to: number): boolean => to > from;

/** The lookup with every size orderable whatever its stock (unknown sizes, the quantity limit and the set rules as they are). */
export function ignoringStock(lookup: SkuLookup): SkuLookup {
  return (sku) => {
    const hit = lookup(sku);
    return hit && !hit.sizeVariant.isNos ? { ...hit, sizeVariant: { ...hit.sizeVariant, isNos: true } } : hit;
  };
}

/**
 * The stored key of an item of the other shop system: a line of its own per basket item id (the same id added
 * again adds to it). Its parent article must be the product of its sku, and it is never a set.
 */
export function alternativeLineKey(lookup: SkuLookup, sku: string, item: AlternativeItem, index: number): string {
  const hit = lookup(sku);
  if (!hit) throw new DomainError('unknown_sku', `The article ${sku} does not exist.`, 'not_found', `${index}.variant.sku`, { sku });
  if (hit.product.productType === 'set')
    throw new DomainError('alternative_item_set', 'An item of the other shop system is a single article.', 'invalid', `${index}.alternativeItem`);
  if (hit.product.id !== item.parentArticleId)
    throw new DomainError(
      'parent_article_mismatch',
      `The article ${sku} does not belong to the parent article ${item.parentArticleId}.`,
      'invalid',
      `${index}.alternativeItem.parentArticleId`,
      { sku, parentArticleId: item.parentArticleId },
    );
  return `${sku}#${item.basketitemid}`;
}

/** The stored key and set selection of a requested line, after checking the set rules. */
export function lineKeyOf(lookup: SkuLookup, line: CartLineRequest, index: number): { key: string; set: string[] | null } {
  if (line.alternativeItem) return { key: alternativeLineKey(lookup, line.sku, line.alternativeItem, index), set: null };
  const hit = lookup(line.sku);
  if (!hit) throw new DomainError('unknown_sku', `The article ${line.sku} does not exist.`, 'not_found', `${index}.variant.sku`, { sku: line.sku });
  if (hit.product.productType !== 'set') {
    if (line.selectedSetArticles?.length)
      throw new DomainError('not_a_set', 'Only a set takes selected set articles.', 'invalid', `${index}.selectedSetArticles`);
    return { key: line.sku, set: null };
  }
  const chosen = line.selectedSetArticles ?? [];
  const parts = new Set(hit.product.subProducts);
  const covered = new Set<string>();
  for (const sku of chosen) {
    const part = lookup(sku);
    if (!part || !parts.has(part.product.id) || covered.has(part.product.id)) {
      throw new DomainError('set_article_invalid', `The article ${sku} is not a part of this set.`, 'invalid', `${index}.selectedSetArticles`, { sku });
    }
    covered.add(part.product.id);
  }
  if (covered.size !== parts.size) throw new DomainError('set_incomplete', 'select size for all products', 'invalid', `${index}.selectedSetArticles`);
  const sorted = [...chosen].sort();
  return { key: `${line.sku}|${sorted.join(',')}`, set: sorted };
}

/**
 * Checks every requested line against what the cart holds before anything is written: a failing line
 * leaves the cart as it was. Returns the lines to add (count to add, not the new total).
 */
export function planAdd(lookup: SkuLookup, existing: readonly StoredLine[], lines: readonly CartLineRequest[]): (StoredLine & { index: number })[] {
  const byKey = new Map<string, number>();
  const bySku = new Map<string, number>();
  for (const row of existing) {
    byKey.set(row.key, (byKey.get(row.key) ?? 0) + row.count);
    bySku.set(row.sku, (bySku.get(row.sku) ?? 0) + row.count);
    for (const part of row.setArticles ?? []) bySku.set(part, (bySku.get(part) ?? 0) + row.count);
  }
  return lines.map((line, index) => {
    const { key, set } = lineKeyOf(lookup, line, index);
    const wantedLine = (byKey.get(key) ?? 0) + line.count;
    const wantedSku = (bySku.get(line.sku) ?? 0) + line.count;
    byKey.set(key, wantedLine);
    bySku.set(line.sku, wantedSku);
    assertOrderable(lookup, line.sku, Math.max(wantedLine, wantedSku), `${index}.count`);
    for (const part of set ?? []) {
      const partCount = (bySku.get(part) ?? 0) + line.count;
      bySku.set(part, partCount);
      assertOrderable(lookup, part, partCount, `${index}.selectedSetArticles`);
    }
    return { key, sku: line.sku, count: line.count, setArticles: set, alternativeItem: line.alternativeItem ?? null, index };
  });
}

/** A cart line in the shopper's language and currency; null when its article left the catalogue. */
export function cartLineOf(
  lookup: SkuLookup,
  line: { id: string; sku: string; count: number; setArticles: string[] | null; alternativeItem?: AlternativeItem | null; unitPrice?: number },
  language: string,
  currency: string,
): LineItem | null {
  const hit = lookup(line.sku);
  const info = hit && describeVariant(hit.product, line.sku, language, currency);
  if (!info) return null;
  const price = line.unitPrice ?? info.price;
  return {
    lineItemId: line.id,
    name: info.name,
    count: line.count,
    price,
    ...(info.strikePrice !== undefined ? { strikePrice: info.strikePrice } : {}),
    totalPrice: price * line.count,
    variant: { id: line.sku, sku: line.sku, projectSpecificData: { size: info.size, color: info.color, articleNumber: info.colorVariant.itemnum } },
    projectSpecificData: {
      brand: info.brand,
      categories: info.product.categories,
      productId: info.product.id,
      productType: info.product.productType,
      ...(line.setArticles
        ? {
            setArticleData: {
              selectedArticles: line.setArticles.flatMap((sku) => {
                const partHit = lookup(sku);
                const part = partHit && describeVariant(partHit.product, sku, language, currency);
                return part ? [{ sku, name: part.name, size: part.size, color: part.color, articleNumber: part.colorVariant.itemnum }] : [];
              }),
            },
          }
        : {}),
      ...(line.alternativeItem
        ? { alternativeItem: { basketitemid: line.alternativeItem.basketitemid, parentArticleId: line.alternativeItem.parentArticleId } }
        : {}),
    },
  };
}

/** The embedded shop ships free to Germany from 100 € (the note refers to Germany only). */
export const FREE_SHIPPING_THRESHOLD_CENTS: Readonly<Record<string, number>> = { EUR: 10_000 };

/**
 * Sums and discounts: vouchers first (their amounts as the backend computed them), gift cards pay
 * what remains of their value; the total never drops below zero.
 */
export function cartTotals(
  lineItems: LineItem[],
  currency: string,
  vouchers: { code: string; amount: number }[],
  giftCards: { code: string; value: number }[],
): Pick<Cart, 'sum' | 'discounts' | 'total' | 'itemCount' | 'freeShippingThreshold'> {
  const sum = lineItems.reduce((s, l) => s + l.totalPrice, 0);
  let remaining = sum;
  const discounts: Cart['discounts'] = [];
  for (const v of vouchers) {
    const amount = Math.min(v.amount, remaining);
    remaining -= amount;
    discounts.push({ code: v.code, kind: 'voucher', amount });
  }
  for (const g of giftCards) {
    const amount = Math.min(g.value, remaining);
    remaining -= amount;
    discounts.push({ code: g.code, kind: 'giftcard', amount });
  }
  const upper = currency.toUpperCase();
  return {
    sum,
    discounts,
    total: remaining,
    itemCount: lineItems.reduce((s, l) => s + l.count, 0),
    ...(FREE_SHIPPING_THRESHOLD_CENTS[upper] ? { freeShippingThreshold: FREE_SHIPPING_THRESHOLD_CENTS[upper] } : {}),
  };
}
