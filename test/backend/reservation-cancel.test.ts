import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../src/domain/reservation';
import { mayCancelReservation, pickUpDeadline, reservationStatus } from '../../src/domain/reservation-rules';
import { RESERVATION_PICKUP_DAYS } from '../../src/config/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the reservation status rule', () => {
  const created = '2026-03-02T10:00:00.000Z';
  const at = (days: number) => new Date(new Date(created).getTime() + days * DAY_MS);
  it.each<[string, { cancelledAt?: string }, Date, ReservationStatus, boolean]>([
    ['a reservation the store still holds is reserved and may be cancelled', {}, at(1), 'reserved', true],
    ['on the last day of the pick-up period it may still be cancelled', {}, at(RESERVATION_PICKUP_DAYS), 'reserved', true],
    ['after the pick-up period it has expired and may not be cancelled', {}, at(RESERVATION_PICKUP_DAYS + 0.01), 'expired', false],
    ['a cancelled reservation stays cancelled and may not be cancelled again', { cancelledAt: at(1).toISOString() }, at(2), 'cancelled', false],
  ])('%s', (_rule, extra, now, status, may) => {
    expect(reservationStatus({ createdAt: created, ...extra }, now)).toBe(status);
    expect(mayCancelReservation(status)).toBe(may);
  });

  it('the deadline is the reservation date plus the pick-up period', () => {
    expect(pickUpDeadline(created)).toBe(at(RESERVATION_PICKUP_DAYS).toISOString());
  });
});
