import { request, type ApiResult } from './request';
import type { NewsletterSubscribePayload, UNSUBSCRIBE_REASONS } from '../domain/newsletter';

export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export interface UnsubscribeAnswer {
  success: true;
  /** True when the subscription ended now; false when a link was mailed to the address instead. */
  unsubscribed: boolean;
  message?: string;
}

/** Unsubscribe: the logged-in shopper's address, a mailed link's token, or an address to mail a link to. */
export function unsubscribeNewsletter(payload: { reason: UnsubscribeReason; email?: string; token?: string }): Promise<ApiResult<UnsubscribeAnswer>> {
  return request<UnsubscribeAnswer>('/api/newsletter/unsubscribe', { method: 'POST', body: payload });
}

/** Confirms a subscription with the mailed token (double opt-in). */
export function confirmNewsletter(token: string): Promise<ApiResult<{ success: true; email: string }>> {
  return request<{ success: true; email: string }>(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
}

/** Subscribes an address (double opt-in: the answer's message says a confirmation mail is on its way). */
export function subscribeNewsletter(payload: NewsletterSubscribePayload): Promise<ApiResult<{ success: true; message: string }>> {
  return request<{ success: true; message: string }>('/api/newsletter/subscribe', { method: 'POST', body: payload });
}
