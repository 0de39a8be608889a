import type { Cart as CtCart } from '@commercetools/platform-sdk';
import type { Cart, LineItem } from '../../../src/domain/cart';
import { cartLineOf, cartTotals, lookupIn, type SkuLookup } from '../shared/cart-rules';
import { alternativeItemOf, setArticlesOf, skusOf, voucherAmounts } from './cart-lines';
import { LINE_PRODUCT_MAX_AGE_MS, type CtCatalogue } from './catalogue';
import type { CustomObjects } from './custom-objects';
import { CONTAINERS } from './model';

/** A gift card: a number with a PIN and a value in one currency (custom objects, see README). */
export interface GiftCardDoc {
  pin: string;
  value: number;
  currency: string;
  redeemed: boolean;
  /** The checkout that redeemed it (its request id): a repeated checkout finds it its own. */
  redeemedBy?: string | undefined;
}

/** What a cart's answer needs besides the cart: the products of its lines and its gift cards. */
export interface Known {
  lookup: SkuLookup;
  giftCards: Map<string, GiftCardDoc | null>;
}

export type CartView = ReturnType<typeof createCartView>;

/**
 * The shop's cart of a commercetools cart: line texts and pictures from the catalogue (a product
 * describing a line may be LINE_PRODUCT_MAX_AGE_MS old; the line's price is the cart's own), the
 * voucher amounts commercetools computed, the gift cards from their custom objects.
 */
export function createCartView(catalogue: CtCatalogue, objects: CustomObjects) {
  function giftCardsOf(cart: CtCart | null): string[] {
    const raw = cart?.custom?.fields?.giftCards;
    try {
      return typeof raw === 'string' ? (JSON.parse(raw) as string[]) : [];
    } catch {
      return [];
    }
  }

  /** The gift cards' documents (read together: one request). */
  async function giftCardDocs(numbers: string[]): Promise<Map<string, GiftCardDoc | null>> {
    const unique = [...new Set(numbers)];
    const docs = await Promise.all(unique.map((number) => objects.get<GiftCardDoc>(CONTAINERS.giftCards, number)));
    return new Map(unique.map((number, i) => [number, docs[i]?.value ?? null]));
  }

  /** The products describing a cart's lines (and `extraSkus`), from the cache where young enough. */
  async function lineProducts(cart: CtCart | null, extraSkus: string[] = []) {
    return catalogue.productsBySku([...skusOf(cart), ...extraSkus], LINE_PRODUCT_MAX_AGE_MS);
  }

  /** Reads what a change's answer needs (products of every line, the gift cards), before the change. */
  async function knownFor(cart: CtCart, extraCards: string[] = []): Promise<Known> {
    const [products, giftCards] = await Promise.all([lineProducts(cart), giftCardDocs([...giftCardsOf(cart), ...extraCards])]);
    return { lookup: lookupIn(products), giftCards };
  }

  /**
   * The shop's cart. `known` carries what was read before a change (products, gift cards), so that
   * the answer to a change that landed needs no further request (one that failed would turn a done
   * change into an error).
   */
  async function toCart(cart: CtCart | null, currency: string, language: string, known: Partial<Known> = {}): Promise<Cart> {
    const lines = cart?.lineItems ?? [];
    const numbers = giftCardsOf(cart);
    const [lookup, docs] = await Promise.all([
      known.lookup && skusOf(cart).every((sku) => known.lookup!(sku)) ? known.lookup : lineProducts(cart).then(lookupIn),
      known.giftCards && numbers.every((n) => known.giftCards!.has(n)) ? known.giftCards : giftCardDocs(numbers),
    ]);
    const lineItems: LineItem[] = [];
    const oxidErrors: { message: string }[] = [];
    for (const l of lines) {
      const line = cartLineOf(
        lookup,
        {
          id: l.id,
          sku: l.variant.sku!,
          count: l.quantity,
          setArticles: setArticlesOf(l),
          alternativeItem: alternativeItemOf(l),
          unitPrice: l.price.value.centAmount,
        },
        language,
        currency,
      );
      if (line) lineItems.push(line);
      else oxidErrors.push({ message: `The article ${l.variant.sku} is no longer available.` });
    }
    const vouchers = cart ? voucherAmounts(cart) : [];
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

  return { giftCardsOf, giftCardDocs, lineProducts, knownFor, toCart };
}
