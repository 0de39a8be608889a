import type { ApiError } from './api';
import type { Cart, LineItem } from './cart';

/**
 * The outcome of one click on "add to basket" (storefront-browsing.md §4 "Add to basket", §8; accounts-cart-services.md
 * §8 "Add to cart failure"), decided once from the server's answer. The connector (src/hooks/useAddToBasket.ts)
 * keeps it in one place (src/state/cart.ts addToBasketAtom); the overlays and the wishlist entry read it.
 */
export type AddToBasketOutcome =
  /** Lines were added; `notices` are the oxidErrors that came with them (the error modal lists them). */
  | { kind: 'added'; items: LineItem[]; notices: string[] }
  /** Nothing added, with oxidErrors: the first is the message, the error modal lists them all. */
  | { kind: 'refused'; messages: string[] }
  /** Nothing added and no error at all: the generic productDetail.storeAvailability.error. */
  | { kind: 'nothingAdded' }
  /** The size sold out meanwhile: the sold-out modal. */
  | { kind: 'soldOut'; message: string }
  /** The server refused with a message; `technical` when the call itself failed (the request layer reports that). */
  | { kind: 'failed'; message: string; technical: boolean };

/** The answer of an add, as the connector hands it over (the call's failure kinds reduced to `technical`). */
export type AddToBasketAnswer =
  | { ok: true; cart: Pick<Cart, 'projectSpecificData'>; addedItems: LineItem[] }
  | { ok: false; errors: ApiError[]; technical: boolean };

/** The server's code for a size that sold out between the page load and the click. */
export const SOLD_OUT_CODE = 'sold_out';

/** Whether a failed add means the size sold out (the sold-out modal) rather than another error. */
export function isSoldOut(errors: readonly ApiError[]): boolean {
  return errors.some((e) => e.code === SOLD_OUT_CODE);
}

/** §8: the added lines; else the first oxidErrors message when nothing was added; else the error text; else the generic text. */
export function addToBasketOutcome(answer: AddToBasketAnswer): AddToBasketOutcome {
  if (!answer.ok) {
    const message = answer.errors[0]?.message ?? '';
    if (!answer.technical && isSoldOut(answer.errors)) return { kind: 'soldOut', message };
    return { kind: 'failed', message, technical: answer.technical };
  }
  const notices = answer.cart.projectSpecificData.oxidErrors.map((e) => e.message);
  if (answer.addedItems.length) return { kind: 'added', items: answer.addedItems, notices };
  return notices.length ? { kind: 'refused', messages: notices } : { kind: 'nothingAdded' };
}

/** The shop-wide overlays an outcome opens, each closed on its own. */
export type BasketOverlay = 'basket' | 'soldOut' | 'errors' | 'nothingAdded';

/**
 * Where the shopper learns the outcome: the product pages in the shop's overlays (`modal`), the wishlist beside
 * the entry that was clicked (`inline`: accounts-cart-services.md §4 "on no API error a confirmation shows").
 */
export type Confirmation = 'modal' | 'inline';

/** The overlays of one outcome. A technical failure opens none: the request layer's error modal reports it for every call. */
export function overlaysFor(outcome: AddToBasketOutcome, confirmation: Confirmation): BasketOverlay[] {
  if (confirmation === 'inline') return [];
  switch (outcome.kind) {
    case 'added':
      return outcome.notices.length ? ['basket', 'errors'] : ['basket'];
    case 'refused':
      return ['errors'];
    case 'nothingAdded':
      return ['nothingAdded'];
    case 'soldOut':
      return ['soldOut'];
    case 'failed':
      return outcome.technical ? [] : ['errors'];
  }
}

/** The messages the error modal lists for an outcome (oxidErrors or the server's message). */
export function outcomeMessages(outcome: AddToBasketOutcome): string[] {
  switch (outcome.kind) {
    case 'added':
      return outcome.notices;
    case 'refused':
      return outcome.messages;
    case 'soldOut':
    case 'failed':
      return outcome.message ? [outcome.message] : [];
    case 'nothingAdded':
      return [];
  }
}
