import { request, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { ReservationBasket, ReservationHistoryEntry } from '../domain/reservation';

/** Endpoint functions of click and reserve (accounts-cart-services.md §7). Changes run through the basket's queue. */

export const RESERVATION_KEY = '/api/reserve/reservation/cart';

export interface ReservationAnswer {
  success: true;
  errors: { message: string }[];
  reservation: ReservationBasket;
}
export interface ReservationCheckoutAnswer extends ReservationAnswer {
  data: unknown;
}

export function fetchReservation(): Promise<ApiResult<ReservationAnswer>> {
  return request<ReservationAnswer>(RESERVATION_KEY);
}

export function addReservation(payload: { oxid: string; amount?: number; filialeid: string }): Promise<ApiResult<ReservationAnswer>> {
  return enqueue(RESOURCE.reservation, () => request<ReservationAnswer>('/api/reserve/add', { method: 'POST', body: { amount: 1, ...payload } }));
}

export function editReservation(payload: { basketid: string; amount: number; filialeid?: string }): Promise<ApiResult<ReservationAnswer>> {
  return enqueue(RESOURCE.reservation, () => request<ReservationAnswer>('/api/reserve/edit', { method: 'POST', body: payload }));
}

export function removeReservation(basketid: string): Promise<ApiResult<ReservationAnswer>> {
  return enqueue(RESOURCE.reservation, () => request<ReservationAnswer>('/api/reserve/lineItem/remove', { method: 'POST', body: { basketid } }));
}

export function checkoutReservation(): Promise<ApiResult<ReservationCheckoutAnswer>> {
  return enqueue(RESOURCE.reservation, () => request<ReservationCheckoutAnswer>('/api/reserve/reservation/checkout'));
}

/** Cancels a reservation of the account's history; the answer carries its entries, now cancelled. */
export function cancelReservation(reservationNumber: string): Promise<ApiResult<{ success: true; data: ReservationHistoryEntry[] }>> {
  return request<{ success: true; data: ReservationHistoryEntry[] }>('/_hirmer/api/account/reservation/cancel', {
    method: 'POST',
    body: { reservationNumber },
  });
}
