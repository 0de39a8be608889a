import { defineAction, type ActionResult } from '../lib/action';
import { ActionError } from '../lib/errors';
import {
  earlyShopSchema,
  newsletterConfirmQuerySchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  raffleSchema,
} from '../../src/domain/newsletter';
import { clientAddress, requireCaptcha } from './support';
import { message } from './messages';
import { statusMessage, type StatusMessage } from '../../src/domain/status-message';

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
      // The subscription waits for this link: when it cannot go out the shopper hears so (503).
      await services.mail.send(
        { kind: 'newsletterConfirmation', to: body.email, locale, shop: project.name, path: `/newsletter/confirm?token=${encodeURIComponent(token)}` },
        'refuse',
      );
    }
    return { body: { success: true, status: statusMessage.message(message('newsletterSubscribed', locale.language)) } };
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

/**
 * Unsubscribe. A logged-in shopper's own address ends at once; a mailed link's token ends its
 * address. An address typed in by anyone only gets a mail with such a link, so nobody can end
 * someone else's subscription, and the answer is the same whether or not the address is subscribed.
 */
export const unsubscribe = defineAction({
  body: newsletterUnsubscribeSchema,
  handler: async ({
    body,
    session,
    services,
    request,
    locale,
    project,
  }): Promise<ActionResult<{ success: true; unsubscribed: boolean; status: StatusMessage }>> => {
    const account = session.accountId ? await services.accounts.get(session.accountId) : null;
    if (account) {
      await services.newsletter.unsubscribe(account.email, body.reason);
      return { body: { success: true, unsubscribed: true, status: statusMessage.silent() } };
    }
    if (body.token) {
      await services.newsletter.unsubscribeWithToken(body.token, body.reason);
      return { body: { success: true, unsubscribed: true, status: statusMessage.silent() } };
    }
    if (!body.email) throw ActionError.badRequest('email_required', 'Please enter your email address.', 'email');
    await services.limits.spend('unsubscribePerAddress', clientAddress(request));
    const token = await services.newsletter.requestUnsubscribe(body.email);
    if (token) {
      // The same answer with or without a subscription, so a failed mail is only logged.
      await services.mail.send(
        {
          kind: 'unsubscribeConfirmation',
          to: body.email,
          locale,
          shop: project.name,
          path: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}&reason=${encodeURIComponent(body.reason)}`,
        },
        'log',
      );
    }
    // Neither done nor refused (the address may not be subscribed): a miscellaneous status.
    return { body: { success: true, unsubscribed: false, status: statusMessage.misc(message('unsubscribeLinkSent', locale.language)) } };
  },
});

export const raffle = defineAction({
  body: raffleSchema,
  handler: async ({ body, services, request, locale, project }) => {
    const { token, ...entry } = body;
    await requireCaptcha(services, token, request);
    await services.newsletter.register('raffle', entry);
    // A receipt of a sign-up that is done: a failed mail is logged.
    await services.mail.send({ kind: 'signUpReceived', to: entry.email, locale, shop: project.name, path: '/', values: { name: entry.firstName } }, 'log');
    return { body: { success: true, status: statusMessage.message(message('registrationReceived', locale.language)) } };
  },
});

export const earlyShopRegistration = defineAction({
  body: earlyShopSchema,
  handler: async ({ body, services, request, locale, project }) => {
    const { token, ...entry } = body;
    await requireCaptcha(services, token, request);
    await services.newsletter.register('earlyShop', entry);
    await services.mail.send({ kind: 'signUpReceived', to: entry.email, locale, shop: project.name, path: '/', values: { name: entry.firstName } }, 'log');
    return { body: { success: true, status: statusMessage.message(message('registrationReceived', locale.language)), triggerID: body.triggerID ?? null } };
  },
});
