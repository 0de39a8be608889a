import type { ShoppingList, ShoppingListUpdateAction } from '@commercetools/platform-sdk';
import type { WishlistsPort } from '../../services/wishlists';
import { DomainError, type Owner } from '../../services/owner';
import type { Wishlist, WishlistLineItem } from '../../../src/domain/wishlist';
import { translate } from '../../../src/domain/i18n';
import type { ColorVariant, Product, SizeVariant } from '../../../src/domain/product';
import { GUEST_WISHLIST_RETENTION_DAYS, LINE_PRODUCT_MAX_AGE_MS } from '../../../src/config/constants';
import { asLanguage } from '../shared/lines';
import { randomUUID } from 'node:crypto';
import { type Change, afterEarlierTry, hasLanded } from './write-once';
import { writeId } from '../../services/request-scope';
import type { CtApi } from './client';
import type { CtCatalogue } from './catalogue';
import { coloursOf, type SizelessColour, sizedLine, skuOf } from './wishlist-entries';
import { createListStore } from './wishlist-store';

export { undoListChange } from './wishlist-entries';

const DAY_MS = 86_400_000;

type Entry = { id: string; kind: 'line' | 'colour'; addedAt: string; product: Product; cv: ColorVariant; sv?: SizeVariant };

/**
 * Wishlists as commercetools shopping lists (wishlist-store.ts, wishlist-entries.ts): a guest's by
 * anonymousId (commercetools deletes it 7 days after its last change), an account's by customer,
 * merged on login. A shopper's first entry creates the list with it in one request; later ones are
 * one update each. The products describing the entries, and the check that an added one exists,
 * come from the catalogue's cache (LINE_PRODUCT_MAX_AGE_MS): an add costs the list's read and its
 * update.
 */
export function createCtWishlists(api: CtApi, catalogue: CtCatalogue, clock: () => number = Date.now): WishlistsPort {
  const { listsOf, removeList, change, createWith } = createListStore(api);
  // Entries added within one millisecond still list newest first: each gets a later time than the last.
  let lastAdded = 0;
  const nextAddedAt = () => {
    lastAdded = Math.max(clock(), lastAdded + 1);
    return new Date(lastAdded).toISOString();
  };
  const visibleSince = (owner: Owner) => (owner.kind === 'session' ? clock() - GUEST_WISHLIST_RETENTION_DAYS * DAY_MS : 0);

  /** Every entry of a list: a line item per chosen size, a remembered colour per colour without one. */
  async function entriesOf(list: ShoppingList): Promise<Entry[]> {
    const skus = list.lineItems.map(skuOf).filter((s): s is string => !!s);
    const [products, colourProducts] = await Promise.all([
      catalogue.productsBySku(skus, LINE_PRODUCT_MAX_AGE_MS),
      catalogue.productsByItemNumber(
        coloursOf(list).map((c) => c.itemnum),
        LINE_PRODUCT_MAX_AGE_MS,
      ),
    ]);
    const entries: Entry[] = [];
    for (const line of list.lineItems) {
      const sku = skuOf(line);
      const product = sku ? products.get(sku) : undefined;
      const cv = product?.colorVariants.find((c) => c.sizeVariants.some((v) => v.sku === sku));
      const sv = cv?.sizeVariants.find((v) => v.sku === sku);
      if (product && cv && sv) entries.push({ id: line.id, kind: 'line', addedAt: line.addedAt, product, cv, sv });
    }
    for (const colour of coloursOf(list)) {
      const product = colourProducts.get(colour.itemnum);
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
  const colourOf = (itemnum: string, addedAt: string): SizelessColour => ({ id: `colour-${itemnum}-${randomUUID().slice(0, 8)}`, itemnum, addedAt });

  async function addEntry(list: ShoppingList, itemNumber: string, sku: string | undefined, addedAt?: string, id?: string): Promise<ShoppingList> {
    const when = addedAt ?? nextAddedAt();
    const colour = colourOf(itemNumber, when);
    return change(
      list,
      async (current) => {
        const existing = (await entriesOf(current)).find((e) => e.cv.itemnum === itemNumber && e.sv?.sku === sku);
        if (sku) {
          const removed = existing ? removals(current, [existing]) : {};
          return {
            ...removed,
            actions: [...(removed.actions ?? []), { action: 'addLineItem', ...sizedLine(sku, when) }],
          };
        }
        const colours = coloursOf(current).filter((c) => c.itemnum !== itemNumber);
        colours.push(colour);
        return { fields: { colours: JSON.stringify(colours) } };
      },
      id,
    );
  }

  /**
   * Whether the entry names an article (and one of its sizes). Its stock does not matter: a product
   * read within LINE_PRODUCT_MAX_AGE_MS answers, as it describes the entries (no projection and
   * inventory read for a product last read more than CATALOGUE_CACHE_MS ago).
   */
  async function validate(itemNumber: string, sku: string | undefined) {
    const product = (await catalogue.productsByItemNumber([itemNumber], LINE_PRODUCT_MAX_AGE_MS)).get(itemNumber);
    const cv = product?.colorVariants.find((c) => c.itemnum === itemNumber);
    if (!cv) throw new DomainError('unknown_item_number', `The article ${itemNumber} does not exist.`, 'not_found', 'itemNumber', { itemNumber });
    if (sku && !cv.sizeVariants.some((s) => s.sku === sku))
      throw new DomainError('unknown_sku', `The size ${sku} does not belong to ${itemNumber}.`, 'not_found', 'sku', { sku });
  }

  /** Moves a list's entries into `target`, each once (by the source's id), then deletes the source. */
  async function moveEntries(from: Owner, source: ShoppingList, target: ShoppingList): Promise<ShoppingList> {
    const current = await build(from, source, 'de');
    for (const line of [...current.lineItems].reverse()) {
      target = await addEntry(target, line.projectSpecificData.itemNumber, line.projectSpecificData.sku, line.addedAt, `move-${source.id}-${line.lineItemId}`);
    }
    await removeList(source);
    return target;
  }

  /**
   * The owner's list: the oldest. A newer one with entries (two first adds ran at once, each
   * creating a list with its entry) has them moved into it, once.
   */
  async function listOf(owner: Owner): Promise<ShoppingList | null> {
    const [oldest, ...newer] = await listsOf(owner);
    let list = oldest ?? null;
    for (const other of newer) if (list && (other.lineItems.length || coloursOf(other).length)) list = await moveEntries(owner, other, list);
    return list;
  }

  return {
    async get(owner, language) {
      return build(owner, await listOf(owner), language);
    },
    async add(owner, entry, language) {
      const id = writeId();
      // A repeat of this change while an earlier try is still being settled here waits for its outcome.
      await afterEarlierTry(id);
      await validate(entry.itemNumber, entry.sku);
      const list = await listOf(owner);
      if (list) return build(owner, await addEntry(list, entry.itemNumber, entry.sku, undefined, id), language);
      // The first entry creates the list with it (or finds what an earlier copy of this add created).
      const when = nextAddedAt();
      const created = await createWith(owner, entry.sku ? { line: sizedLine(entry.sku, when) } : { colour: colourOf(entry.itemNumber, when) }, id);
      if (hasLanded(created, id)) return build(owner, created, language);
      return build(owner, await addEntry(created, entry.itemNumber, entry.sku, when, id), language);
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
      const target = await listOf(into);
      if (!source) return build(into, target, language);
      // The account has no list: the guest's entries start one (each entry once per guest list).
      if (!target) {
        const [first, ...rest] = (await build(from, source, language)).lineItems.reverse();
        if (!first) return build(into, null, language);
        const psd = first.projectSpecificData;
        const firstId = `move-${source.id}-${first.lineItemId}`;
        let list = await createWith(into, psd.sku ? { line: sizedLine(psd.sku, first.addedAt) } : { colour: colourOf(psd.itemNumber, first.addedAt) }, firstId);
        // The stand-in of an earlier try: the first entry goes in by an update.
        if (!hasLanded(list, firstId)) list = await addEntry(list, psd.itemNumber, psd.sku, first.addedAt, firstId);
        for (const line of rest) {
          list = await addEntry(list, line.projectSpecificData.itemNumber, line.projectSpecificData.sku, line.addedAt, `move-${source.id}-${line.lineItemId}`);
        }
        await removeList(source);
        return build(into, list, language);
      }
      return build(into, await moveEntries(from, source, target), language);
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
