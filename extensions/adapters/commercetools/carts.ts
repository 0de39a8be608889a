import type { Cart as CtCart, CartUpdateAction, LineItem as CtLineItem } from '@commercetools/platform-sdk';
import type { CartsPort } from '../../services/carts';
import { DomainError, type Owner } from '../../services/owner';
import type { Cart, LineItem } from '../../../src/domain/cart';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { cartLineOf, cartTotals, lineKeyOf, lookupIn, planAdd, type SkuLookup, type StoredLine } from '../shared/cart-rules';
import { asLanguage, countryOf } from '../shared/lines';
import { ct, ctErrorCodes, isNotFound, literal, type CtApi } from './client';
import { type Change, hasLanded, isConflict, REQUESTS_FIELD, requestsOf, writeOnce } from './write-once';
import { writeId } from '../../services/request-scope';
import type { CtCatalogue } from './catalogue';
import { CONTAINERS, TYPES } from './model';
import type { CustomObjects } from './custom-objects';

/** A gift card: a number with a PIN and a value in one currency (custom objects, see README). */
export interface GiftCardDoc {
  pin: string;
  value: number;
  currency: string;
  redeemed: boolean;
  /** The checkout that redeemed it (its request id): a repeated checkout finds it its own. */
  redeemedBy?: string | undefined;
}

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
  /** A new empty cart of the owner (the oldest active one in the currency, when a create was sent twice). */
  emptyCart(owner: Owner, currency: string, language: string): Promise<CtCart>;
  /** The action that adds a line like this one (its set selection included). */
  lineOf(line: CtLineItem): CartUpdateAction;
};

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

const ownerPredicate = (owner: Owner) => (owner.kind === 'account' ? `customerId = ${literal(owner.id)}` : `anonymousId = ${literal(owner.id)}`);
const EXPAND = ['discountCodes[*].discountCode'];
/** Active carts of one owner looked at (normally one; more only after a create was sent twice). */
const CARTS_PER_OWNER = 10;

function setArticlesOf(line: CtLineItem): string[] | null {
  const value = line.custom?.fields?.setArticles;
  return typeof value === 'string' && value ? value.split(',') : null;
}

function storedLines(cart: CtCart | null): StoredLine[] {
  return (cart?.lineItems ?? []).map((l) => {
    const set = setArticlesOf(l);
    return { key: set ? `${l.variant.sku}|${set.join(',')}` : l.variant.sku!, sku: l.variant.sku!, count: l.quantity, setArticles: set };
  });
}

const lineDraft = (sku: string, quantity: number, setArticles: string[] | null): CartUpdateAction => ({
  action: 'addLineItem',
  sku,
  quantity,
  ...(setArticles ? { custom: { type: { typeId: 'type', key: TYPES.lineItem }, fields: { setArticles: setArticles.join(',') } } } : {}),
});

/**
 * The change that takes a cart change back (write-once.ts: it landed although its action answered
 * 503): lines added are taken off again, quantities and removed lines put back as they were
 * before, vouchers and gift cards likewise.
 */
export function undoCartChange(now: CtCart, sent: Change<CartUpdateAction>, before: CtCart): Change<CartUpdateAction> {
  const actions: CartUpdateAction[] = [];
  const fields: Record<string, string> = {};
  const sameLine = (l: CtLineItem, sku: string | undefined, set: string | null) => l.variant.sku === sku && (setArticlesOf(l)?.join(',') ?? null) === set;
  for (const action of sent.actions ?? []) {
    if (action.action === 'addLineItem') {
      const set = typeof action.custom?.fields?.setArticles === 'string' ? action.custom.fields.setArticles : null;
      const line = now.lineItems.find((l) => sameLine(l, action.sku, set));
      if (!line) continue;
      const left = line.quantity - (action.quantity ?? 1);
      actions.push(left > 0 ? { action: 'changeLineItemQuantity', lineItemId: line.id, quantity: left } : { action: 'removeLineItem', lineItemId: line.id });
    } else if (action.action === 'changeLineItemQuantity') {
      const was = before.lineItems.find((l) => l.id === action.lineItemId);
      if (was && now.lineItems.some((l) => l.id === action.lineItemId))
        actions.push({ action: 'changeLineItemQuantity', lineItemId: was.id, quantity: was.quantity });
    } else if (action.action === 'removeLineItem') {
      const was = before.lineItems.find((l) => l.id === action.lineItemId);
      if (was && !now.lineItems.some((l) => l.id === action.lineItemId)) actions.push(lineDraft(was.variant.sku!, was.quantity, setArticlesOf(was)));
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
 * Carts as commercetools carts: a guest's by anonymousId (the session id), an account's by customerId;
 * a set's chosen parts in a line-item custom field (so two selections are two lines); vouchers as
 * discount codes; gift cards (no commercetools resource) as custom objects, applied in a cart
 * custom field.
 *
 * Every change is one update request (commercetools applies all of its actions or none), applied
 * once (write-once.ts): the change's id goes into the cart's `requests` field in the same update. The
 * owner's cart is the OLDEST active one in the currency: a cart created twice (a create sent again
 * after its answer was lost) leaves a newer empty one that is never chosen.
 */
export function createCtCarts(api: CtApi, catalogue: CtCatalogue, objects: CustomObjects): CtCarts {
  async function activeCarts(owner: Owner): Promise<CtCart[]> {
    const page = await ct(() =>
      api
        .carts()
        .get({ queryArgs: { where: [ownerPredicate(owner), 'cartState = "Active"'], sort: 'createdAt asc', limit: CARTS_PER_OWNER, expand: EXPAND } })
        .execute(),
    );
    return page.results;
  }

  const inCurrency = (carts: CtCart[], currency: string) => carts.find((c) => c.totalPrice.currencyCode === currency.toUpperCase()) ?? null;

  async function activeCart(owner: Owner, currency?: string): Promise<CtCart | null> {
    const carts = await activeCarts(owner);
    return (currency ? inCurrency(carts, currency) : null) ?? carts[0] ?? null;
  }

  async function readCart(id: string): Promise<CtCart | null> {
    try {
      return await ct(() =>
        api
          .carts()
          .withId({ ID: id })
          .get({ queryArgs: { expand: EXPAND } })
          .execute(),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** An empty cart for the owner (a second one, from a create sent twice, is newer and never chosen). */
  async function createEmpty(owner: Owner, currency: string, language: string): Promise<void> {
    await ct(() =>
      api
        .carts()
        .post({
          body: {
            currency: currency.toUpperCase(),
            locale: asLanguage(language),
            ...(countryOf(language) ? { country: countryOf(language) } : {}),
            ...(owner.kind === 'account' ? { customerId: owner.id } : { anonymousId: owner.id }),
            custom: { type: { typeId: 'type', key: TYPES.order }, fields: { [REQUESTS_FIELD]: '[]' } },
          },
        })
        .execute(),
    );
  }

  async function removeCart(cart: CtCart): Promise<void> {
    for (let current: CtCart | null = cart; current; ) {
      try {
        const version: number = current.version;
        const id: string = current.id;
        await api.carts().withId({ ID: id }).delete({ queryArgs: { version } }).execute();
        return;
      } catch (error) {
        if (isNotFound(error)) return;
        if (!isConflict(error)) throw error;
        current = await readCart(current.id);
      }
    }
  }

  function customFields(cart: CtCart, fields: Record<string, string>): CartUpdateAction[] {
    if (!cart.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPES.order }, fields }];
    return Object.entries(fields).map(([name, value]) => ({ action: 'setCustomField', name, value }));
  }

  /** The country and language of the shopper's region on the cart (part of the next change). */
  function placeActions(cart: CtCart, language: string): CartUpdateAction[] {
    const country = countryOf(language);
    return [
      ...(country && cart.country !== country ? [{ action: 'setCountry' as const, country }] : []),
      ...(cart.locale !== asLanguage(language) ? [{ action: 'setLocale' as const, locale: asLanguage(language) }] : []),
    ];
  }

  async function send(cart: CtCart, actions: CartUpdateAction[]): Promise<CtCart> {
    return (
      await api
        .carts()
        .withId({ ID: cart.id })
        .post({ body: { version: cart.version, actions }, queryArgs: { expand: EXPAND } })
        .execute()
    ).body;
  }

  /**
   * One change of a cart, applied once: `plan` gives its update actions on the cart as it is (again
   * after someone else changed it); the region's country and language go along.
   */
  async function change(
    cart: CtCart,
    language: string,
    plan: (current: CtCart) => Promise<Change<CartUpdateAction>> | Change<CartUpdateAction>,
    step?: string,
  ) {
    return writeOnce<CtCart, CartUpdateAction>({
      id: writeId(step),
      current: cart,
      read: async () => {
        const again = await readCart(cart.id);
        if (!again) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
        return again;
      },
      plan: async (current) => {
        const { actions = [], fields } = await plan(current);
        return actions.length || fields ? { actions: [...placeActions(current, language), ...actions], ...(fields ? { fields } : {}) } : {};
      },
      custom: customFields,
      send,
      undo: undoCartChange,
    });
  }

  /**
   * The owner's cart in the requested currency (commercetools carts have one currency): a cart in
   * another currency is moved over (its lines into a new cart, once, then it is deleted). Without a
   * cart: null, or an empty one when `create`.
   */
  async function cartIn(owner: Owner, currency: string, language: string, create: boolean): Promise<CtCart | null> {
    const carts = await activeCarts(owner);
    const current = inCurrency(carts, currency);
    if (current) {
      // A cart left in another currency whose lines were moved here already (its deletion failed): delete it now.
      for (const left of carts) if (left !== current && requestsOf(current).includes(`move-${left.id}`)) await removeCart(left).catch(() => undefined);
      return current;
    }
    const other = carts[0] ?? null;
    if (!other && !create) return null;
    await createEmpty(owner, currency, language);
    const fresh = inCurrency(await activeCarts(owner), currency);
    if (!fresh) throw new Error(`The cart created for ${owner.kind} ${owner.id} in ${currency} is not listed.`);
    if (!other) return fresh;
    const moved = await writeOnce<CtCart, CartUpdateAction>({
      id: `move-${other.id}`,
      current: fresh,
      read: async () => (await readCart(fresh.id)) ?? fresh,
      plan: () => ({ actions: other.lineItems.map((l) => lineDraft(l.variant.sku!, l.quantity, setArticlesOf(l))) }),
      custom: customFields,
      send,
    });
    await removeCart(other);
    return moved;
  }

  function giftCardsOf(cart: CtCart): string[] {
    const raw = cart.custom?.fields?.giftCards;
    try {
      return typeof raw === 'string' ? (JSON.parse(raw) as string[]) : [];
    } catch {
      return [];
    }
  }

  async function lookupFor(skus: string[]): Promise<SkuLookup> {
    return lookupIn(await catalogue.productsBySku(skus));
  }

  const skusOf = (cart: CtCart | null) => storedLines(cart).flatMap((l) => [l.sku, ...(l.setArticles ?? [])]);

  async function giftCardDocs(numbers: string[]): Promise<Map<string, GiftCardDoc | null>> {
    const docs = new Map<string, GiftCardDoc | null>();
    for (const number of numbers) docs.set(number, (await objects.get<GiftCardDoc>(CONTAINERS.giftCards, number))?.value ?? null);
    return docs;
  }

  /**
   * The shop's cart. `known` carries what was read before a change (products, gift cards), so that
   * the answer to a change that landed needs no further request (one that failed would turn a done
   * change into an error).
   */
  async function toCart(
    cart: CtCart | null,
    currency: string,
    language: string,
    known: { lookup?: SkuLookup; giftCards?: Map<string, GiftCardDoc | null> } = {},
  ): Promise<Cart> {
    const lines = cart?.lineItems ?? [];
    const lookup = known.lookup && skusOf(cart).every((sku) => known.lookup!(sku)) ? known.lookup : await lookupFor(skusOf(cart));
    const lineItems: LineItem[] = [];
    const oxidErrors: { message: string }[] = [];
    for (const l of lines) {
      const line = cartLineOf(
        lookup,
        { id: l.id, sku: l.variant.sku!, count: l.quantity, setArticles: setArticlesOf(l), unitPrice: l.price.value.centAmount },
        language,
        currency,
      );
      if (line) lineItems.push(line);
      else oxidErrors.push({ message: `The article ${l.variant.sku} is no longer available.` });
    }
    const vouchers = cart ? voucherAmounts(cart) : [];
    const numbers = cart ? giftCardsOf(cart) : [];
    const docs = known.giftCards && numbers.every((n) => known.giftCards!.has(n)) ? known.giftCards : await giftCardDocs(numbers);
    const giftCards: { code: string; value: number }[] = [];
    for (const number of numbers) {
      const card = docs.get(number);
      if (card && !card.redeemed && card.currency === currency.toUpperCase()) giftCards.push({ code: number, value: card.value });
    }
    return {
      cartId: cart?.id ?? '',
      currency: currency.toUpperCase(),
      lineItems,
      ...cartTotals(lineItems, currency, vouchers, giftCards),
      projectSpecificData: { oxidErrors },
    };
  }

  /** Reads what a change's answer needs (products of every line, the gift cards), before the change. */
  async function knownFor(cart: CtCart, extraSkus: string[] = [], extraCards: string[] = []) {
    return { lookup: await lookupFor([...skusOf(cart), ...extraSkus]), giftCards: await giftCardDocs([...new Set([...giftCardsOf(cart), ...extraCards])]) };
  }

  /** Whether the running request's change is in the cart already (a repeated request: its answer is the cart as it is). */
  const repeated = (cart: CtCart | null): cart is CtCart => Boolean(cart && hasLanded(cart, writeId()));

  const lineOf = (cart: CtCart | null, lineItemId: string) => {
    const line = cart?.lineItems.find((l) => l.id === lineItemId);
    if (!cart || !line) throw new DomainError('unknown_line_item', 'This line is not in your cart.', 'not_found', 'lineItemId', { list: 'cart' });
    return { cart, line };
  };

  return {
    activeCart,
    readCart,
    toCart,
    giftCardsOf,
    removeCart,
    customFields,
    emptyCart: async (owner, currency, language) => (await cartIn(owner, currency, language, true))!,
    lineOf: (line) => lineDraft(line.variant.sku!, line.quantity, setArticlesOf(line)),
    async get(owner, currency, language) {
      return toCart(await cartIn(owner, currency, language, false), currency, language);
    },
    async add(owner, lines, currency, language) {
      const cart = (await cartIn(owner, currency, language, true))!;
      let known = await knownFor(
        cart,
        lines.flatMap((l) => [l.sku, ...(l.selectedSetArticles ?? [])]),
      );
      // Everything is checked before the one update: a failing line writes nothing.
      let planned = planAdd(known.lookup, storedLines(cart), lines);
      const updated = await change(cart, language, async (current) => {
        if (current !== cart) {
          known = await knownFor(
            current,
            lines.flatMap((l) => [l.sku, ...(l.selectedSetArticles ?? [])]),
          );
          planned = planAdd(known.lookup, storedLines(current), lines);
        }
        return { actions: planned.map((p) => lineDraft(p.sku, p.count, p.setArticles)) };
      });
      const keys = storedLines(updated);
      const wanted = lines.map((l, i) => lineKeyOf(known.lookup, l, i).key);
      const addedLineIds = [...new Set(wanted.map((key) => updated.lineItems[keys.findIndex((k) => k.key === key)]?.id).filter((id): id is string => !!id))];
      return { cart: await toCart(updated, currency, language, known), addedLineIds };
    },
    async updateCount(owner, lineItemId, count, currency, language) {
      const found = await cartIn(owner, currency, language, false);
      if (repeated(found)) return toCart(found, currency, language);
      const { cart } = lineOf(found, lineItemId);
      let known = await knownFor(cart);
      const updated = await change(cart, language, async (current) => {
        const { line } = lineOf(current, lineItemId);
        if (current !== cart) known = await knownFor(current);
        const others = storedLines(current).filter((_, i) => current.lineItems[i]!.id !== lineItemId);
        planAdd(known.lookup, others, [{ sku: line.variant.sku!, count, ...(setArticlesOf(line) ? { selectedSetArticles: setArticlesOf(line)! } : {}) }]);
        return line.quantity === count ? {} : { actions: [{ action: 'changeLineItemQuantity', lineItemId, quantity: count }] };
      });
      return toCart(updated, currency, language, known);
    },
    async remove(owner, lineItemId, currency, language) {
      const found = await cartIn(owner, currency, language, false);
      // A repeated request whose change is there already: the line is gone, and that is the answer.
      if (repeated(found)) return toCart(found, currency, language);
      const { cart } = lineOf(found, lineItemId);
      let known = await knownFor(cart);
      const updated = await change(cart, language, async (current) => {
        if (current !== cart) known = await knownFor(current);
        return current.lineItems.some((l) => l.id === lineItemId) ? { actions: [{ action: 'removeLineItem', lineItemId }] } : {};
      });
      return toCart(updated, currency, language, known);
    },
    async merge(from, into) {
      const carts = await activeCarts(from);
      for (const source of carts) {
        if (source.lineItems.length) {
          const currency = source.totalPrice.currencyCode;
          const language = source.locale ?? 'de';
          const target = (await cartIn(into, currency, language, true))!;
          // Merged lines keep the quantity limit; stock is checked again at checkout. Once per guest cart.
          await writeOnce<CtCart, CartUpdateAction>({
            id: `merge-${source.id}`,
            current: target,
            read: async () => (await readCart(target.id)) ?? target,
            plan: (current) => {
              const have = new Map(storedLines(current).map((l) => [l.key, l.count]));
              return {
                actions: storedLines(source).flatMap((l) => {
                  const count = Math.min(QUANTITY_MAX - (have.get(l.key) ?? 0), l.count);
                  return count > 0 ? [lineDraft(l.sku, count, l.setArticles)] : [];
                }),
              };
            },
            custom: customFields,
            send,
          });
        }
        await removeCart(source);
      }
    },
    async applyVoucher(owner, voucher, currency, language) {
      const cart = await cartIn(owner, currency, language, false);
      if (!cart?.lineItems.length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
      const invalid = () => new DomainError('voucher_invalid', 'The voucher code is invalid.', 'invalid', 'code');
      const code = voucher.code.trim();
      if (voucher.pin !== undefined || GIFT_CARD_PATTERN.test(code)) {
        // One answer for every reason, so numbers cannot be probed one property at a time.
        const card = await objects.get<GiftCardDoc>(CONTAINERS.giftCards, code);
        if (!card || card.value.redeemed || card.value.currency !== currency.toUpperCase() || card.value.pin !== voucher.pin) throw invalid();
        let known = await knownFor(cart, [], [code]);
        const updated = await change(cart, language, async (current) => {
          if (current !== cart) known = await knownFor(current, [], [code]);
          const codes = giftCardsOf(current);
          return codes.includes(code) ? {} : { fields: { giftCards: JSON.stringify([...codes, code]) } };
        });
        return { cart: await toCart(updated, currency, language, known), kind: 'giftcard' as const };
      }
      let known = await knownFor(cart);
      const appliedIn = (c: CtCart) => c.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
      let updated: CtCart;
      try {
        updated = await change(cart, language, async (current) => {
          if (current !== cart) known = await knownFor(current);
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
            language,
            (current) => {
              const still = appliedIn(current);
              return still ? { actions: [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: still.discountCode.id } }] } : {};
            },
            'undo',
          );
        throw invalid();
      }
      return { cart: await toCart(updated, currency, language, known), kind: 'voucher' as const };
    },
    async removeVoucher(owner, code, currency, language) {
      const cart = await cartIn(owner, currency, language, false);
      const notInCart = () => new DomainError('voucher_not_in_cart', 'This voucher is not in your cart.', 'not_found', 'code');
      if (!cart) throw notInCart();
      if (repeated(cart)) return toCart(cart, currency, language);
      const isIn = (c: CtCart) => giftCardsOf(c).includes(code) || c.discountCodes.some((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
      if (!isIn(cart)) throw notInCart();
      let known = await knownFor(cart);
      const updated = await change(cart, language, async (current) => {
        if (current !== cart) known = await knownFor(current);
        const giftCards = giftCardsOf(current);
        if (giftCards.includes(code)) return { fields: { giftCards: JSON.stringify(giftCards.filter((c) => c !== code)) } };
        const applied = current.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
        return applied ? { actions: [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: applied.discountCode.id } }] } : {};
      });
      return toCart(updated, currency, language, known);
    },
    async clear(owner) {
      for (const cart of await activeCarts(owner)) await removeCart(cart);
    },
  };
}
