import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { contactSchema } from '../../src/domain/contact';
import { requireCaptcha } from './support';
import { message } from './messages';
import { statusMessage } from '../../src/domain/status-message';

export const sendEmail = defineAction({
  body: contactSchema,
  handler: async ({ body, services, request, locale, project }) => {
    const { token, acceptDatenschutz: _accepted, ...fields } = body;
    await requireCaptcha(services, token, request);
    // The call-back option exists only for the German site.
    if (fields.callBack && locale.language !== 'de') throw ActionError.badRequest('callback_unavailable', 'A call back is offered in German only.', 'callBack');
    const { ticket } = await services.contact.send({ ...fields, language: locale.language });
    // The shopper gets a receipt with the ticket number (the service team works from the stored
    // message, so a receipt that does not go out is logged, and the message stands).
    await services.mail.send({ kind: 'contactReceived', to: fields.email, locale, shop: project.name, path: '/service/faq', values: { name: ticket } }, 'log');
    return { body: { success: true, status: statusMessage.message(message('contactSent', locale.language)), ticket } };
  },
});
