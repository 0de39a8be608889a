import type { Cart as CtCart, CartUpdateAction, LineItem as CtLineItem } from '@commercetools/platform-sdk';
import type { CartLineRequest, CartsPort } from '../../services/carts';
import { DomainError, type Owner } from '../../services/owner';
import type { Cart } from '../../../src/domain/cart';
import type { Product } from '../../../src/domain/product';
import { CART_CHANGE_TRIES, QUANTITY_MAX } from '../../../src/config/constants';
import { countChangeNeedsStock, ignoringStock, lineKeyOf, lookupIn, planAdd, type SkuLookup, type StoredLine } from '../shared/cart-rules';
import { ctErrorCodes, isNotFound, type CtApi } from './client';
import { afterEarlierTry, hasLanded, writeOnce } from './write-once';
import { writeId } from '../../services/request-scope';
import type { CtCatalogue } from './catalogue';
import { CONTAINERS } from './model';
import type { CustomObjects } from './custom-objects';
import { alternativeItemOf, lineDraft, lineDraftLike, lineItemDraft, passesWithStockMargin, setArticlesOf, storedLines } from './cart-lines';
import { CartMovedOn, createCartStore, isOwnedBy } from './cart-store';
import { createCartStates } from './cart-states';
import { createCartView, type GiftCardDoc, type Known } from './cart-view';

export { voucherAmounts, undoCartChange } from './cart-lines';
export type { GiftCardDoc } from './cart-view';

const GIFT_CARD_PATTERN = /^\d{16}$/;

export type CtCarts = CartsPort & {
  /** The owner's active cart in commercetools (in the currency when there is one; null when there is none). */
  activeCart(owner: Owner, currency?: string): Promise<CtCart | null>;
  /** A cart read again by id (null when it is gone). */
  readCart(id: string): Promise<CtCart | null>;
  /** The shop's cart of a commercetools cart. */
  toCart(cart: CtCart | null, currency: string, language: string): Promise<Cart>;
  giftCardsOf(cart: CtCart): string[];
  /** Deletes a cart at its version (gone already: fine). */
  removeCart(cart: CtCart): Promise<void>;
  /** The update actions setting custom fields of a cart (its custom type set first when it has none). */
  customFields(cart: CtCart, fields: Record<string, string>): CartUpdateAction[];
  /** Sends update actions to a cart at its version (one request; write-once.ts decides about repeats). */
  send(cart: CtCart, actions: CartUpdateAction[]): Promise<CtCart>;
  /** A new empty cart of the owner (the oldest active one in the currency, when a create was sent twice). */
  emptyCart(owner: Owner, currency: string, language: string): Promise<CtCart>;
  /** The action that adds a line like this one (its set selection included). */
  lineOf(line: CtLineItem): CartUpdateAction;
};

/**
 * Carts as commercetools carts (cart-store.ts): a guest's by anonymousId (the session id), an
 * account's by customerId; vouchers as discount codes; gift cards (no commercetools resource) as
 * custom objects, applied in a cart custom field.
 *
 * A change costs one read of the cart and one update (commercetools applies all of its actions or
 * none; the change's id goes into the cart's `requests` field in the same update, write-once.ts); a
 * shopper's first add creates the cart with its lines in one request. A quantity change is sent at
 * the version of the cart as this instance last read or wrote it (cart-states.ts), without a read
 * first: a 409 (the cart moved on elsewhere) reads it then. The products describing the lines come
 * from the catalogue's cache; the stock an add or a raised count is decided on is read again (the
 * sizes' inventory entries) when the cached figure is older than CATALOGUE_CACHE_MS or leaves less
 * than CACHED_STOCK_MARGIN pieces to spare; a lowered count reads no stock.
 *
 * A change is only ever written to the owner's active cart: one that was ordered, merged, handed to
 * another owner or deleted between its read and the update (a checkout or a login racing the change)
 * is left as it is, and the change is made on a fresh read of the owner's cart (onActiveCart).
 */
export function createCtCarts(api: CtApi, catalogue: CtCatalogue, objects: CustomObjects): CtCarts {
  const store = createCartStore(api);
  const view = createCartView(catalogue, objects);
  const { cartIn, change, toCartOf } = { ...store, toCartOf: view.toCart };
  /** The owners' carts as this instance last read or wrote them (a quantity change is sent at that version). */
  const states = createCartStates();

  /**
   * What an add or a quantity change decides on, and its plan: `lines` requested on top of
   * `existing`. The requested sizes' products come from the cache when every one is there and the
   * change passes with CACHED_STOCK_MARGIN pieces to spare; otherwise their stock is read again,
   * once (catalogue.productsWithFreshStock). Without `needsStock` (a lowered count) no stock is read
   * and none refuses the change.
   */
  async function decide(cart: CtCart | null, existing: readonly StoredLine[], lines: CartLineRequest[], needsStock = true) {
    const wanted = lines.flatMap((l) => [l.sku, ...(l.selectedSetArticles ?? [])]);
    const [shown, giftCards] = await Promise.all([view.lineProducts(cart), view.giftCardDocs(view.giftCardsOf(cart))]);
    const merged = (deciding: ReadonlyMap<string, Product>) => lookupIn(new Map([...shown, ...deciding]));
    const decided = (lookup: SkuLookup, rules: SkuLookup = lookup) => ({
      known: { lookup, giftCards } satisfies Known,
      planned: planAdd(rules, existing, lines),
    });
    if (!needsStock) {
      const lookup = merged(new Map());
      return decided(lookup, ignoringStock(lookup));
    }
    const cached = catalogue.cachedBySku(wanted);
    if (wanted.every((sku) => cached.has(sku))) {
      const lookup = merged(cached);
      if (passesWithStockMargin(lookup, existing, lines)) return decided(lookup);
    }
    return decided(merged(await catalogue.productsWithFreshStock(wanted)));
  }

  /**
   * A change of the owner's cart, `run` reading the cart itself: when the cart it read is no longer
   * the owner's active one by the update (CartMovedOn; a 404: deleted, the update did not apply),
   * nothing was written and `run` is made again on a fresh read, as the shopper's change belongs to
   * the cart that is theirs now (a line of the ordered cart is not in it: 404 unknown_line_item). A
   * cart moving on CART_CHANGE_TRIES times in a row answers 409 busy.
   */
  async function onActiveCart<T>(owner: Owner, run: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof CartMovedOn) && !isNotFound(error)) throw error;
        states.forget(owner);
        if (tries >= CART_CHANGE_TRIES) throw new DomainError('busy', 'This was changed at the same time elsewhere. Please try again.', 'conflict');
      }
    }
  }

  /** Whether the running request's change is in the cart already (a repeated request: its answer is the cart as it is). */
  const repeated = (cart: CtCart | null): cart is CtCart => Boolean(cart && hasLanded(cart, writeId()));

  const lineOf = (cart: CtCart | null, lineItemId: string) => {
    const line = cart?.lineItems.find((l) => l.id === lineItemId);
    if (!cart || !line) throw new DomainError('unknown_line_item', 'This line is not in your cart.', 'not_found', 'lineItemId', { list: 'cart' });
    return { cart, line };
  };

  /** The line ids of the requested lines in the cart after the add. */
  function addedLineIds(updated: CtCart, lookup: SkuLookup, lines: CartLineRequest[]): string[] {
    const keys = storedLines(updated);
    const wanted = lines.map((l, i) => lineKeyOf(lookup, l, i).key);
    return [...new Set(wanted.map((key) => updated.lineItems[keys.findIndex((k) => k.key === key)]?.id).filter((id): id is string => !!id))];
  }

  return {
    activeCart: store.activeCart,
    readCart: store.readCart,
    toCart: (cart, currency, language) => toCartOf(cart, currency, language),
    giftCardsOf: view.giftCardsOf,
    removeCart: store.removeCart,
    customFields: store.customFields,
    send: store.send,
    emptyCart: async (owner, currency, language) => (await cartIn(owner, currency, language, true))!,
    lineOf: (line) => lineDraftLike(line),
    async get(owner, currency, language) {
      const cart = await cartIn(owner, currency, language, false);
      states.keep(owner, currency, cart);
      return toCartOf(cart, currency, language);
    },
    async add(owner, lines, currency, language) {
      const id = writeId();
      // A repeat of this change while an earlier try is still being settled here waits for its outcome.
      await afterEarlierTry(id);
      return onActiveCart(owner, async () => {
        let cart = await cartIn(owner, currency, language, false);
        // Everything is checked before the one request: a failing line writes nothing.
        let { known, planned } = await decide(cart, storedLines(cart), lines);
        if (!cart) {
          // The first add creates the cart with its lines (or finds what an earlier copy of this add created).
          cart = await store.createWith(
            owner,
            currency,
            language,
            planned.map((p) => lineItemDraft(p.sku, p.count, p.setArticles, p.alternativeItem)),
            id,
          );
          if (hasLanded(cart, id)) {
            states.keep(owner, currency, cart);
            return { cart: await toCartOf(cart, currency, language, known), addedLineIds: addedLineIds(cart, known.lookup, lines) };
          }
          ({ known, planned } = await decide(cart, storedLines(cart), lines));
        }
        const first = cart;
        const updated = await change(cart, owner, language, async (current) => {
          if (current !== first) ({ known, planned } = await decide(current, storedLines(current), lines));
          return { actions: planned.map((p) => lineDraft(p.sku, p.count, p.setArticles, p.alternativeItem)) };
        });
        states.keep(owner, currency, updated);
        return { cart: await toCartOf(updated, currency, language, known), addedLineIds: addedLineIds(updated, known.lookup, lines) };
      });
    },
    async updateCount(owner, lineItemId, count, currency, language) {
      /** The change checked on a state of the cart: the line's new count beside the other lines (stock read only for a raised count). */
      const check = async (current: CtCart) => {
        const { line } = lineOf(current, lineItemId);
        const others = storedLines(current).filter((_, i) => current.lineItems[i]!.id !== lineItemId);
        const set = setArticlesOf(line);
        const alternativeItem = alternativeItemOf(line);
        const { known } = await decide(
          current,
          others,
          [{ sku: line.variant.sku!, count, ...(set ? { selectedSetArticles: set } : {}), ...(alternativeItem ? { alternativeItem } : {}) }],
          countChangeNeedsStock(line.quantity, count),
        );
        return { known, line };
      };
      /** The change on `cart` (a cart that moved on throws CartMovedOn). */
      const changeOn = async (cart: CtCart) => {
        let { known } = await check(cart);
        const updated = await change(cart, owner, language, async (current) => {
          const checked = current === cart ? { known, line: lineOf(current, lineItemId).line } : await check(current);
          known = checked.known;
          return checked.line.quantity === count ? {} : { actions: [{ action: 'changeLineItemQuantity', lineItemId, quantity: count }] };
        });
        states.keep(owner, currency, updated);
        return toCartOf(updated, currency, language, known);
      };
      // The cart as this instance last saw it, when it has the line and not yet this change (a
      // repeated request is answered from a fresh read): sent at its version, read only after a 409.
      const kept = states.get(owner, currency);
      if (kept && !hasLanded(kept, writeId()) && kept.lineItems.some((l) => l.id === lineItemId)) {
        try {
          return await changeOn(kept);
        } catch (error) {
          // Ordered, merged or deleted since (a 404: the update did not apply): the change is made on a fresh read.
          if (!(error instanceof CartMovedOn) && !isNotFound(error)) throw error;
          states.forget(owner);
        }
      }
      return onActiveCart(owner, async () => {
        const found = await cartIn(owner, currency, language, false);
        if (repeated(found)) return toCartOf(found, currency, language);
        return changeOn(lineOf(found, lineItemId).cart);
      });
    },
    async remove(owner, lineItemId, currency, language) {
      return onActiveCart(owner, async () => {
        const found = await cartIn(owner, currency, language, false);
        // A repeated request whose change is there already: the line is gone, and that is the answer.
        if (repeated(found)) return toCartOf(found, currency, language);
        const { cart } = lineOf(found, lineItemId);
        let known = await view.knownFor(cart);
        const updated = await change(cart, owner, language, async (current) => {
          if (current !== cart) known = await view.knownFor(current);
          return current.lineItems.some((l) => l.id === lineItemId) ? { actions: [{ action: 'removeLineItem', lineItemId }] } : {};
        });
        states.keep(owner, currency, updated);
        return toCartOf(updated, currency, language, known);
      });
    },
    async merge(from, into) {
      states.forget(from);
      states.forget(into);
      // The guest's and the account's carts in one read.
      const carts = await store.activeCarts(from, into);
      const theirs = carts.filter((c) => isOwnedBy(c, into));
      for (const source of carts.filter((c) => isOwnedBy(c, from))) {
        const target = store.inCurrency(theirs, source.totalPrice.currencyCode);
        if (!source.lineItems.length) await store.removeCart(source);
        else if (!target) {
          // The account has no cart in this currency: the guest's cart becomes the account's, in one update.
          const adopted = await writeOnce<CtCart, CartUpdateAction>({
            id: `merge-${source.id}`,
            current: source,
            read: async () => (await store.readCart(source.id)) ?? source,
            plan: (current) => (isOwnedBy(current, into) ? {} : { actions: [{ action: 'setAnonymousId' }, { action: 'setCustomerId', customerId: into.id }] }),
            custom: store.customFields,
            send: store.send,
            landed: (current) => isOwnedBy(current, into),
          });
          theirs.push(adopted);
        } else {
          // Merged lines keep the quantity limit; stock is checked again at checkout. Once per guest cart.
          const merged = await writeOnce<CtCart, CartUpdateAction>({
            id: `merge-${source.id}`,
            current: target,
            read: async () => (await store.readCart(target.id)) ?? target,
            plan: (current) => {
              const have = new Map(storedLines(current).map((l) => [l.key, l.count]));
              return {
                actions: storedLines(source).flatMap((l) => {
                  const n = Math.min(QUANTITY_MAX - (have.get(l.key) ?? 0), l.count);
                  return n > 0 ? [lineDraft(l.sku, n, l.setArticles, l.alternativeItem)] : [];
                }),
              };
            },
            custom: store.customFields,
            send: store.send,
          });
          theirs[theirs.indexOf(target)] = merged;
          await store.removeCart(source);
        }
      }
    },
    async applyVoucher(owner, voucher, currency, language) {
      return onActiveCart(owner, async () => {
        const cart = await cartIn(owner, currency, language, false);
        if (!cart?.lineItems.length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
        const invalid = () => new DomainError('voucher_invalid', 'The voucher code is invalid.', 'invalid', 'code');
        const code = voucher.code.trim();
        if (voucher.pin !== undefined || GIFT_CARD_PATTERN.test(code)) {
          // One answer for every reason, so numbers cannot be probed one property at a time.
          const card = await objects.get<GiftCardDoc>(CONTAINERS.giftCards, code);
          if (!card || card.value.redeemed || card.value.currency !== currency.toUpperCase() || card.value.pin !== voucher.pin) throw invalid();
          let known = await view.knownFor(cart, [code]);
          const updated = await change(cart, owner, language, async (current) => {
            if (current !== cart) known = await view.knownFor(current, [code]);
            const codes = view.giftCardsOf(current);
            return codes.includes(code) ? {} : { fields: { giftCards: JSON.stringify([...codes, code]) } };
          });
          return { cart: await toCartOf(updated, currency, language, known), kind: 'giftcard' as const };
        }
        let known = await view.knownFor(cart);
        const appliedIn = (c: CtCart) => c.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
        let updated: CtCart;
        try {
          updated = await change(cart, owner, language, async (current) => {
            if (current !== cart) known = await view.knownFor(current);
            return appliedIn(current) ? {} : { actions: [{ action: 'addDiscountCode', code }] };
          });
        } catch (error) {
          if (ctErrorCodes(error).includes('DiscountCodeNonApplicable')) throw invalid();
          throw error;
        }
        const applied = appliedIn(updated);
        if (applied?.state !== 'MatchesCart') {
          if (applied)
            await change(
              updated,
              owner,
              language,
              (current) => {
                const still = appliedIn(current);
                return still ? { actions: [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: still.discountCode.id } }] } : {};
              },
              'undo',
            );
          throw invalid();
        }
        return { cart: await toCartOf(updated, currency, language, known), kind: 'voucher' as const };
      });
    },
    async removeVoucher(owner, code, currency, language) {
      return onActiveCart(owner, async () => {
        const cart = await cartIn(owner, currency, language, false);
        const notInCart = () => new DomainError('voucher_not_in_cart', 'This voucher is not in your cart.', 'not_found', 'code');
        if (!cart) throw notInCart();
        if (repeated(cart)) return toCartOf(cart, currency, language);
        const isIn = (c: CtCart) =>
          view.giftCardsOf(c).includes(code) || c.discountCodes.some((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
        if (!isIn(cart)) throw notInCart();
        let known = await view.knownFor(cart);
        const updated = await change(cart, owner, language, async (current) => {
          if (current !== cart) known = await view.knownFor(current);
          const giftCards = view.giftCardsOf(current);
          if (giftCards.includes(code)) return { fields: { giftCards: JSON.stringify(giftCards.filter((c) => c !== code)) } };
          const applied = current.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
          return applied ? { actions: [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: applied.discountCode.id } }] } : {};
        });
        return toCartOf(updated, currency, language, known);
      });
    },
    async clear(owner) {
      states.forget(owner);
      for (const cart of await store.activeCarts(owner)) await store.removeCart(cart);
    },
  };
}
