import { call, type ApiResult } from './request';
import type { NewsletterSubscribePayload, UnsubscribeReason } from '../domain/newsletter';
import type { ActionAnswer } from '../../extensions/api-contract';

export type { UnsubscribeReason };

/** `unsubscribed`: true when the subscription ended now; false when a link was mailed to the address instead. */
export type UnsubscribeAnswer = ActionAnswer<'hirmer-newsletter/unsubscribe'>;

/** Unsubscribe: the logged-in shopper's address, a mailed link's token, or an address to mail a link to. */
export function unsubscribeNewsletter(payload: { reason: UnsubscribeReason; email?: string; token?: string }): Promise<ApiResult<UnsubscribeAnswer>> {
  return call('POST', 'hirmer-newsletter/unsubscribe', { body: payload });
}

/** Confirms a subscription with the mailed token (double opt-in). */
export function confirmNewsletter(token: string) {
  return call('GET', 'hirmer-newsletter/confirm', { query: { token } });
}

/** Subscribes an address (double opt-in: the answer's message says a confirmation mail is on its way). */
export function subscribeNewsletter(payload: NewsletterSubscribePayload) {
  return call('POST', 'hirmer-newsletter/subscribe', { body: payload });
}
