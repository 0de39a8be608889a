import type { ContactPayload } from '../domain/contact';
import { call } from './request';

/** The contact form (accounts-cart-services.md §7 "POST /api/contact/sendEmail"): the answer is a thank-you and the ticket number. */
export function sendContactMessage(payload: ContactPayload) {
  return call('POST', 'hirmer-contact/sendEmail', { body: payload });
}
