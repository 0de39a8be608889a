import type { Cart as CtCart, CartUpdateAction, LineItem as CtLineItem } from '@commercetools/platform-sdk';
import type { CartsPort } from '../../services/carts';
import { DomainError, type Owner } from '../../services/owner';
import type { Cart, LineItem } from '../../../src/domain/cart';
import { QUANTITY_MAX } from '../../../src/config/constants';
import { cartLineOf, cartTotals, lookupIn, planAdd, type SkuLookup, type StoredLine } from '../shared/cart-rules';
import { asLanguage, countryOf } from '../shared/lines';
import { ct, ctErrorCodes, literal, type CtApi } from './client';
import type { CtCatalogue } from './catalogue';
import { CONTAINERS, TYPES } from './model';
import type { CustomObjects } from './custom-objects';

/** A gift card: a number with a PIN and a value in one currency (custom objects, see README). */
export interface GiftCardDoc {
  pin: string;
  value: number;
  currency: string;
  redeemed: boolean;
}

const GIFT_CARD_PATTERN = /^\d{16}$/;

export type CtCarts = CartsPort & {
  /** The owner's active cart in commercetools (null when there is none). */
  activeCart(owner: Owner): Promise<CtCart | null>;
  /** The shop's cart of a commercetools cart. */
  toCart(cart: CtCart | null, currency: string, language: string): Promise<Cart>;
  giftCardsOf(cart: CtCart): string[];
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

/**
 * Carts as commercetools carts: a guest's by anonymousId (the session id), an account's by customerId;
 * a set's chosen parts in a line-item custom field (so two selections are two lines); vouchers as
 * discount codes; gift cards (no commercetools resource) as custom objects, applied in a cart
 * custom field. Every change is one update request: commercetools applies all of its actions or none.
 */
export function createCtCarts(api: CtApi, catalogue: CtCatalogue, objects: CustomObjects): CtCarts {
  async function activeCart(owner: Owner): Promise<CtCart | null> {
    const page = await ct(() =>
      api
        .carts()
        .get({
          queryArgs: {
            where: [ownerPredicate(owner), 'cartState = "Active"'],
            sort: 'lastModifiedAt desc',
            limit: 1,
            expand: ['discountCodes[*].discountCode'],
          },
        })
        .execute(),
    );
    return page.results[0] ?? null;
  }

  async function create(owner: Owner, currency: string, language: string, lineItems: CtCart['lineItems'] = []): Promise<CtCart> {
    return ct(() =>
      api
        .carts()
        .post({
          body: {
            currency: currency.toUpperCase(),
            locale: asLanguage(language),
            ...(countryOf(language) ? { country: countryOf(language) } : {}),
            ...(owner.kind === 'account' ? { customerId: owner.id } : { anonymousId: owner.id }),
            lineItems: lineItems.map((l) => ({
              sku: l.variant.sku!,
              quantity: l.quantity,
              ...(setArticlesOf(l)
                ? { custom: { type: { typeId: 'type' as const, key: TYPES.lineItem }, fields: { setArticles: setArticlesOf(l)!.join(',') } } }
                : {}),
            })),
          },
          queryArgs: { expand: ['discountCodes[*].discountCode'] },
        })
        .execute(),
    );
  }

  async function remove(cart: CtCart): Promise<void> {
    await ct(() =>
      api
        .carts()
        .withId({ ID: cart.id })
        .delete({ queryArgs: { version: cart.version } })
        .execute(),
    );
  }

  /**
   * The owner's cart in the requested currency, country and locale: a cart in another currency is
   * moved over (commercetools carts have one currency); another country or locale is set on it.
   */
  async function cartIn(owner: Owner, currency: string, language: string, createIfMissing: boolean): Promise<CtCart | null> {
    const cart = await activeCart(owner);
    if (cart && cart.totalPrice.currencyCode === currency.toUpperCase()) {
      const country = countryOf(language);
      const actions: CartUpdateAction[] = [
        ...(country && cart.country !== country ? [{ action: 'setCountry' as const, country }] : []),
        ...(cart.locale !== asLanguage(language) ? [{ action: 'setLocale' as const, locale: asLanguage(language) }] : []),
      ];
      return actions.length ? update(cart, actions) : cart;
    }
    if (!cart && !createIfMissing) return null;
    const moved = await create(owner, currency, language, cart?.lineItems ?? []);
    if (cart) await remove(cart);
    return moved;
  }

  async function update(cart: CtCart, actions: CartUpdateAction[]): Promise<CtCart> {
    return ct(() =>
      api
        .carts()
        .withId({ ID: cart.id })
        .post({ body: { version: cart.version, actions }, queryArgs: { expand: ['discountCodes[*].discountCode'] } })
        .execute(),
    );
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

  async function toCart(cart: CtCart | null, currency: string, language: string): Promise<Cart> {
    const lines = cart?.lineItems ?? [];
    const lookup = await lookupFor(lines.flatMap((l) => [l.variant.sku!, ...(setArticlesOf(l) ?? [])]));
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
    const giftCards: { code: string; value: number }[] = [];
    for (const number of cart ? giftCardsOf(cart) : []) {
      const card = await objects.get<GiftCardDoc>(CONTAINERS.giftCards, number);
      if (card && !card.value.redeemed && card.value.currency === currency.toUpperCase()) giftCards.push({ code: number, value: card.value.value });
    }
    return {
      cartId: cart?.id ?? '',
      currency: currency.toUpperCase(),
      lineItems,
      ...cartTotals(lineItems, currency, vouchers, giftCards),
      projectSpecificData: { oxidErrors },
    };
  }

  const setGiftCards = (codes: string[]): CartUpdateAction[] => [
    { action: 'setCustomType', type: { typeId: 'type', key: TYPES.order }, fields: { giftCards: JSON.stringify(codes) } },
  ];

  const lineOf = (cart: CtCart | null, lineItemId: string) => {
    const line = cart?.lineItems.find((l) => l.id === lineItemId);
    if (!cart || !line) throw new DomainError('unknown_line_item', 'This line is not in your cart.', 'not_found', 'lineItemId', { list: 'cart' });
    return { cart, line };
  };

  return {
    activeCart,
    toCart,
    giftCardsOf,
    async get(owner, currency, language) {
      return toCart(await cartIn(owner, currency, language, false), currency, language);
    },
    async add(owner, lines, currency, language) {
      const existing = await cartIn(owner, currency, language, false);
      const lookup = await lookupFor([
        ...storedLines(existing).flatMap((l) => [l.sku, ...(l.setArticles ?? [])]),
        ...lines.flatMap((l) => [l.sku, ...(l.selectedSetArticles ?? [])]),
      ]);
      // Everything is checked before the one update: a failing line writes nothing.
      const planned = planAdd(lookup, storedLines(existing), lines);
      const cart = existing ?? (await create(owner, currency, language));
      const updated = await update(
        cart,
        planned.map((p) => ({
          action: 'addLineItem',
          sku: p.sku,
          quantity: p.count,
          ...(p.setArticles ? { custom: { type: { typeId: 'type', key: TYPES.lineItem }, fields: { setArticles: p.setArticles.join(',') } } } : {}),
        })),
      );
      const keys = storedLines(updated);
      const addedLineIds = [...new Set(planned.map((p) => updated.lineItems[keys.findIndex((k) => k.key === p.key)]?.id).filter((id): id is string => !!id))];
      return { cart: await toCart(updated, currency, language), addedLineIds };
    },
    async updateCount(owner, lineItemId, count, currency, language) {
      const { cart, line } = lineOf(await cartIn(owner, currency, language, false), lineItemId);
      const lookup = await lookupFor([line.variant.sku!]);
      const others = storedLines(cart).filter((_, i) => cart.lineItems[i]!.id !== lineItemId);
      planAdd(
        lookup,
        others,
        [{ sku: line.variant.sku!, count, ...(setArticlesOf(line) ? { selectedSetArticles: setArticlesOf(line)! } : {}) }].map((l) => ({ ...l })),
      );
      return toCart(await update(cart, [{ action: 'changeLineItemQuantity', lineItemId, quantity: count }]), currency, language);
    },
    async remove(owner, lineItemId, currency, language) {
      const { cart } = lineOf(await cartIn(owner, currency, language, false), lineItemId);
      return toCart(await update(cart, [{ action: 'removeLineItem', lineItemId }]), currency, language);
    },
    async merge(from, into) {
      const source = await activeCart(from);
      if (!source) return;
      if (source.lineItems.length) {
        const currency = source.totalPrice.currencyCode;
        const target = (await activeCart(into)) ?? (await create(into, currency, source.locale ?? 'de'));
        const current = new Map(storedLines(target).map((l) => [l.key, l.count]));
        const actions: CartUpdateAction[] = [];
        for (const l of storedLines(source)) {
          // Merged lines keep the quantity limit; stock is checked again at checkout.
          const count = Math.min(QUANTITY_MAX - (current.get(l.key) ?? 0), l.count);
          if (count > 0) {
            actions.push({
              action: 'addLineItem',
              sku: l.sku,
              quantity: count,
              ...(l.setArticles ? { custom: { type: { typeId: 'type', key: TYPES.lineItem }, fields: { setArticles: l.setArticles.join(',') } } } : {}),
            });
          }
        }
        if (actions.length && target.totalPrice.currencyCode === currency) await update(target, actions);
      }
      await remove(source);
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
        const codes = [...new Set([...giftCardsOf(cart), code])];
        return { cart: await toCart(await update(cart, setGiftCards(codes)), currency, language), kind: 'giftcard' as const };
      }
      let updated: CtCart;
      try {
        updated = await update(cart, [{ action: 'addDiscountCode', code }]);
      } catch (error) {
        if (ctErrorCodes(error).includes('DiscountCodeNonApplicable')) throw invalid();
        throw error;
      }
      const applied = updated.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
      if (applied?.state !== 'MatchesCart') {
        if (applied) await update(updated, [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: applied.discountCode.id } }]);
        throw invalid();
      }
      return { cart: await toCart(updated, currency, language), kind: 'voucher' as const };
    },
    async removeVoucher(owner, code, currency, language) {
      const cart = await cartIn(owner, currency, language, false);
      const notInCart = () => new DomainError('voucher_not_in_cart', 'This voucher is not in your cart.', 'not_found', 'code');
      if (!cart) throw notInCart();
      const giftCards = giftCardsOf(cart);
      if (giftCards.includes(code)) return toCart(await update(cart, setGiftCards(giftCards.filter((c) => c !== code))), currency, language);
      const applied = cart.discountCodes.find((d) => d.discountCode.obj?.code.toLowerCase() === code.toLowerCase());
      if (!applied) throw notInCart();
      return toCart(
        await update(cart, [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: applied.discountCode.id } }]),
        currency,
        language,
      );
    },
    async clear(owner) {
      const cart = await activeCart(owner);
      if (cart) await remove(cart);
    },
  };
}
