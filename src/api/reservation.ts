import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { ActionAnswer } from '../../extensions/api-contract';

/** Endpoint functions of click and reserve (accounts-cart-services.md §7), answers typed by the actions. Changes run through the basket's queue. */

export { RESERVATION_KEY } from './keys';

export type ReservationAnswer = ActionAnswer<'hirmer-reserve/cart'>;
export type ReservationCheckoutAnswer = ActionAnswer<'hirmer-reserve/checkout'>;

export function fetchReservation(): Promise<ApiResult<ReservationAnswer>> {
  return call('GET', 'hirmer-reserve/cart');
}

export function addReservation(payload: { oxid: string; amount?: number; filialeid: string }) {
  return enqueue(RESOURCE.reservation, () => call('POST', 'hirmer-reserve/add', { body: { amount: 1, ...payload }, once: true }));
}

export function editReservation(payload: { basketid: string; amount: number; filialeid?: string }) {
  return enqueue(RESOURCE.reservation, () => call('POST', 'hirmer-reserve/edit', { body: payload }));
}

export function removeReservation(basketid: string) {
  return enqueue(RESOURCE.reservation, () => call('POST', 'hirmer-reserve/removeLineItem', { body: { basketid } }));
}

export function checkoutReservation(): Promise<ApiResult<ReservationCheckoutAnswer>> {
  return enqueue(RESOURCE.reservation, () => call('GET', 'hirmer-reserve/checkout', { once: true }));
}

/** Cancels a reservation of the account's history; the answer carries its entries, now cancelled. */
export function cancelReservation(reservationNumber: string) {
  return call('POST', 'hirmer-orders/reservationCancel', { body: { reservationNumber } });
}
