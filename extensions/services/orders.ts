import type { Order } from '../../src/domain/order';
import type { Owner } from './owner';

/** Orders of an account: history views, search, and placing an order from a cart. */
export interface OrdersPort {
  list(accountId: string, filter?: { year?: number; since?: Date; term?: string }): Promise<Order[]>;
  years(accountId: string): Promise<number[]>;
  /** Null when the order does not exist or belongs to someone else (callers cannot tell which). */
  get(accountId: string, orderId: string): Promise<Order | null>;
  /** Finds an order by number and the customer's email (return portal, no login). */
  findByNumberAndEmail(orderNumber: string, email: string): Promise<Order | null>;
  /**
   * Orders what is in the owner's cart and empties it, in one step: a line added meanwhile is
   * either in the order or still in the cart, never lost. Vouchers of the cart are redeemed.
   */
  placeFromCart(accountId: string, owner: Owner, currency: string, language: string): Promise<Order>;
}
