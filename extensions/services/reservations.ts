import type { ReservationBasket, ReservationHistoryEntry } from '../../src/domain/reservation';
import type { Owner } from './owner';

/** Click and reserve: a basket for one store, checked out into reservations of an account. */
export interface ReservationsPort {
  basket(owner: Owner, language: string): Promise<ReservationBasket>;
  /** Throws DomainError when the store lacks stock or the basket belongs to another store. */
  add(owner: Owner, line: { sku: string; amount: number; storeId: string }, language: string): Promise<ReservationBasket>;
  edit(owner: Owner, line: { basketId: string; amount: number; storeId?: string }, language: string): Promise<ReservationBasket>;
  remove(owner: Owner, basketId: string, language: string): Promise<ReservationBasket>;
  /** Turns the basket into a reservation of the account, takes the store stock, empties the basket. */
  checkout(owner: Owner, accountId: string, language: string): Promise<{ reservationNumber: string; entries: ReservationHistoryEntry[] }>;
  history(accountId: string, language: string): Promise<ReservationHistoryEntry[]>;
  merge(from: Owner, into: Owner): Promise<void>;
}
