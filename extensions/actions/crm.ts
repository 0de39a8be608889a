import { signIn } from '../lib/auth';
import * as z from 'zod';
import { defineAction } from '../lib/action';
import { mergeSession } from '../lib/session';
import { activateSchema, loyaltyCardDataSchema } from '../../src/domain/loyalty';
import { emailSchema, personNameSchema } from '../../src/domain/fields';
import { accountOf } from './support';
import { message } from './messages';
import { mailContent } from './mails';

/** Loyalty card calls (accounts-cart-services.md §3, §4, §7). */

export const loyaltyCard = defineAction({
  body: z.object({ accountPage: z.string().max(40).optional() }).default({}),
  requireAccount: true,
  handler: async ({ session, services }) => {
    const account = await accountOf(services, session);
    return { body: { success: true, data: await services.loyalty.cardOf(account.accountId) } };
  },
});

/** Links an existing card to the logged-in account. */
export const addLoyaltyCardToUser = defineAction({
  body: loyaltyCardDataSchema,
  requireAccount: true,
  handler: async ({ body, session, services }) => {
    const account = await accountOf(services, session);
    return { body: { success: true, data: await services.loyalty.connect(account.accountId, body.loyaltyCardNumber, body.loyaltyCardCVC) } };
  },
});

export const connect = addLoyaltyCardToUser;

/** Email-only registration: the activation mail leads to setting the first password. */
export const email = defineAction({
  body: z.object({ email: emailSchema, firstName: personNameSchema, lastName: personNameSchema }),
  handler: async ({ body, services, locale }) => {
    const { token, accountId } = await services.accounts.createActivation(body.email, body.firstName, body.lastName);
    await services.outbox.send({
      to: body.email,
      ...mailContent('activation', locale.language, `/account?page=LoyaltyCard&uid=${accountId}&crm_mail_activator=${encodeURIComponent(token)}`),
    });
    return { body: { success: true, message: message('activationSent', locale.language) } };
  },
});

export const activate = defineAction({
  body: activateSchema,
  handler: async ({ body, session, services }) => {
    const account = await services.accounts.activate(body.token, body.newPass);
    const card = await services.loyalty.issue(account.accountId, { printed: false });
    return {
      body: { success: true, account: (await services.accounts.get(account.accountId)) ?? account, data: card },
      session: await signIn(services, session, account.accountId),
    };
  },
});
