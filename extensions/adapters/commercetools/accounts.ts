import { randomBytes } from 'node:crypto';
import type { Address as CtAddress, BaseAddress, Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { AccountsPort } from '../../services/accounts';
import { DomainError } from '../../services/owner';
import type { Account, AccountAddress, Address } from '../../../src/domain/account';
import { ct, ctErrorCodes, isNotFound, type CtApi } from './client';
import { CONTAINERS, TYPES } from './model';
import { hashedKey, type CustomObjects } from './custom-objects';
import type { LoyaltyCardDoc } from './crm';

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
}

/** One active login (key: the hash of its id). */
interface LoginDoc {
  accountId: string;
}

/** The hashes of an account's active logins (key: the account id), so a reset can end them all. */
interface LoginIndexDoc {
  logins: string[];
}

function addressOf(a: CtAddress): AccountAddress {
  return {
    ...(a.salutation === 'Mr' || a.salutation === 'Mrs' ? { salutation: a.salutation } : {}),
    ...(a.firstName ? { firstName: a.firstName } : {}),
    ...(a.lastName ? { lastName: a.lastName } : {}),
    ...(a.company ? { company: a.company } : {}),
    ...(a.phone ? { phone: a.phone } : {}),
    streetName: a.streetName ?? '',
    streetNumber: a.streetNumber ?? '',
    ...(a.additionalAddressInfo ? { additionalAddressInfo: a.additionalAddressInfo } : {}),
    postalCode: a.postalCode ?? '',
    city: a.city ?? '',
    country: a.country,
    ...(a.state ? { state: a.state } : {}),
    projectSpecificData: { lastCountry: a.country },
  };
}

function draftOf(a: Address, names: { firstName: string; lastName: string }): BaseAddress {
  return {
    key: 'billing',
    ...(a.salutation ? { salutation: a.salutation } : {}),
    firstName: a.firstName ?? names.firstName,
    lastName: a.lastName ?? names.lastName,
    ...(a.company ? { company: a.company } : {}),
    ...(a.phone ? { phone: a.phone } : {}),
    streetName: a.streetName,
    streetNumber: a.streetNumber,
    ...(a.additionalAddressInfo ? { additionalAddressInfo: a.additionalAddressInfo } : {}),
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    ...(a.state ? { state: a.state } : {}),
  };
}

/** The billing address first (the shop shows addresses[0] as the billing address). */
function orderedAddresses(c: Customer): CtAddress[] {
  const billing = c.addresses.find((a) => a.id === c.defaultBillingAddressId);
  return billing ? [billing, ...c.addresses.filter((a) => a !== billing)] : c.addresses;
}

/**
 * Customers as commercetools customers: sign-up and sign-in by the API (commercetools hashes the
 * password), reset links as commercetools password tokens, the billing address as the default
 * billing address. Server-side logins (ended by logout and by a password reset) and activation
 * tokens of email-only registrations live in custom objects (failed logins are counted by the
 * limits, services/limits.ts).
 */
export function createCtAccounts(api: CtApi, objects: CustomObjects, clock: () => number = Date.now): AccountsPort {
  async function customer(accountId: string): Promise<Customer | null> {
    try {
      return await ct(() => api.customers().withId({ ID: accountId }).get().execute());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function mustGet(accountId: string): Promise<Customer> {
    const c = await customer(accountId);
    if (!c) throw new DomainError('unknown_account', 'Please log in again.', 'unauthorized');
    return c;
  }

  async function toAccount(c: Customer): Promise<Account> {
    const card = await objects.get<{ number: string }>(CONTAINERS.loyaltyByAccount, c.id);
    const cardDoc = card ? await objects.get<LoyaltyCardDoc>(CONTAINERS.loyaltyCards, card.value.number) : null;
    const fields = c.custom?.fields ?? {};
    return {
      accountId: c.id,
      email: c.email,
      ...(c.salutation ? { salutation: c.salutation } : {}),
      firstName: c.firstName ?? '',
      lastName: c.lastName ?? '',
      ...(c.dateOfBirth ? { birthday: c.dateOfBirth } : {}),
      addresses: orderedAddresses(c).map(addressOf),
      projectSpecificData: {
        emarsysuserid: typeof fields.emarsysuserid === 'string' ? fields.emarsysuserid : '',
        hasLoyaltyCard: Boolean(cardDoc),
        ...(cardDoc ? { loyaltyLevel: cardDoc.value.level } : {}),
        newsletter: fields.newsletter === true,
      },
    };
  }

  async function update(c: Customer, actions: CustomerUpdateAction[]): Promise<Customer> {
    return ct(() =>
      api
        .customers()
        .withId({ ID: c.id })
        .post({ body: { version: c.version, actions } })
        .execute(),
    );
  }

  async function signIn(email: string, password: string): Promise<Customer | null> {
    try {
      return (await ct(() => api.login().post({ body: { email, password } }).execute())).customer;
    } catch (error) {
      if (ctErrorCodes(error).includes('InvalidCredentials')) return null;
      throw error;
    }
  }

  async function byEmail(email: string): Promise<Customer | null> {
    const page = await ct(() =>
      api
        .customers()
        .get({ queryArgs: { where: `lowercaseEmail = "${email.trim().toLowerCase().replace(/"/g, '')}"`, limit: 1 } })
        .execute(),
    );
    return page.results[0] ?? null;
  }

  function customerDraftBase(firstName: string, lastName: string, newsletter: boolean) {
    return {
      firstName,
      lastName,
      custom: { type: { typeId: 'type' as const, key: TYPES.customer }, fields: { emarsysuserid: randomBytes(6).toString('hex'), newsletter } },
    };
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
      const result = await ct(() =>
        api
          .customers()
          .post({
            body: {
              email: payload.email,
              password: payload.password,
              ...(payload.salutation ? { salutation: payload.salutation } : {}),
              ...(birthday ? { dateOfBirth: birthday } : {}),
              addresses: [draftOf(payload.billingAddress, payload)],
              defaultBillingAddress: 0,
              ...customerDraftBase(payload.firstName, payload.lastName, payload.newsletter),
            },
          })
          .execute(),
      );
      return toAccount(result.customer);
    },
    async get(accountId) {
      const c = await customer(accountId);
      return c ? toAccount(c) : null;
    },
    async remove(accountId) {
      const c = await customer(accountId);
      await this.endAllLogins(accountId);
      if (c)
        await ct(() =>
          api
            .customers()
            .withId({ ID: c.id })
            .delete({ queryArgs: { version: c.version } })
            .execute(),
        );
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
      // A reset link works once, whatever the backend does with a used token: claiming it is the one
      // step two resets cannot both pass; a reset that fails gives the claim back.
      const claim = `used-reset-${hashedKey(token)}`;
      const used = await objects.update<UsedTokenDoc, boolean>(CONTAINERS.tokens, claim, (current) =>
        current ? { value: undefined, result: true } : { value: { purpose: 'used-reset', usedAt: clock() }, result: false },
      );
      if (used) throw invalid();
      let c: Customer;
      try {
        c = await ct(() =>
          api
            .customers()
            .passwordReset()
            .post({ body: { tokenValue: token, newPassword } })
            .execute(),
        );
      } catch (error) {
        await objects.remove(CONTAINERS.tokens, claim);
        if (
          isNotFound(error) ||
          ctErrorCodes(error).some((code) => code === 'ResourceNotFound' || code === 'ExpiredCustomerPasswordToken' || code === 'InvalidOperation')
        ) {
          throw invalid();
        }
        throw error;
      }
      return toAccount(c);
    },
    async changeEmail(accountId, newEmail, password) {
      const c = await mustGet(accountId);
      if (!(await signIn(c.email, password))) throw new DomainError('wrong_password', 'The password is not correct.', 'invalid', 'password');
      const other = await byEmail(newEmail);
      if (other && other.id !== accountId) throw new DomainError('email_exists', 'This email address belongs to another account.', 'conflict', 'email');
      return toAccount(await update(await mustGet(accountId), [{ action: 'changeEmail', email: newEmail }]));
    },
    async changePassword(accountId, oldPassword, newPassword) {
      const c = await mustGet(accountId);
      try {
        await ct(() =>
          api
            .customers()
            .password()
            .post({ body: { id: c.id, version: c.version, currentPassword: oldPassword, newPassword } })
            .execute(),
        );
      } catch (error) {
        if (ctErrorCodes(error).includes('InvalidCurrentPassword'))
          throw new DomainError('wrong_password', 'The current password is not correct.', 'invalid', 'oldPassword');
        throw error;
      }
    },
    async updateBillingAddress(accountId, address) {
      const c = await mustGet(accountId);
      const draft = draftOf(address, { firstName: c.firstName ?? '', lastName: c.lastName ?? '' });
      const billing = c.addresses.find((a) => a.id === c.defaultBillingAddressId) ?? c.addresses[0];
      const actions: CustomerUpdateAction[] = billing?.id
        ? [
            { action: 'changeAddress', addressId: billing.id, address: draft },
            ...(c.defaultBillingAddressId ? [] : [{ action: 'setDefaultBillingAddress' as const, addressId: billing.id }]),
          ]
        : [
            { action: 'addAddress', address: draft },
            { action: 'setDefaultBillingAddress', addressKey: 'billing' },
          ];
      return toAccount(await update(c, actions));
    },
    async createActivation(email, firstName, lastName) {
      let c = await byEmail(email);
      if (c && c.authenticationMode !== 'ExternalAuth') throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
      // A customer without a password yet: the mailed link sets the first one.
      c ??= (
        await ct(() =>
          api
            .customers()
            .post({ body: { email, authenticationMode: 'ExternalAuth', ...customerDraftBase(firstName, lastName, false) } })
            .execute(),
        )
      ).customer;
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
      const c = await mustGet(doc.accountId);
      return toAccount(await update(c, [{ action: 'setAuthenticationMode', authMode: 'Password', password }]));
    },
    async startLogin(accountId) {
      const loginId = randomBytes(18).toString('base64url');
      const key = hashedKey(loginId);
      await objects.put<LoginDoc>(CONTAINERS.logins, key, { accountId });
      await objects.update<LoginIndexDoc>(CONTAINERS.loginIndex, accountId, (current) => ({
        value: { logins: [...(current?.logins ?? []), key].slice(-50) },
        result: null,
      }));
      return loginId;
    },
    async isLoginActive(accountId, loginId) {
      if (!loginId) return false;
      const doc = await objects.get<LoginDoc>(CONTAINERS.logins, hashedKey(loginId));
      return doc?.value.accountId === accountId;
    },
    async endLogin(loginId) {
      await objects.remove(CONTAINERS.logins, hashedKey(loginId));
    },
    async endAllLogins(accountId) {
      const index = await objects.get<LoginIndexDoc>(CONTAINERS.loginIndex, accountId);
      for (const key of index?.value.logins ?? []) await objects.remove(CONTAINERS.logins, key);
      await objects.remove(CONTAINERS.loginIndex, accountId);
    },
  };
}
