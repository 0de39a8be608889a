import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import {
  earlyShopSchema, newsletterConfirmQuerySchema, newsletterSubscribeSchema, newsletterUnsubscribeSchema, raffleSchema,
} from '../../src/domain/newsletter';
import { clientAddress, requireCaptcha } from './support';
import { spend } from '../lib/throttle';
import { message } from './messages';
import { mailContent } from './mails';

/** Newsletter with double opt-in, competition and early-shop sign-ups. */

export const subscribe = defineAction({
  body: newsletterSubscribeSchema,
  handler: async ({ body, services, request, locale, project }) => {
    await requireCaptcha(services, body.token, request);
    const assortments = [body.hggbig && 'big', body.hggtall && 'tall'].filter((a): a is string => Boolean(a));
    if (project.features.newsletterAssortments && !assortments.length) {
      throw ActionError.badRequest('assortment_required', 'Please choose at least one assortment.', 'hggbig');
    }
    const { token, alreadyConfirmed } = await services.newsletter.subscribe({
      email: body.email,
      ...(body.firstName ? { firstName: body.firstName } : {}),
      ...(body.lastName ? { lastName: body.lastName } : {}),
      ...(body.birthday ? { birthday: body.birthday } : {}),
      assortments,
    });
    if (!alreadyConfirmed) {
      await services.outbox.send({ to: body.email, ...mailContent('newsletterConfirmation', locale.language, `/api/newsletter/confirm?token=${token}`) });
    }
    return { body: { success: true, message: message('newsletterSubscribed', locale.language) } };
  },
});

/** The confirmation link of the mail: the confirmation page reads `success` (1 or 0). */
export const confirm = defineAction({
  query: newsletterConfirmQuerySchema,
  handler: async ({ query, services }) => {
    const { email } = await services.newsletter.confirm(query.token);
    return { body: { success: true, email } };
  },
});

export const unsubscribe = defineAction({
  body: newsletterUnsubscribeSchema,
  handler: async ({ body, session, services, request }) => {
    const account = session.accountId ? await services.accounts.get(session.accountId) : null;
    const email = account?.email ?? body.email;
    if (!email) throw ActionError.badRequest('email_required', 'Please enter your email address.', 'email');
    await spend('unsubscribePerAddress', clientAddress(request));
    // The same answer whether or not the address was subscribed: nobody learns who is.
    await services.newsletter.unsubscribe(email, body.reason);
    return { body: { success: true } };
  },
});

export const raffle = defineAction({
  body: raffleSchema,
  handler: async ({ body, services, request, locale }) => {
    const { token, ...entry } = body;
    await requireCaptcha(services, token, request);
    await services.newsletter.register('raffle', entry);
    return { body: { success: true, message: message('registrationReceived', locale.language) } };
  },
});

export const earlyShopRegistration = defineAction({
  body: earlyShopSchema,
  handler: async ({ body, services, request, locale }) => {
    const { token, ...entry } = body;
    await requireCaptcha(services, token, request);
    await services.newsletter.register('earlyShop', entry);
    return { body: { success: true, message: message('registrationReceived', locale.language), triggerID: body.triggerID ?? null } };
  },
});
