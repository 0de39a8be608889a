import { RESERVATION_PICKUP_DAYS } from '../config/constants';
import type { ReservationHistoryEntry, ReservationStatus } from './reservation';

/**
 * The reservations' rules (status, cancelling, the history's grouping), without the endpoints'
 * schemas of ./reservation.ts: the account's reservations load no zod.
 */

/** The store holds reserved articles RESERVATION_PICKUP_DAYS after the reservation. */
export function pickUpDeadline(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + RESERVATION_PICKUP_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** A cancelled reservation stays cancelled; otherwise it waits for pick-up until its deadline, then it has expired. */
export function reservationStatus(reservation: { createdAt: string; cancelledAt?: string | null }, now: Date = new Date()): ReservationStatus {
  if (reservation.cancelledAt) return 'cancelled';
  return now.getTime() > new Date(pickUpDeadline(reservation.createdAt)).getTime() ? 'expired' : 'reserved';
}

/**
 * The customer may cancel a reservation only while the store still holds it for him: not once it is
 * cancelled or its pick-up period is over. Whether the shop has a reservation history at all (not
 * eck, accounts-cart-services.md §1, §6) the action checks through the project's features.
 */
export function mayCancelReservation(status: ReservationStatus): boolean {
  return status === 'reserved';
}

/** A reservation with its items: the history answers one entry per reserved item. */
export interface ReservationGroup {
  reservationNumber: string;
  date: string;
  status: ReservationStatus;
  pickUpUntil: string;
  store: ReservationHistoryEntry['store'];
  items: Pick<ReservationHistoryEntry, 'product' | 'itemNumber' | 'sku' | 'color' | 'size' | 'amount'>[];
}

/** The history's entries as reservations, in the order of their first entry (newest first). */
export function groupReservations(entries: readonly ReservationHistoryEntry[]): ReservationGroup[] {
  const groups = new Map<string, ReservationGroup>();
  for (const e of entries) {
    let group = groups.get(e.reservationNumber);
    if (!group) {
      group = { reservationNumber: e.reservationNumber, date: e.date, status: e.status, pickUpUntil: e.pickUpUntil, store: e.store, items: [] };
      groups.set(e.reservationNumber, group);
    }
    group.items.push({ product: e.product, itemNumber: e.itemNumber, sku: e.sku, color: e.color, size: e.size, amount: e.amount });
  }
  return [...groups.values()];
}
