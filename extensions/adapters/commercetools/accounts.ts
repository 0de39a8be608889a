import { randomBytes } from 'node:crypto';
import type { Customer } from '@commercetools/platform-sdk';
import type { AccountsPort } from '../../services/accounts';
import { DomainError } from '../../services/owner';
import type { Account } from '../../../src/domain/account';
import { ct, ctErrorCodes, isNotFound, type CtApi } from './client';
import { BackendUnavailableError, writeId } from '../../services/request-scope';
import { CONTAINERS } from './model';
import { hashedKey, type CustomObjects } from './custom-objects';
import type { LoyaltyCardDoc } from './crm';
import { accountOf, type CardLevel, cardLevelOf, draftOf } from './customer-model';
import { createPasswordChanges } from './customer-passwords';
import { createCustomerStore, type CustomerStore } from './customer-store';
import { createCtLogins } from './logins';

/** A reset link is valid for one hour and once (commercetools' password token). */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** An activation link (email-only registration) is valid for a week. */
export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

interface TokenDoc {
  accountId: string;
  purpose: 'activation';
  expiresAt: number;
}

/** A password-reset token that has been used (key: `used-reset-` and the token's hash). */
interface UsedTokenDoc {
  purpose: 'used-reset';
  usedAt: number;
  /** The request that used it (the same request claiming again finds its own claim). */
  by?: string;
}

/**
 * Customers as commercetools customers: sign-up and sign-in by the API (commercetools hashes the
 * password), reset links as commercetools password tokens, the billing address as the default
 * billing address. Server-side logins (ended by logout and by a password reset) are kept on the
 * customer (logins.ts), and so is a copy of its loyalty card's level (customer-model.ts): a sign-in's
 * answer is the whole account. Activation tokens of email-only registrations live in custom objects
 * (failed logins are counted by the limits, services/limits.ts).
 */
export function createCtAccounts(
  api: CtApi,
  objects: CustomObjects,
  store: CustomerStore = createCustomerStore(api),
  clock: () => number = Date.now,
  /** How long a session's check answers from the logins this instance last read (LOGIN_CHECK_CACHE_MS; 0: it reads each time). */
  loginCheckCacheMs = 0,
): AccountsPort {
  const { customer, mustGet, known, change, deleteOnce, registerOnce, signIn, byEmail, draftBase } = store;
  const { passwordOnce } = createPasswordChanges(store);

  /**
   * The loyalty level of a customer's card (null: no card): the customer's copy, or for a customer
   * of an earlier version (no copy) the card itself. Read before a change, so that the change's
   * answer needs no request.
   */
  async function cardOf(c: Customer): Promise<CardLevel> {
    const copy = cardLevelOf(c);
    if (copy !== undefined) return copy;
    const card = await objects.get<{ number: string }>(CONTAINERS.loyaltyByAccount, c.id);
    const cardDoc = card ? await objects.get<LoyaltyCardDoc>(CONTAINERS.loyaltyCards, card.value.number) : null;
    return cardDoc ? { level: cardDoc.value.level } : null;
  }

  async function toAccount(c: Customer, known?: { card: CardLevel }): Promise<Account> {
    return accountOf(c, known ? known.card : await cardOf(c));
  }

  return {
    async authenticate(email, password) {
      const c = await signIn(email, password);
      return c ? toAccount(c) : null;
    },
    async register(payload) {
      const birthday =
        payload.birthdayYear && payload.birthdayMonth && payload.birthdayDay
          ? `${payload.birthdayYear}-${String(payload.birthdayMonth).padStart(2, '0')}-${String(payload.birthdayDay).padStart(2, '0')}`
          : undefined;
      const customer = await registerOnce({
        email: payload.email,
        password: payload.password,
        ...(payload.salutation ? { salutation: payload.salutation } : {}),
        ...(birthday ? { dateOfBirth: birthday } : {}),
        addresses: [draftOf(payload.billingAddress, payload)],
        defaultBillingAddress: 0,
        ...draftBase(payload.firstName, payload.lastName, payload.newsletter),
      });
      return toAccount(customer, { card: null });
    },
    async get(accountId) {
      // The customer this action has read already (the session's check reads it, logins.ts): no second read.
      const c = known(accountId) ?? (await customer(accountId));
      return c ? toAccount(c) : null;
    },
    async remove(accountId) {
      // Its logins end with the customer (logins.ts reads them from it).
      const c = await customer(accountId);
      if (c) await deleteOnce(c);
    },
    async requestPasswordReset(email) {
      const c = await byEmail(email);
      if (!c || c.authenticationMode === 'ExternalAuth') return null;
      const token = await ct(() =>
        api
          .customers()
          .passwordToken()
          .post({ body: { email: c.email, ttlMinutes: RESET_TOKEN_TTL_MINUTES } })
          .execute(),
      );
      return { token: token.value, account: await toAccount(c) };
    },
    async resetPassword(token, newPassword) {
      const invalid = () => new DomainError('reset_token_invalid', 'This page is no longer valid. Please use the reset function again.', 'invalid', 'token');
      const id = writeId();
      // A reset link works once, whatever the backend does with a used token: claiming it is the one
      // step two resets cannot both pass (the same request claiming again finds its own claim); a
      // reset that fails gives the claim back.
      const claim = `used-reset-${hashedKey(token)}`;
      const used = await objects.update<UsedTokenDoc, boolean>(CONTAINERS.tokens, claim, (current) =>
        current && current.by !== id ? { value: undefined, result: true } : { value: { purpose: 'used-reset', usedAt: clock(), by: id }, result: false },
      );
      if (used) throw invalid();
      const tokenError = (error: unknown) =>
        isNotFound(error) ||
        ctErrorCodes(error).some((code) => code === 'ResourceNotFound' || code === 'ExpiredCustomerPasswordToken' || code === 'InvalidOperation');
      try {
        let c: Customer;
        try {
          c = await ct(() => api.customers().withPasswordToken({ passwordToken: token }).get().execute());
        } catch (error) {
          if (tokenError(error)) throw invalid();
          throw error;
        }
        // The answer is read before the change: once it landed, nothing may turn it into an error.
        const account = await toAccount(c);
        await passwordOnce(
          c,
          newPassword,
          (current) =>
            api
              .customers()
              .passwordReset()
              .post({ body: { tokenValue: token, newPassword, version: current.version } })
              .execute(),
          (error) => (tokenError(error) ? invalid() : null),
        );
        return account;
      } catch (error) {
        if (!(error instanceof BackendUnavailableError && error.uncertain)) await objects.remove(CONTAINERS.tokens, claim).catch(() => undefined);
        throw error;
      }
    },
    async changeEmail(accountId, newEmail, password) {
      const c = await mustGet(accountId);
      if (!(await signIn(c.email, password))) throw new DomainError('wrong_password', 'The password is not correct.', 'invalid', 'password');
      const other = await byEmail(newEmail);
      if (other && other.id !== accountId) throw new DomainError('email_exists', 'This email address belongs to another account.', 'conflict', 'email');
      const card = await cardOf(c);
      return toAccount(
        await change(await mustGet(accountId), (current) => (current.email === newEmail ? {} : { actions: [{ action: 'changeEmail', email: newEmail }] })),
        { card },
      );
    },
    async changePassword(accountId, oldPassword, newPassword) {
      const c = await mustGet(accountId);
      await passwordOnce(
        c,
        newPassword,
        (current) =>
          api
            .customers()
            .password()
            .post({ body: { id: current.id, version: current.version, currentPassword: oldPassword, newPassword } })
            .execute(),
        (error) =>
          ctErrorCodes(error).includes('InvalidCurrentPassword')
            ? new DomainError('wrong_password', 'The current password is not correct.', 'invalid', 'oldPassword')
            : null,
        // Taken back: the old password again.
        (now) =>
          api
            .customers()
            .password()
            .post({ body: { id: now.id, version: now.version, currentPassword: newPassword, newPassword: oldPassword } })
            .execute(),
      );
    },
    async updateBillingAddress(accountId, address) {
      const c = await mustGet(accountId);
      const card = await cardOf(c);
      const updated = await change(c, (current) => {
        const draft = draftOf(address, { firstName: current.firstName ?? '', lastName: current.lastName ?? '' });
        const billing = current.addresses.find((a) => a.id === current.defaultBillingAddressId) ?? current.addresses[0];
        return {
          actions: billing?.id
            ? [
                { action: 'changeAddress', addressId: billing.id, address: draft },
                ...(current.defaultBillingAddressId ? [] : [{ action: 'setDefaultBillingAddress' as const, addressId: billing.id }]),
              ]
            : [
                { action: 'addAddress', address: draft },
                { action: 'setDefaultBillingAddress', addressKey: 'billing' },
              ],
        };
      });
      return toAccount(updated, { card });
    },
    async createActivation(email, firstName, lastName) {
      let c = await byEmail(email);
      if (c && c.authenticationMode !== 'ExternalAuth') throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
      // A customer without a password yet: the mailed link sets the first one.
      c ??= await registerOnce({ email, authenticationMode: 'ExternalAuth', ...draftBase(firstName, lastName, false) });
      const token = randomBytes(24).toString('base64url');
      await objects.put<TokenDoc>(CONTAINERS.tokens, hashedKey(token), {
        accountId: c.id,
        purpose: 'activation',
        expiresAt: clock() + ACTIVATION_TOKEN_TTL_MS,
      });
      return { token, accountId: c.id };
    },
    async activate(token, password) {
      const key = hashedKey(token);
      // Taking the token is the one step two activations cannot both pass (the read version decides).
      const doc = await objects.update<TokenDoc, TokenDoc | null>(CONTAINERS.tokens, key, (current) => ({
        value: current ? null : undefined,
        result: current,
      }));
      if (doc?.purpose !== 'activation' || doc.expiresAt < clock()) {
        throw new DomainError('reset_token_invalid', 'This page is no longer valid. Please use the reset function again.', 'invalid', 'token');
      }
      try {
        const c = await mustGet(doc.accountId);
        const card = await cardOf(c);
        return toAccount(
          await change(c, (current) =>
            current.authenticationMode === 'Password' ? {} : { actions: [{ action: 'setAuthenticationMode', authMode: 'Password', password }] },
          ),
          { card },
        );
      } catch (error) {
        // Not activated: the link stays valid for another try (unless the outcome is unknown).
        if (!(error instanceof BackendUnavailableError && error.uncertain)) await objects.put<TokenDoc>(CONTAINERS.tokens, key, doc).catch(() => undefined);
        throw error;
      }
    },
    ...createCtLogins(store, loginCheckCacheMs, clock),
  };
}
