import { signIn } from '../lib/auth';
import * as z from 'zod';
import { defineAction, type ActionResult } from '../lib/action';
import { ActionError } from '../lib/errors';
import { mergeSession } from '../lib/session';
import { DomainError, type Owner, type Services } from '../services';
import {
  addressBodySchema,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '../../src/domain/account';
import { accountOf, clientAddress, requireCaptcha, sessionOwner } from './support';
import { message } from './messages';
import { statusMessage, type StatusMessage } from '../../src/domain/status-message';
import { accountPageHref } from '../../src/domain/account-navigation';
import { stateIssue, type Account, type UserContext } from '../../src/domain/account';
import type { ProjectConfiguration } from '../../src/domain/project-configuration';
import type { ApiError } from '../../src/domain/api';

/** The login's answer: on success the account; a refused login (401) says so in the shopper's language, HTML with the forgot-password link. */
interface LoginAnswer {
  success: boolean;
  loggedIn: boolean;
  /** A refused login's text (HTML with the forgot-password link). */
  message?: string;
  /** A login that went through says nothing: the flyout closes (silent success). */
  status?: StatusMessage;
  account?: Account;
  errors?: ApiError[];
}

/** Login, registration, password reset and the login-data pages (accounts-cart-services.md §4, §7). */

/** A guest's cart and reservation basket follow the shopper into the account. */
async function adoptGuestData(services: Services, guest: Owner | null, accountId: string) {
  if (!guest) return;
  const account: Owner = { kind: 'account', id: accountId };
  await services.carts.merge(guest, account);
  await services.reservations.merge(guest, account);
}

export const login = defineAction({
  body: loginSchema,
  handler: async ({ body, session, services, request, locale }): Promise<ActionResult<LoginAnswer>> => {
    const address = clientAddress(request);
    await services.limits.checkAttempt('login', body.email, address);
    const account = await services.accounts.authenticate(body.email, body.password);
    if (!account) {
      await services.limits.attemptFailed('login', body.email, address);
      const text = message('loginFailed', locale.language);
      return { status: 401, body: { success: false, loggedIn: false, message: text, errors: [{ code: 'login_failed', message: text }] } };
    }
    await services.limits.attemptSucceeded('login', body.email, address);
    await adoptGuestData(services, sessionOwner(session), account.accountId);
    return {
      body: { success: true, loggedIn: true, status: statusMessage.silent(), account },
      session: await signIn(services, session, account.accountId),
    };
  },
});

export const logout = defineAction({
  // Nothing of the session survives: cart, wishlist and basket ids belong to the account. The login
  // record ends too, so a copy of the old cookie (another tab, a stolen token) is anonymous from now on.
  handler: async ({ session, services }) => {
    if (session.accountId && session.loginId) await services.accounts.endLogin(session.accountId, session.loginId);
    return { body: { success: true, loggedIn: false }, session: null };
  },
});

/** The address's state, against the project's states per country (deliveryStateList), for the address at `field`. */
function requireState(address: { country: string; state?: string }, configuration: ProjectConfiguration, field: string): void {
  const issue = stateIssue(address, configuration.deliveryStateList);
  if (issue) throw new ActionError(400, issue, 'Please choose a state.', field);
}

export const register = defineAction({
  body: registrationSchema,
  handler: async ({ body, session, services, request, locale, project, configuration }) => {
    const { projectSpecificData: psd, ...payload } = body;
    requireState(body.billingAddress, configuration, 'billingAddress.state');
    await requireCaptcha(services, psd.token, request);
    let account: Account;
    try {
      account = await services.accounts.register({ ...payload, newsletter: Boolean(psd.newsletter) });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'email_exists')
        throw ActionError.localized(409, 'email_exists', message('emailExists', locale.language), 'email');
      throw error;
    }
    // The registration is one change: when a later step fails (card, newsletter, mails), the
    // earlier ones are undone, newest first, so no account is left without what was asked for
    // and the shopper can simply try again with the same email.
    const { accountId } = account;
    const undo: (() => Promise<unknown>)[] = [() => services.accounts.remove(accountId)];
    try {
      if (psd.registernewcustomercard || psd.registernewcustomercard_print) {
        await services.loyalty.issue(accountId, { printed: Boolean(psd.registernewcustomercard_print) });
        undo.unshift(() => services.loyalty.withdraw(accountId));
        account = (await services.accounts.get(accountId))!;
      }
      if (psd.newsletter || psd.newsletterBig || psd.newsletterTall) {
        const assortments = [psd.newsletterBig && 'big', psd.newsletterTall && 'tall'].filter((a): a is string => Boolean(a));
        const { token, alreadyConfirmed } = await services.newsletter.subscribe({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          assortments,
        });
        const { email } = account;
        if (!alreadyConfirmed) undo.unshift(() => services.newsletter.unsubscribe(email, 'registration failed'));
        // Without its confirmation link the subscription asked for cannot be completed: a mail
        // that does not go out undoes the registration (503), and the shopper tries again.
        await services.mail.send(
          { kind: 'newsletterConfirmation', to: email, locale, shop: project.name, path: `/newsletter/confirm?token=${encodeURIComponent(token)}` },
          'refuse',
        );
      }
      // The welcome mail only tells what is done: a failure is logged, the account stands.
      await services.mail.send(
        {
          kind: 'welcome',
          to: account.email,
          locale,
          shop: project.name,
          path: '/account?page=WelcomePage',
          values: { name: `${account.firstName} ${account.lastName}` },
        },
        'log',
      );
    } catch (error) {
      for (const step of undo) await step().catch((undoError: unknown) => console.error('[register] undo failed', undoError));
      throw error;
    }
    await adoptGuestData(services, sessionOwner(session), account.accountId);
    // A redirect success (§4): card applicants go on to their loyalty card, everyone else to the welcome page.
    const next = account.projectSpecificData.hasLoyaltyCard ? accountPageHref('LoyaltyCard', { from: 'registration' }) : accountPageHref('WelcomePage');
    return {
      status: 201,
      body: { success: true, loggedIn: true, status: statusMessage.redirect(next, message('registered', locale.language)), account },
      session: await signIn(services, session, account.accountId),
    };
  },
});

export const refresh = defineAction({
  handler: async ({ session, services }): Promise<ActionResult<UserContext>> => {
    const account = session.accountId ? await services.accounts.get(session.accountId) : null;
    if (!account) {
      // The account behind the session is gone (e.g. the demo data was re-created): log out quietly.
      return session.accountId
        ? { body: { loggedIn: false }, session: mergeSession(session, { accountId: undefined, loginId: undefined }) }
        : { body: { loggedIn: false } };
    }
    return { body: { loggedIn: true, account } };
  },
});

/** Forgot password: the same answer whether or not the account exists, and whether or not the mail went out (logged). */
export const reset = defineAction({
  body: forgotPasswordSchema,
  handler: async ({ body, services, request, locale, project }) => {
    // Every request counts (a reset mails its link: the budget bounds mails to one address as well).
    const address = clientAddress(request);
    await services.limits.checkAttempt('reset', body.email, address);
    await services.limits.attemptFailed('reset', body.email, address);
    const started = await services.accounts.requestPasswordReset(body.email);
    if (started) {
      await services.mail.send(
        {
          kind: 'passwordReset',
          to: started.account.email,
          locale,
          shop: project.name,
          path: `/account?page=ResetPassword&token=${encodeURIComponent(started.token)}`,
        },
        'log',
      );
    }
    return { body: { success: true, status: statusMessage.message(message('resetRequested', locale.language)) } };
  },
});

export const resetPassword = defineAction({
  body: resetPasswordSchema,
  handler: async ({ body, services, locale }) => {
    const account = await services.accounts.resetPassword(body.token, body.newPassword);
    // Whoever knew the old password is logged out everywhere.
    await services.accounts.endAllLogins(account.accountId);
    return { body: { success: true, status: statusMessage.message(message('passwordSet', locale.language)) }, session: null };
  },
});

/** A changed email address is told to both addresses: the old one learns of it if it was not its owner (a reset link). */
export const email = defineAction({
  body: changeEmailSchema,
  requireAccount: true,
  handler: async ({ body, session, services, locale, project }) => {
    const current = await accountOf(services, session);
    const account = await services.accounts.changeEmail(current.accountId, body.email, body.password);
    if (current.email.toLowerCase() !== account.email.toLowerCase()) {
      for (const to of [current.email, account.email]) {
        await services.mail.send(
          { kind: 'emailChanged', to, locale, shop: project.name, path: '/account?page=ForgotPassword', values: { email: account.email } },
          'log',
        );
      }
    }
    return { body: { success: true, status: statusMessage.message(message('emailChanged', locale.language)), account } };
  },
});

export const password = defineAction({
  body: changePasswordSchema,
  requireAccount: true,
  handler: async ({ body, session, services, locale }) => {
    const current = await accountOf(services, session);
    await services.accounts.changePassword(current.accountId, body.oldPassword, body.newPassword);
    // Other logins end; this one continues under a new login id.
    await services.accounts.endAllLogins(current.accountId);
    return {
      body: { success: true, status: statusMessage.message(message('passwordSet', locale.language)) },
      session: await signIn(services, { ...session, loginId: undefined }, current.accountId),
    };
  },
});

export const updateBillingAddress = defineAction({
  body: z.union([addressBodySchema, z.object({ billingAddress: addressBodySchema }).transform((b) => b.billingAddress)]),
  requireAccount: true,
  handler: async ({ body, session, services, locale, configuration }) => {
    requireState(body, configuration, 'state');
    const current = await accountOf(services, session);
    const account = await services.accounts.updateBillingAddress(current.accountId, body);
    return { body: { success: true, status: statusMessage.message(message('addressSaved', locale.language)), account } };
  },
});
