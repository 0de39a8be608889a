import type { ShoppingList, ShoppingListUpdateAction } from '@commercetools/platform-sdk';
import type { WishlistsPort } from '../../services/wishlists';
import { DomainError, type Owner } from '../../services/owner';
import type { Wishlist, WishlistLineItem } from '../../../src/domain/wishlist';
import { translate } from '../../../src/domain/i18n';
import type { ColorVariant, Product, SizeVariant } from '../../../src/domain/product';
import { GUEST_WISHLIST_RETENTION_DAYS } from '../../../src/config/constants';
import { asLanguage } from '../shared/lines';
import { randomUUID } from 'node:crypto';
import { ct, isNotFound, literal, type CtApi } from './client';
import { type Change, hasLanded, isConflict, REQUESTS_FIELD, writeOnce } from './write-once';
import { writeId } from '../../services/request-scope';
import { TYPES } from './model';
import type { CtCatalogue } from './catalogue';

const DAY_MS = 86_400_000;

/** A colour remembered without a size, kept in the list's `colours` custom field. */
interface SizelessColour {
  id: string;
  itemnum: string;
  addedAt: string;
}

/** The line-item key of a sized entry: it names the sku even where a backend leaves out the expanded variant. */
const SKU_KEY_PREFIX = 'sku-';

function coloursOf(list: ShoppingList): SizelessColour[] {
  const raw = list.custom?.fields?.colours;
  if (typeof raw !== 'string') return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as SizelessColour[]).filter((c) => typeof c?.itemnum === 'string' && typeof c.id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The change that takes a list change back (write-once.ts: it landed although its action answered
 * 503): entries added are removed, entries removed put back with their time, the colours as before.
 */
export function undoListChange(now: ShoppingList, sent: Change<ShoppingListUpdateAction>, before: ShoppingList): Change<ShoppingListUpdateAction> {
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
      const sku = was?.variant?.sku ?? (was?.key?.startsWith(SKU_KEY_PREFIX) ? was.key.slice(SKU_KEY_PREFIX.length) : undefined);
      if (was && sku) actions.push({ action: 'addLineItem', sku, key: was.key ?? `${SKU_KEY_PREFIX}${sku}`, quantity: 1, addedAt: was.addedAt });
    }
  }
  const fields =
    sent.fields?.colours !== undefined ? { colours: typeof before.custom?.fields?.colours === 'string' ? before.custom.fields.colours : '[]' } : undefined;
  return { actions, ...(fields ? { fields } : {}) };
}

type Entry = { id: string; kind: 'line' | 'colour'; addedAt: string; product: Product; cv: ColorVariant; sv?: SizeVariant };

/**
 * Wishlists as commercetools shopping lists: a guest's by anonymousId (commercetools deletes it 7
 * days after its last change), an account's by customer, merged on login. An entry with a size is
 * a line item of that sku (keyed `sku-<sku>`); a colour without a size has no variant to reference,
 * so it lives in the list's `colours` custom field (type `hirmer-wishlist`).
 */
export function createCtWishlists(api: CtApi, catalogue: CtCatalogue, clock: () => number = Date.now): WishlistsPort {
  const predicate = (owner: Owner) => (owner.kind === 'account' ? `customer(id = ${literal(owner.id)})` : `anonymousId = ${literal(owner.id)}`);
  // Entries added within one millisecond still list newest first: each gets a later time than the last.
  let lastAdded = 0;
  const nextAddedAt = () => {
    lastAdded = Math.max(clock(), lastAdded + 1);
    return new Date(lastAdded).toISOString();
  };
  const visibleSince = (owner: Owner) => (owner.kind === 'session' ? clock() - GUEST_WISHLIST_RETENTION_DAYS * DAY_MS : 0);

  async function listOf(owner: Owner): Promise<ShoppingList | null> {
    const page = await ct(() =>
      api
        .shoppingLists()
        .get({ queryArgs: { where: predicate(owner), sort: 'createdAt asc', limit: 1 } })
        .execute(),
    );
    return page.results[0] ?? null;
  }

  /** The owner's list, created when missing (a second one, from a create sent twice, is newer and never chosen). */
  async function ensure(owner: Owner): Promise<ShoppingList> {
    const found = await listOf(owner);
    if (found) return found;
    await ct(() =>
      api
        .shoppingLists()
        .post({
          body: {
            name: { de: 'Merkzettel', en: 'Wishlist' },
            custom: { type: { typeId: 'type', key: TYPES.wishlist }, fields: { colours: '[]', [REQUESTS_FIELD]: '[]' } },
            ...(owner.kind === 'account'
              ? { customer: { typeId: 'customer', id: owner.id } }
              : { anonymousId: owner.id, deleteDaysAfterLastModification: GUEST_WISHLIST_RETENTION_DAYS }),
          },
        })
        .execute(),
    );
    const created = await listOf(owner);
    if (!created) throw new Error(`The wishlist created for ${owner.kind} ${owner.id} is not listed.`);
    return created;
  }

  async function readList(id: string): Promise<ShoppingList> {
    try {
      return await ct(() => api.shoppingLists().withId({ ID: id }).get().execute());
    } catch (error) {
      if (isNotFound(error)) throw new DomainError('unknown_line_item', 'This article is not on your wishlist.', 'not_found', undefined, { list: 'wishlist' });
      throw error;
    }
  }

  async function send(list: ShoppingList, actions: ShoppingListUpdateAction[]): Promise<ShoppingList> {
    return (
      await api
        .shoppingLists()
        .withId({ ID: list.id })
        .post({ body: { version: list.version, actions } })
        .execute()
    ).body;
  }

  /** The custom fields of a list (its type set first when it has none: the colours start empty). */
  function custom(list: ShoppingList, fields: Record<string, string>): ShoppingListUpdateAction[] {
    if (!list.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPES.wishlist }, fields: { colours: '[]', ...fields } }];
    return Object.entries(fields).map(([name, value]) => ({ action: 'setCustomField', name, value }));
  }

  /** Deletes a list at its version (read again when it changed meanwhile; gone already: fine). */
  async function removeList(list: ShoppingList): Promise<void> {
    for (let attempt = 0, current = list; ; attempt++) {
      try {
        await api
          .shoppingLists()
          .withId({ ID: current.id })
          .delete({ queryArgs: { version: current.version } })
          .execute();
        return;
      } catch (error) {
        if (isNotFound(error)) return;
        if (!isConflict(error) || attempt > 0) throw error;
        current = await readList(current.id);
      }
    }
  }

  /** One change of a list, applied once (write-once.ts). */
  function change(
    list: ShoppingList,
    plan: (current: ShoppingList) => Promise<Change<ShoppingListUpdateAction>> | Change<ShoppingListUpdateAction>,
    id = writeId(),
  ) {
    return writeOnce<ShoppingList, ShoppingListUpdateAction>({ id, current: list, read: () => readList(list.id), plan, custom, send, undo: undoListChange });
  }

  const skuOf = (line: ShoppingList['lineItems'][number]) =>
    line.variant?.sku ?? (line.key?.startsWith(SKU_KEY_PREFIX) ? line.key.slice(SKU_KEY_PREFIX.length) : undefined);

  /** Every entry of a list: a line item per chosen size, a remembered colour per colour without one. */
  async function entriesOf(list: ShoppingList): Promise<Entry[]> {
    const skus = list.lineItems.map(skuOf).filter((s): s is string => !!s);
    const products = await catalogue.productsBySku(skus);
    const entries: Entry[] = [];
    for (const line of list.lineItems) {
      const sku = skuOf(line);
      const product = sku ? products.get(sku) : undefined;
      const cv = product?.colorVariants.find((c) => c.sizeVariants.some((v) => v.sku === sku));
      const sv = cv?.sizeVariants.find((v) => v.sku === sku);
      if (product && cv && sv) entries.push({ id: line.id, kind: 'line', addedAt: line.addedAt, product, cv, sv });
    }
    for (const colour of coloursOf(list)) {
      const product = await catalogue.getProductByItemNumber(colour.itemnum);
      const cv = product?.colorVariants.find((c) => c.itemnum === colour.itemnum);
      if (product && cv) entries.push({ id: colour.id, kind: 'colour', addedAt: colour.addedAt, product, cv });
    }
    return entries;
  }

  /** The change that takes entries off a list (the colours field is rewritten once). */
  function removals(list: ShoppingList, entries: Entry[]): Change<ShoppingListUpdateAction> {
    const actions: ShoppingListUpdateAction[] = entries.filter((e) => e.kind === 'line').map((e) => ({ action: 'removeLineItem', lineItemId: e.id }));
    const gone = new Set(entries.filter((e) => e.kind === 'colour').map((e) => e.id));
    return { actions, ...(gone.size ? { fields: { colours: JSON.stringify(coloursOf(list).filter((c) => !gone.has(c.id))) } } : {}) };
  }

  async function build(owner: Owner, list: ShoppingList | null, language: string): Promise<Wishlist> {
    if (!list) return { wishlistId: null, lineItems: [] };
    const lang = asLanguage(language);
    const since = visibleSince(owner);
    const lineItems: WishlistLineItem[] = [];
    for (const { id, addedAt, product, cv, sv } of (await entriesOf(list)).sort((a, b) => b.addedAt.localeCompare(a.addedAt))) {
      if (Date.parse(addedAt) < since) continue;
      const outOfStock = sv ? sv.stock === 0 && !sv.isNos : !cv.sizeVariants.some((v) => v.stock > 0 || v.isNos);
      lineItems.push({
        lineItemId: id,
        name: translate(product.title, lang),
        count: 1,
        addedAt,
        projectSpecificData: {
          objectID: product.id,
          itemNumber: cv.itemnum,
          ...(sv ? { sku: sv.sku, sizeVariant: sv.sizeString, sizeOnLabel: sv.sizeString } : {}),
          brand: product.brand.title,
          colorVariant: translate(cv.color, lang),
          outOfStockFlag: outOfStock,
        },
      });
    }
    return { wishlistId: list.id, lineItems };
  }

  /** Adding again refreshes the entry (a guest's retention starts over). */
  async function addEntry(list: ShoppingList, itemNumber: string, sku: string | undefined, addedAt?: string, id?: string): Promise<ShoppingList> {
    const when = addedAt ?? nextAddedAt();
    const colourId = `colour-${itemNumber}-${randomUUID().slice(0, 8)}`;
    return change(
      list,
      async (current) => {
        const existing = (await entriesOf(current)).find((e) => e.cv.itemnum === itemNumber && e.sv?.sku === sku);
        if (sku) {
          const removed = existing ? removals(current, [existing]) : {};
          return {
            ...removed,
            actions: [...(removed.actions ?? []), { action: 'addLineItem', sku, key: `${SKU_KEY_PREFIX}${sku}`, quantity: 1, addedAt: when }],
          };
        }
        const colours = coloursOf(current).filter((c) => c.itemnum !== itemNumber);
        colours.push({ id: colourId, itemnum: itemNumber, addedAt: when });
        return { fields: { colours: JSON.stringify(colours) } };
      },
      id,
    );
  }

  async function validate(itemNumber: string, sku: string | undefined) {
    const product = await catalogue.getProductByItemNumber(itemNumber);
    const cv = product?.colorVariants.find((c) => c.itemnum === itemNumber);
    if (!cv) throw new DomainError('unknown_item_number', `The article ${itemNumber} does not exist.`, 'not_found', 'itemNumber', { itemNumber });
    if (sku && !cv.sizeVariants.some((s) => s.sku === sku))
      throw new DomainError('unknown_sku', `The size ${sku} does not belong to ${itemNumber}.`, 'not_found', 'sku', { sku });
  }

  return {
    async get(owner, language) {
      return build(owner, await listOf(owner), language);
    },
    async add(owner, entry, language) {
      await validate(entry.itemNumber, entry.sku);
      return build(owner, await addEntry(await ensure(owner), entry.itemNumber, entry.sku), language);
    },
    async remove(owner, entry, language) {
      const list = await listOf(owner);
      // A repeated request whose change is there already: the entry is gone, and that is the answer.
      if (list && hasLanded(list, writeId())) return build(owner, list, language);
      const entries = list ? await entriesOf(list) : [];
      const found =
        'lineItemId' in entry
          ? entries.find((e) => e.id === entry.lineItemId)
          : entries.find((e) => e.cv.itemnum === entry.itemNumber && e.sv?.sku === entry.sku);
      if (!list || !found) throw new DomainError('unknown_line_item', 'This article is not on your wishlist.', 'not_found', undefined, { list: 'wishlist' });
      const matches = (e: Entry) => ('lineItemId' in entry ? e.id === entry.lineItemId : e.cv.itemnum === entry.itemNumber && e.sv?.sku === entry.sku);
      const updated = await change(list, async (current) => {
        const still = (await entriesOf(current)).filter(matches);
        return still.length ? removals(current, still) : {};
      });
      return build(owner, updated, language);
    },
    async migrate(from, into, language) {
      const source = await listOf(from);
      if (!source) return build(into, await listOf(into), language);
      const current = await build(from, source, language);
      let target = await ensure(into);
      // Each entry once per guest list: moving again after a lost answer adds nothing twice.
      for (const line of [...current.lineItems].reverse()) {
        target = await addEntry(
          target,
          line.projectSpecificData.itemNumber,
          line.projectSpecificData.sku,
          line.addedAt,
          `move-${source.id}-${line.lineItemId}`,
        );
      }
      await removeList(source);
      return build(into, target, language);
    },
    async cleanup(owner) {
      const list = await listOf(owner);
      if (!list || owner.kind !== 'session') return 0;
      const since = visibleSince(owner);
      const old = (await entriesOf(list)).filter((e) => Date.parse(e.addedAt) < since);
      if (old.length)
        await change(list, async (current) =>
          removals(
            current,
            (await entriesOf(current)).filter((e) => Date.parse(e.addedAt) < since),
          ),
        );
      return old.length;
    },
  };
}
