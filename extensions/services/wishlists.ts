import type { Wishlist } from '../../src/domain/wishlist';
import type { Owner } from './owner';

/** Wishlists; a guest's entries expire after GUEST_WISHLIST_RETENTION_DAYS. */
export interface WishlistsPort {
  get(owner: Owner, language: string): Promise<Wishlist>;
  add(owner: Owner, entry: { itemNumber: string; sku?: string }, language: string): Promise<Wishlist>;
  remove(owner: Owner, entry: { lineItemId: string } | { itemNumber: string; sku?: string }, language: string): Promise<Wishlist>;
  /** Moves the session's entries into the account's wishlist. */
  migrate(from: Owner, into: Owner, language: string): Promise<Wishlist>;
  /** Drops a guest's expired entries; returns how many went. */
  cleanup(owner: Owner): Promise<number>;
}
