import type { ContactPayload } from '../domain/contact';
import { request, type ApiResult } from './request';

/** The contact form (accounts-cart-services.md §7 "POST /api/contact/sendEmail"): the answer is a thank-you and the ticket number. */
export function sendContactMessage(payload: ContactPayload): Promise<ApiResult<{ success: true; data: string; ticket: string }>> {
  return request<{ success: true; data: string; ticket: string }>('/api/contact/sendEmail', { method: 'POST', body: payload });
}
