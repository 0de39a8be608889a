import { signIn } from '../lib/auth';
import * as z from 'zod';
import { defineAction } from '../lib/action';
import { activateSchema, loyaltyCardDataSchema, newCardForAccountSchema } from '../../src/domain/loyalty';
import { ActionError } from '../lib/errors';
import { captchaTokenSchema, emailSchema, personNameSchema } from '../../src/domain/fields';
import { DomainError } from '../services';
import { accountOf, clientAddress, requireCaptcha } from './support';
import { message } from './messages';
import { statusMessage } from '../../src/domain/status-message';

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

/**
 * A new card for the logged-in account (accounts-cart-services.md: "register card with account"),
 * digital or printed as well, once the participation conditions are accepted. An account keeps one
 * card: a second request is refused and changes nothing.
 */
export const registerCardWithAccount = defineAction({
  body: newCardForAccountSchema,
  requireAccount: true,
  handler: async ({ body, session, services }) => {
    const account = await accountOf(services, session);
    if (await services.loyalty.cardOf(account.accountId)) throw ActionError.conflict('loyalty_card_exists', 'This account has a loyalty card already.');
    return { body: { success: true, data: await services.loyalty.issue(account.accountId, { printed: body.printed }) } };
  },
});

/**
 * Email-only registration: the activation mail leads to setting the first password. Behind a
 * captcha and a budget per client and per address; the answer is the same whether or not the
 * address has an account (one that has gets a mail that says so), so nothing can be probed here.
 */
export const email = defineAction({
  body: z.object({ email: emailSchema, firstName: personNameSchema, lastName: personNameSchema, token: captchaTokenSchema }),
  handler: async ({ body, services, locale, request, project }) => {
    await requireCaptcha(services, body.token, request);
    await services.limits.spend('activationPerAddress', clientAddress(request));
    await services.limits.spend('activationPerEmail', body.email);
    try {
      const { token, accountId } = await services.accounts.createActivation(body.email, body.firstName, body.lastName);
      // Neutral like the answer: a mail that does not go out is logged, never told.
      await services.mail.send(
        {
          kind: 'activation',
          to: body.email,
          locale,
          shop: project.name,
          path: `/account?page=LoyaltyCard&uid=${accountId}&crm_mail_activator=${encodeURIComponent(token)}`,
        },
        'log',
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'email_exists')) throw error;
      await services.mail.send({ kind: 'accountExists', to: body.email, locale, shop: project.name, path: '/account?page=ForgotPassword' }, 'log');
    }
    return { body: { success: true, status: statusMessage.message(message('activationSent', locale.language)) } };
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
