import type { Cart as CtCart, CartUpdateAction, LineItem as CtLineItem, LineItemDraft } from '@commercetools/platform-sdk';
import type { CartLineRequest } from '../../services/carts';
import { DomainError } from '../../services/owner';
import { CACHED_STOCK_MARGIN } from '../../../src/config/constants';
import { planAdd, type SkuLookup, type StoredLine } from '../shared/cart-rules';
import { alternativeItemSchema, type AlternativeItem } from '../../../src/domain/cart';
import type { Change } from './write-once';
import { TYPES } from './model';

/**
 * The shop's lines in commercetools carts, as pure functions: a set's chosen parts in the line's
 * custom field (so two selections of one set are two lines), the update action adding a line, what
 * vouchers took off, and the change that takes a cart change back.
 */

export function setArticlesOf(line: CtLineItem): string[] | null {
  const value = line.custom?.fields?.setArticles;
  return typeof value === 'string' && value ? value.split(',') : null;
}

/** An item of the other shop system: its basket item id and parent article, kept in the line's custom field. */
export function alternativeItemOf(line: CtLineItem): AlternativeItem | null {
  const value = line.custom?.fields?.alternativeItem;
  if (typeof value !== 'string' || !value) return null;
  try {
    const parsed = alternativeItemSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored key of a line: a set's selection, or the other shop system's basket item id, makes a line of its own. */
function keyOf(sku: string, set: string[] | null, alternative: AlternativeItem | null): string {
  if (alternative) return `${sku}#${alternative.basketitemid}`;
  return set ? `${sku}|${set.join(',')}` : sku;
}

/** The lines as the cart rules see them. */
export function storedLines(cart: CtCart | null): StoredLine[] {
  return (cart?.lineItems ?? []).map((l) => {
    const set = setArticlesOf(l);
    const alternativeItem = alternativeItemOf(l);
    return { key: keyOf(l.variant.sku!, set, alternativeItem), sku: l.variant.sku!, count: l.quantity, setArticles: set, alternativeItem };
  });
}

/** Every sku a cart's lines name, the parts of sets included. */
export const skusOf = (cart: CtCart | null) => storedLines(cart).flatMap((l) => [l.sku, ...(l.setArticles ?? [])]);

/** The line's custom fields: a set's selection, an item of the other shop system. */
function lineFields(setArticles: string[] | null, alternative: AlternativeItem | null): Record<string, string> | null {
  const fields: Record<string, string> = {};
  if (setArticles) fields.setArticles = setArticles.join(',');
  if (alternative) fields.alternativeItem = JSON.stringify({ basketitemid: alternative.basketitemid, parentArticleId: alternative.parentArticleId });
  return Object.keys(fields).length ? fields : null;
}

/** A line as a cart draft takes it (a new cart created with its first lines). */
export const lineItemDraft = (sku: string, quantity: number, setArticles: string[] | null, alternative: AlternativeItem | null = null): LineItemDraft => {
  const fields = lineFields(setArticles, alternative);
  return { sku, quantity, ...(fields ? { custom: { type: { typeId: 'type', key: TYPES.lineItem }, fields } } : {}) };
};

/** The update action adding such a line. */
export const lineDraft = (sku: string, quantity: number, setArticles: string[] | null, alternative: AlternativeItem | null = null): CartUpdateAction => ({
  action: 'addLineItem',
  ...lineItemDraft(sku, quantity, setArticles, alternative),
});

/** The update action adding a line like this one (the same custom fields). */
export const lineDraftLike = (line: CtLineItem, quantity: number = line.quantity): CartUpdateAction =>
  lineDraft(line.variant.sku!, quantity, setArticlesOf(line), alternativeItemOf(line));

/**
 * What commercetools took off for each applied discount code (line and total discounts), for a cart
 * or an order read with `expand=discountCodes[*].discountCode`.
 */
export function voucherAmounts(
  resource: Pick<CtCart, 'lineItems' | 'discountOnTotalPrice'> & { discountCodes?: CtCart['discountCodes'] },
): { code: string; amount: number }[] {
  const byCartDiscount = new Map<string, number>();
  for (const l of resource.lineItems) {
    for (const part of l.discountedPricePerQuantity ?? []) {
      for (const d of part.discountedPrice.includedDiscounts)
        byCartDiscount.set(d.discount.id, (byCartDiscount.get(d.discount.id) ?? 0) + d.discountedAmount.centAmount * part.quantity);
    }
  }
  for (const d of resource.discountOnTotalPrice?.includedDiscounts ?? [])
    byCartDiscount.set(d.discount.id, (byCartDiscount.get(d.discount.id) ?? 0) + d.discountedAmount.centAmount);
  return (resource.discountCodes ?? []).flatMap((info) => {
    const code = info.discountCode.obj;
    if (!code || (info.state !== undefined && info.state !== 'MatchesCart')) return [];
    return [{ code: code.code, amount: code.cartDiscounts.reduce((sum, ref) => sum + (byCartDiscount.get(ref.id) ?? 0), 0) }];
  });
}

/**
 * The change that takes a cart change back (write-once.ts: it landed although its action answered
 * 503): lines added are taken off again, quantities and removed lines put back as they were
 * before, vouchers and gift cards likewise.
 */
export function undoCartChange(
  now: CtCart,
  sent: Change<CartUpdateAction>,
  before: Pick<CtCart, 'lineItems' | 'discountCodes' | 'custom'>,
): Change<CartUpdateAction> {
  const actions: CartUpdateAction[] = [];
  const fields: Record<string, string> = {};
  const fieldOf = (l: CtLineItem, name: string) => (typeof l.custom?.fields?.[name] === 'string' ? (l.custom.fields[name] as string) : null);
  const sameLine = (l: CtLineItem, sku: string | undefined, set: string | null, alternative: string | null) =>
    l.variant.sku === sku && (fieldOf(l, 'setArticles') || null) === set && (fieldOf(l, 'alternativeItem') || null) === alternative;
  for (const action of sent.actions ?? []) {
    if (action.action === 'addLineItem') {
      const set = typeof action.custom?.fields?.setArticles === 'string' ? action.custom.fields.setArticles : null;
      const alternative = typeof action.custom?.fields?.alternativeItem === 'string' ? action.custom.fields.alternativeItem : null;
      const line = now.lineItems.find((l) => sameLine(l, action.sku, set, alternative));
      if (!line) continue;
      const left = line.quantity - (action.quantity ?? 1);
      actions.push(left > 0 ? { action: 'changeLineItemQuantity', lineItemId: line.id, quantity: left } : { action: 'removeLineItem', lineItemId: line.id });
    } else if (action.action === 'changeLineItemQuantity') {
      const was = before.lineItems.find((l) => l.id === action.lineItemId);
      if (was && now.lineItems.some((l) => l.id === action.lineItemId))
        actions.push({ action: 'changeLineItemQuantity', lineItemId: was.id, quantity: was.quantity });
    } else if (action.action === 'removeLineItem') {
      const was = before.lineItems.find((l) => l.id === action.lineItemId);
      if (was && !now.lineItems.some((l) => l.id === action.lineItemId)) actions.push(lineDraftLike(was));
    } else if (action.action === 'addDiscountCode') {
      const applied = now.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === action.code.toLowerCase());
      if (applied) actions.push({ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: applied.discountCode.id } });
    } else if (action.action === 'removeDiscountCode') {
      const was = before.discountCodes.find((d) => d.discountCode.id === action.discountCode.id)?.discountCode.obj?.code;
      if (was) actions.push({ action: 'addDiscountCode', code: was });
    }
  }
  for (const name of Object.keys(sent.fields ?? {})) {
    const was = before.custom?.fields?.[name];
    fields[name] = typeof was === 'string' ? was : name === 'giftCards' ? '[]' : '';
  }
  return { actions, ...(Object.keys(fields).length ? { fields } : {}) };
}

/**
 * Whether an add or a quantity change may be decided on cached stock figures: it passes with
 * `margin` pieces fewer of each size than the figures say (never-out-of-stock sizes as they are).
 * False sends the decision to a fresh read; a refusal that is not about stock (an unknown size, the
 * quantity limit, a set's rules) is thrown as it is.
 */
export function passesWithStockMargin(
  lookup: SkuLookup,
  existing: readonly StoredLine[],
  lines: readonly CartLineRequest[],
  margin = CACHED_STOCK_MARGIN,
): boolean {
  const lower: SkuLookup = (sku) => {
    const hit = lookup(sku);
    if (!hit || hit.sizeVariant.isNos) return hit;
    return { ...hit, sizeVariant: { ...hit.sizeVariant, stock: Math.max(0, hit.sizeVariant.stock - margin) } };
  };
  try {
    planAdd(lower, existing, lines);
    return true;
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'sold_out' || error.code === 'insufficient_stock')) return false;
    throw error;
  }
}
