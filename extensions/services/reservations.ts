import type { ReservationBasket, ReservationHistoryEntry, ReservationStatus } from '../../src/domain/reservation';
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
  /**
   * Cancels a reservation of the account while mayCancelReservation allows it: the status becomes
   * cancelled and the stock it took goes back to the store, both or neither. `unknown` when the
   * account has no reservation of that number (another account's included), `refused` with the
   * status that forbids it.
   */
  cancel(accountId: string, reservationNumber: string, language: string, now?: Date): Promise<ReservationCancellation>;
  merge(from: Owner, into: Owner): Promise<void>;
}

export type ReservationCancellation =
  | { outcome: 'cancelled'; entries: ReservationHistoryEntry[] }
  | { outcome: 'unknown' }
  | { outcome: 'refused'; status: ReservationStatus };
