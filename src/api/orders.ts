import type { DocumentType } from '../domain/order';
import { call, type ApiResult } from './request';
import type { ActionAnswer, ActionBody } from '../../extensions/api-contract';

/**
 * Order and reservation history, documents and the loyalty card of the logged-in customer
 * (accounts-cart-services.md §7). Answers are typed by the actions (extensions/api-contract.ts).
 */
export type OrdersAnswer = ActionAnswer<'hirmer-orders/search'>;

export const ORDERS_PATH = '/_hirmer/api/account/orders';

/** The orders of the last three months, or with a term every order whose number matches it. */
export function fetchRecentOrders(term?: string): Promise<ApiResult<OrdersAnswer>> {
  return call('GET', 'hirmer-orders/search', { query: { term: term?.trim() || undefined } });
}

export function fetchOrdersOfYear(year: number): Promise<ApiResult<ActionAnswer<'hirmer-orders/historyByYear'>>> {
  return call('GET', 'hirmer-orders/historyByYear', { query: { year } });
}

export function fetchOrderYears() {
  return call('GET', 'hirmer-orders/years');
}

export type DocumentAnswer = ActionAnswer<'hirmer-documents/invoice'>;

/** An order's invoice or return label: the PDF travels base64-encoded in the action's JSON answer. */
export function fetchOrderDocument(orderId: string, type: DocumentType): Promise<ApiResult<DocumentAnswer>> {
  return type === 'invoice'
    ? call('POST', 'hirmer-documents/invoice', { body: { orderId } })
    : call('POST', 'hirmer-documents/returnLabel', { body: { orderId } });
}

export function fetchReservationHistory() {
  return call('GET', 'hirmer-orders/reservationHistory');
}

export function fetchLoyaltyCard() {
  return call('POST', 'hirmer-crm/loyaltyCard', { body: {} });
}

export function connectLoyaltyCard(loyaltyCardNumber: string, loyaltyCardCVC: string) {
  return call('POST', 'hirmer-crm/addLoyaltyCardToUser', { body: { loyaltyCardNumber, loyaltyCardCVC } });
}

/** Activation from the mail (uid + crm_mail_activator): the first password; the answer signs in and carries the new card. */
export function activateLoyaltyAccount(token: string, newPass: string, confirmationPass: string) {
  return call('POST', 'hirmer-crm/activate', { body: { token, newPass, confirmationPass } });
}

/** A loyalty card without an account: names and email; the activation mail follows (the same answer whether or not the address has an account). */
export function requestLoyaltyActivation(payload: ActionBody<'hirmer-crm/email'>) {
  return call('POST', 'hirmer-crm/email', { body: payload });
}

/** A new card for the logged-in account without one (digital, or printed as well). */
export function registerLoyaltyCardWithAccount(printed: boolean) {
  return call('POST', 'hirmer-crm/registerCardWithAccount', { body: { printed, acceptLoyaltyConditions: true } });
}
