import { call } from './request';

/** Return portal start: the order number and its email give the portal's address (shown in a frame). */
export function startReturn(orderNumber: string, email: string) {
  return call('GET', 'hirmer-documents/returnRedirect', { query: { orderNumber, email } });
}
