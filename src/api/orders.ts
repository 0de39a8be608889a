import type { DocumentType, Order } from '../domain/order';
import type { LoyaltyCard } from '../domain/loyalty';
import type { ReservationHistoryEntry } from '../domain/reservation';
import { request, type ApiResult } from './request';

/** Order and reservation history, documents and the loyalty card of the logged-in customer (accounts-cart-services.md §7). */
export interface OrdersAnswer {
  success: true;
  data: Order[];
  year?: number;
}

export const ORDERS_PATH = '/_hirmer/api/account/orders';

/** The orders of the last three months, or with a term every order whose number matches it. */
export function fetchRecentOrders(term?: string): Promise<ApiResult<OrdersAnswer>> {
  return request<OrdersAnswer>(`${ORDERS_PATH}/search`, { query: { term: term?.trim() || undefined } });
}

export function fetchOrdersOfYear(year: number): Promise<ApiResult<OrdersAnswer>> {
  return request<OrdersAnswer>(`${ORDERS_PATH}/history/${year}`);
}

export function fetchOrderYears(): Promise<ApiResult<{ success: true; data: number[] }>> {
  return request<{ success: true; data: number[] }>(`${ORDERS_PATH}/years`);
}

export interface DocumentAnswer {
  success: true;
  data: { fileName: string; mimeType: string; content: string };
}

/** An order's invoice or return label: the PDF travels base64-encoded in the action's JSON answer. */
export function fetchOrderDocument(orderId: string, type: DocumentType): Promise<ApiResult<DocumentAnswer>> {
  return request<DocumentAnswer>(type === 'invoice' ? '/api/acl/invoice/download' : '/api/order/returnLabel/download', { method: 'POST', body: { orderId } });
}

export function fetchReservationHistory(): Promise<ApiResult<{ success: true; data: ReservationHistoryEntry[] }>> {
  return request<{ success: true; data: ReservationHistoryEntry[] }>('/_hirmer/api/account/reservation/history');
}

export function fetchLoyaltyCard(): Promise<ApiResult<{ success: true; data: LoyaltyCard | null }>> {
  return request<{ success: true; data: LoyaltyCard | null }>('/api/crm/loyaltyCard', { method: 'POST', body: {} });
}

export function connectLoyaltyCard(loyaltyCardNumber: string, loyaltyCardCVC: string): Promise<ApiResult<{ success: true; data: LoyaltyCard }>> {
  return request<{ success: true; data: LoyaltyCard }>('/api/crm/addLoyaltyCardToUser', { method: 'POST', body: { loyaltyCardNumber, loyaltyCardCVC } });
}

/** Activation from the mail (uid + crm_mail_activator): the first password; the answer signs in and carries the new card. */
export function activateLoyaltyAccount(token: string, newPass: string, confirmationPass: string): Promise<ApiResult<{ success: true; data: LoyaltyCard }>> {
  return request<{ success: true; data: LoyaltyCard }>('/api/crm/activate', { method: 'POST', body: { token, newPass, confirmationPass } });
}

/** A loyalty card without an account: names and email; the activation mail follows (the same answer whether or not the address has an account). */
export function requestLoyaltyActivation(payload: {
  email: string;
  firstName: string;
  lastName: string;
  token: string;
}): Promise<ApiResult<{ success: true; message: string }>> {
  return request<{ success: true; message: string }>('/api/crm/email', { method: 'POST', body: payload });
}
