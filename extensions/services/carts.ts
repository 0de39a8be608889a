import type { AlternativeItem, Cart } from '../../src/domain/cart';
import type { Owner } from './owner';

export interface CartLineRequest {
  sku: string;
  count: number;
  /** Sub-article skus of a set, one per part. */
  selectedSetArticles?: string[];
  /** An item of the other shop system (its basket item id and parent article): a line of its own. */
  alternativeItem?: AlternativeItem;
}

/**
 * The shopper's cart. Every change is atomic: either every requested line is added or none.
 * `language` is the shopper's locale, `language_TERRITORY` (`de_AT`) or a bare language (`de`): line
 * texts come in its language, and a backend that keeps a country on the cart (commercetools) takes
 * the territory.
 */
export interface CartsPort {
  get(owner: Owner, currency: string, language: string): Promise<Cart>;
  /** Adds lines (quantity within 1..QUANTITY_MAX and stock); throws DomainError and writes nothing when any line fails. */
  add(owner: Owner, lines: CartLineRequest[], currency: string, language: string): Promise<{ cart: Cart; addedLineIds: string[] }>;
  updateCount(owner: Owner, lineItemId: string, count: number, currency: string, language: string): Promise<Cart>;
  remove(owner: Owner, lineItemId: string, currency: string, language: string): Promise<Cart>;
  /** Moves a guest's lines into the account's cart (login). */
  merge(from: Owner, into: Owner): Promise<void>;
  /**
   * Applies a voucher code or a gift card (number + PIN); throws DomainError `voucher_invalid` for an
   * unknown, used or foreign-currency code or a wrong PIN.
   */
  applyVoucher(
    owner: Owner,
    voucher: { code: string; pin?: string },
    currency: string,
    language: string,
  ): Promise<{ cart: Cart; kind: 'voucher' | 'giftcard' }>;
  removeVoucher(owner: Owner, code: string, currency: string, language: string): Promise<Cart>;
  /** Empties the cart after an order was placed from it. */
  clear(owner: Owner): Promise<void>;
}
