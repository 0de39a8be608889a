import type { ContactPayload } from '../../src/domain/contact';

/** The contact form's receiver (customer service). */
export interface ContactPort {
  send(message: Omit<ContactPayload, 'token' | 'acceptDatenschutz'> & { language: string }): Promise<{ ticket: string }>;
}
