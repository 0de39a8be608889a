import { describe, expect, it } from 'vitest';
import { passesWithStockMargin } from '../../extensions/adapters/commercetools/cart-lines';
import { countChangeNeedsStock, ignoringStock, planAdd, type SkuLookup, type StoredLine } from '../../extensions/adapters/shared/cart-rules';
import { CACHED_STOCK_MARGIN, QUANTITY_MAX } from '../../src/config/constants';
import type { Product, SizeVariant } from '../../src/domain/product';

/** Sizes of one regular article: `stock` pieces each, or never out of stock. */
function lookupOf(sizes: Record<string, { stock: number; isNos?: boolean }>): SkuLookup {
  const product = { id: 'P1', productType: 'regular', subProducts: [] } as unknown as Product;
  return (sku) => {
    const size = sizes[sku];
    return size ? { product, sizeVariant: { sku, stock: size.stock, isNos: size.isNos ?? false } as SizeVariant } : null;
  };
}

const inCart = (sku: string, count: number): StoredLine => ({ key: sku, sku, count, setArticles: null, alternativeItem: null });

describe(`a basket change is decided on the cached stock only with ${CACHED_STOCK_MARGIN} pieces to spare`, () => {
  it.each([
    { rule: 'an add that leaves the margin', stock: 10, existing: 0, add: 10 - CACHED_STOCK_MARGIN, cached: true },
    { rule: 'an add one piece into the margin', stock: 10, existing: 0, add: 10 - CACHED_STOCK_MARGIN + 1, cached: false },
    { rule: 'the pieces in the cart count', stock: 10, existing: 3, add: 10 - CACHED_STOCK_MARGIN - 3, cached: true },
    { rule: 'the pieces in the cart count, one too many', stock: 10, existing: 3, add: 10 - CACHED_STOCK_MARGIN - 2, cached: false },
    { rule: 'a size with less stock than the margin', stock: CACHED_STOCK_MARGIN, existing: 0, add: 1, cached: false },
    { rule: 'a sold-out size (the fresh read refuses it)', stock: 0, existing: 0, add: 1, cached: false },
    { rule: 'a never-out-of-stock size', stock: 0, isNos: true, existing: 0, add: 3, cached: true },
  ])('$rule: stock $stock, $existing in the cart, $add more -> cached $cached', ({ stock, isNos, existing, add, cached }) => {
    const lookup = lookupOf({ A: { stock, isNos } });
    expect(passesWithStockMargin(lookup, existing ? [inCart('A', existing)] : [], [{ sku: 'A', count: add }])).toBe(cached);
  });

  it.each([
    { rule: 'an unknown size', sku: 'X', count: 1, code: 'unknown_sku' },
    { rule: 'more than the quantity limit', sku: 'A', count: QUANTITY_MAX + 1, code: 'quantity_limit' },
  ])('a refusal that is not about stock is thrown as it is: $rule', ({ sku, count, code }) => {
    const lookup = lookupOf({ A: { stock: 0, isNos: true } });
    expect(() => passesWithStockMargin(lookup, [], [{ sku, count }])).toThrow(expect.objectContaining({ code }));
  });
});

describe('a quantity change reads stock only when it raises the count', () => {
  it.each([
    { rule: 'a raised count', from: 2, to: 3, needsStock: true },
    { rule: 'from one to the limit', from: 1, to: QUANTITY_MAX, needsStock: true },
    { rule: 'a lowered count', from: 3, to: 2, needsStock: false },
    { rule: 'the same count (a repeat)', from: 2, to: 2, needsStock: false },
  ])('$rule: $from -> $to needs stock $needsStock', ({ from, to, needsStock }) => {
    expect(countChangeNeedsStock(from, to)).toBe(needsStock);
  });

  it.each([
    { rule: 'a lowered count above the stock passes', sku: 'A', count: 4, code: null },
    { rule: 'a sold-out size passes', sku: 'B', count: 1, code: null },
    { rule: 'an unknown size is still refused', sku: 'X', count: 1, code: 'unknown_sku' },
    { rule: 'the quantity limit still holds', sku: 'A', count: QUANTITY_MAX + 1, code: 'quantity_limit' },
  ])('decided without stock: $rule', ({ sku, count, code }) => {
    const lookup = ignoringStock(lookupOf({ A: { stock: 2 }, B: { stock: 0 } }));
    const plan = () => planAdd(lookup, [], [{ sku, count }]);
    if (code) expect(plan).toThrow(expect.objectContaining({ code }));
    else expect(plan()).toHaveLength(1);
  });
});
