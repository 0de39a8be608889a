import type { ShoppingList, ShoppingListLineItemDraft, ShoppingListUpdateAction } from '@commercetools/platform-sdk';
import type { Change } from './write-once';

/**
 * The shop's wishlist entries in a commercetools shopping list, as pure functions: an entry with a
 * size is a line item of that sku (keyed `sku-<sku>`); a colour without a size has no variant to
 * reference, so it lives in the list's `colours` custom field.
 */

/** A colour remembered without a size, kept in the list's `colours` custom field. */
export interface SizelessColour {
  id: string;
  itemnum: string;
  addedAt: string;
}

/** The line-item key of a sized entry: it names the sku even where a backend leaves out the expanded variant. */
export const SKU_KEY_PREFIX = 'sku-';

export function coloursOf(list: Pick<ShoppingList, 'custom'>): SizelessColour[] {
  const raw = list.custom?.fields?.colours;
  if (typeof raw !== 'string') return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as SizelessColour[]).filter((c) => typeof c?.itemnum === 'string' && typeof c.id === 'string') : [];
  } catch {
    return [];
  }
}

/** The sku of a line (from its key where a backend leaves out the variant). */
export const skuOf = (line: ShoppingList['lineItems'][number]) =>
  line.variant?.sku ?? (line.key?.startsWith(SKU_KEY_PREFIX) ? line.key.slice(SKU_KEY_PREFIX.length) : undefined);

/** A sized entry as a line item (of a new list, or added by an update). */
export const sizedLine = (sku: string, addedAt: string): ShoppingListLineItemDraft => ({ sku, key: `${SKU_KEY_PREFIX}${sku}`, quantity: 1, addedAt });

/**
 * The change that takes a list change back (write-once.ts: it landed although its action answered
 * 503): entries added are removed, entries removed put back with their time, the colours as before.
 */
export function undoListChange(
  now: ShoppingList,
  sent: Change<ShoppingListUpdateAction>,
  before: Pick<ShoppingList, 'lineItems' | 'custom'>,
): Change<ShoppingListUpdateAction> {
  const actions: ShoppingListUpdateAction[] = [];
  for (const action of sent.actions ?? []) {
    if (action.action === 'addLineItem' && action.key) {
      const line = now.lineItems.find((l) => l.key === action.key);
      if (line) actions.push({ action: 'removeLineItem', lineItemId: line.id });
    }
  }
  for (const action of sent.actions ?? []) {
    if (action.action === 'removeLineItem') {
      const was = before.lineItems.find((l) => l.id === action.lineItemId);
      const sku = was ? skuOf(was) : undefined;
      if (was && sku) actions.push({ action: 'addLineItem', ...sizedLine(sku, was.addedAt), key: was.key ?? `${SKU_KEY_PREFIX}${sku}` });
    }
  }
  const fields =
    sent.fields?.colours !== undefined ? { colours: typeof before.custom?.fields?.colours === 'string' ? before.custom.fields.colours : '[]' } : undefined;
  return { actions, ...(fields ? { fields } : {}) };
}
