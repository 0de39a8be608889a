import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { orderDocumentSchema, returnRedirectQuerySchema, type DocumentType } from '../../src/domain/order';
import type { Services } from '../services';
import { clientAddress } from './support';
import { returnPortalAddress } from '../lib/return-portal';

/**
 * Order documents as PDF. The runtime's responses carry a string body and no headers, so the file
 * travels base64-encoded in JSON; the browser turns it into a download.
 */
async function download(services: Services, accountId: string, orderId: string, type: DocumentType) {
  // Another customer's order answers exactly like a missing one.
  const order = await services.orders.get(accountId, orderId);
  if (!order) throw ActionError.notFound('order_not_found', 'This order does not exist.', 'orderId');
  if (!order.documents.some((d) => d.type === type)) {
    throw ActionError.notFound('document_unavailable', 'This document is not available. Please contact customer service.', 'orderId');
  }
  const file = await services.documents.render(order, type);
  return { body: { success: true, data: { fileName: file.fileName, mimeType: file.mimeType, content: Buffer.from(file.bytes).toString('base64') } } };
}

export const invoice = defineAction({
  body: orderDocumentSchema,
  requireAccount: true,
  handler: ({ body, session, services }) => download(services, session.accountId!, body.orderId, 'invoice'),
});

export const returnLabel = defineAction({
  body: orderDocumentSchema,
  requireAccount: true,
  handler: ({ body, session, services }) => download(services, session.accountId!, body.orderId, 'return'),
});

/** Return portal start: order number and email identify the order; the answer is the portal's URL. */
export const returnRedirect = defineAction({
  query: returnRedirectQuerySchema,
  handler: async ({ query, services, request, configuration }) => {
    // Each try reveals whether a number and an email belong together: a budget per client stops enumeration.
    await services.limits.spend('orderLookupPerAddress', clientAddress(request));
    const order = await services.orders.findByNumberAndEmail(query.orderNumber, query.email);
    if (!order)
      throw ActionError.notFound('order_not_found', 'We could not find an order with this number and email address.', 'orderNumber').withParams({
        by: 'number',
      });
    return { body: { success: true, data: returnPortalAddress(configuration.returnPortalUrl, order.orderNumber, query.email) } };
  },
});
