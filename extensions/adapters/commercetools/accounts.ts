import { randomBytes } from 'node:crypto';
import type { Address as CtAddress, BaseAddress, Customer, CustomerDraft, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { AccountsPort } from '../../services/accounts';
import { DomainError } from '../../services/owner';
import type { Account, AccountAddress, Address } from '../../../src/domain/account';
import { ct, ctErrorCodes, ctErrorOf, isNotFound, literal, type CtApi } from './client';
import { afterAnswer, type Change, isConflict, keptAfter503, REQUESTS_FIELD, settleLost, settlePause, withRequest, writeOnce } from './write-once';
import { CtHttpError } from './http';
import { BackendUnavailableError, settling, writeId } from '../../services/request-scope';
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
  /** The request that used it (the same request claiming again finds its own claim). */
  by?: string;
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

/**
 * The change that takes a customer change back (write-once.ts: it landed although its action
 * answered 503): the email, the changed address and the activation as they were before.
 */
function undoCustomerChange(now: Customer, sent: Change<CustomerUpdateAction>, before: Customer): Change<CustomerUpdateAction> {
  const actions: CustomerUpdateAction[] = [];
  for (const action of sent.actions ?? []) {
    if (action.action === 'changeEmail' && now.email !== before.email) actions.push({ action: 'changeEmail', email: before.email });
    if (action.action === 'changeAddress') {
      const was = before.addresses.find((a) => a.id === action.addressId);
      if (was) {
        const { id: _id, ...address } = was;
        actions.push({ action: 'changeAddress', addressId: action.addressId!, address });
      }
    }
    if (action.action === 'setAuthenticationMode' && before.authenticationMode === 'ExternalAuth')
      actions.push({ action: 'setAuthenticationMode', authMode: 'ExternalAuth' });
  }
  return { actions };
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

  /** The loyalty level of an account's card (null: no card); read before a change, so that the change's answer needs no request. */
  async function cardOf(accountId: string): Promise<{ level: LoyaltyCardDoc['level'] } | null> {
    const card = await objects.get<{ number: string }>(CONTAINERS.loyaltyByAccount, accountId);
    const cardDoc = card ? await objects.get<LoyaltyCardDoc>(CONTAINERS.loyaltyCards, card.value.number) : null;
    return cardDoc ? { level: cardDoc.value.level } : null;
  }

  async function toAccount(c: Customer, known?: { card: { level: LoyaltyCardDoc['level'] } | null }): Promise<Account> {
    const cardDoc = known ? known.card : await cardOf(c.id);
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
        ...(cardDoc ? { loyaltyLevel: cardDoc.level } : {}),
        newsletter: fields.newsletter === true,
      },
    };
  }

  async function send(c: Customer, actions: CustomerUpdateAction[]): Promise<Customer> {
    return (
      await api
        .customers()
        .withId({ ID: c.id })
        .post({ body: { version: c.version, actions } })
        .execute()
    ).body;
  }

  /** A customer's custom fields (the shop's customer type first when it has none). */
  function custom(c: Customer, fields: Record<string, string>): CustomerUpdateAction[] {
    if (!c.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPES.customer }, fields }];
    return Object.entries(fields).map(([name, value]) => ({ action: 'setCustomField', name, value }));
  }

  /** One change of a customer, applied once (write-once.ts). */
  function change(c: Customer, plan: (current: Customer) => Change<CustomerUpdateAction>, id = writeId()): Promise<Customer> {
    return writeOnce<Customer, CustomerUpdateAction>({ id, current: c, read: () => mustGet(c.id), plan, custom, send, undo: undoCustomerChange });
  }

  /**
   * A change commercetools makes outside the update actions (password change, reset) at the
   * customer's version, once: sent again after a lost answer it meets a 409 (or a used token), and
   * whether it landed is learnt by signing in with the new password; without any answer, the
   * customer's version is moved on (marked `!id`), after which the lost request cannot land.
   */
  async function passwordOnce(
    first: Customer,
    newPassword: string,
    request: (c: Customer) => Promise<unknown>,
    refused: (error: unknown) => Error | null,
    undo?: (c: Customer) => Promise<unknown>,
  ): Promise<void> {
    const id = writeId();
    const landed = async () => Boolean(await signIn(first.email, newPassword));
    let sent = first;
    try {
      for (let c = first; ; ) {
        sent = c;
        try {
          await request(c);
          return;
        } catch (error) {
          if (error instanceof BackendUnavailableError && error.uncertain) return await settlePassword(c, id, landed);
          if (!ctErrorOf(error)) throw error;
          if (await settling(landed)) return;
          // Someone else changed the customer meanwhile: again on the version there is now.
          if (isConflict(error)) {
            c = await mustGet(c.id);
            continue;
          }
          throw refused(error) ?? error;
        }
      }
    } catch (error) {
      if (error instanceof BackendUnavailableError) settlePasswordLater(sent, id, landed, undo);
      throw error;
    }
  }

  /** A password change the action answered 503 for while it may have landed: fenced, or taken back (`undo`) or reported. */
  function settlePasswordLater(c: Customer, id: string, landed: () => Promise<boolean>, undo?: (c: Customer) => Promise<unknown>): void {
    afterAnswer(`password change ${id}`, id, async () => {
      try {
        await send(c, custom(c, { [REQUESTS_FIELD]: withRequest(c, `!${id}`) }));
        return true;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
      const now = await mustGet(c.id);
      if (now.version === c.version) return false;
      if (!(await landed())) return true;
      if (undo) await undo(now);
      else keptAfter503(id);
      return true;
    });
  }

  /**
   * Deletes a customer at its version: sent again after a lost answer it meets 404 (done). Without
   * any answer, the customer's version is moved on (the lost delete cannot land any more) or the
   * customer is found gone.
   */
  async function deleteOnce(first: Customer): Promise<void> {
    const id = writeId();
    for (let c: Customer | null = first; c; ) {
      try {
        await api
          .customers()
          .withId({ ID: c.id })
          .delete({ queryArgs: { version: c.version } })
          .execute();
        return;
      } catch (error) {
        if (isNotFound(error)) return;
        if (isConflict(error)) {
          c = await settling(() => customer(first.id));
          continue;
        }
        if (!(error instanceof BackendUnavailableError && error.uncertain)) throw error;
        const sent = c;
        return settleLost<void>({
          later: () =>
            afterAnswer(`deletion ${id}`, id, async () => {
              try {
                await send(sent, custom(sent, { [REQUESTS_FIELD]: withRequest(sent, `!${id}`) }));
                return true;
              } catch (fenceError) {
                if (!isConflict(fenceError) && !isNotFound(fenceError)) throw fenceError;
              }
              const now = await customer(sent.id);
              if (now?.version === sent.version) return false;
              if (!now) keptAfter503(id);
              return true;
            }),
          fence: () => send(sent, custom(sent, { [REQUESTS_FIELD]: withRequest(sent, `!${id}`) })),
          look: async () => {
            const now = await customer(sent.id);
            if (!now) return { landed: undefined };
            return now.version === sent.version ? 'open' : 'cancelled';
          },
          pauseMs: settlePause(),
        });
      }
    }
  }

  /** A password change sent without any answer: the customer's version is moved on, or found moved by the change. */
  function settlePassword(c: Customer, id: string, landed: () => Promise<boolean>): Promise<void> {
    return settleLost<void>({
      fence: () => send(c, custom(c, { [REQUESTS_FIELD]: withRequest(c, `!${id}`) })),
      look: async () => {
        const now = await mustGet(c.id);
        if (now.version === c.version) return 'open';
        return (await landed()) ? { landed: undefined } : 'cancelled';
      },
      pauseMs: settlePause(),
    });
  }

  /**
   * Creates a customer once: its key comes from the request, so a copy sent again meets
   * DuplicateField and finds its own customer. Without any answer, a stand-in with that key is
   * created (the lost request cannot land after it) and the registration answers 503; the stand-in
   * (email `void-…@invalid.invalid`) is inert and may be deleted once the outage is over.
   */
  async function createOnce(draft: CustomerDraft): Promise<Customer> {
    const key = `r-${writeId()}`.slice(0, 256);
    const byKey = async () => {
      const page = await ct(() =>
        api
          .customers()
          .get({ queryArgs: { where: `key = ${literal(key)}`, limit: 1 } })
          .execute(),
      );
      return page.results[0] ?? null;
    };
    try {
      return (
        await api
          .customers()
          .post({ body: { ...draft, key } })
          .execute()
      ).body.customer;
    } catch (error) {
      if (ctErrorCodes(error).includes('DuplicateField')) {
        const ours = await settling(byKey);
        if (ours && ours.email.toLowerCase() === draft.email.toLowerCase()) return ours;
        throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
      }
      if (!(error instanceof BackendUnavailableError && error.uncertain)) throw error;
    }
    const tombstone = () =>
      api
        .customers()
        .post({ body: { key, email: `void-${key}@invalid.invalid`, authenticationMode: 'ExternalAuth' } })
        .execute();
    return settleLost<Customer>({
      later: () =>
        afterAnswer(`registration ${key}`, key, async () => {
          try {
            await tombstone();
            return true;
          } catch (error) {
            if (!ctErrorCodes(error).includes('DuplicateField')) throw error;
          }
          const found = await byKey();
          // Registered although the answer was a 503: the registration is taken back.
          if (found && found.email.toLowerCase() === draft.email.toLowerCase()) await deleteOnce(found);
          return true;
        }),
      fence: async () => {
        try {
          await api
            .customers()
            .post({ body: { key, email: `void-${key}@invalid.invalid`, authenticationMode: 'ExternalAuth' } })
            .execute();
        } catch (error) {
          // The key is taken: by the registration (the look finds it) or by a stand-in sent before.
          if (ctErrorCodes(error).includes('DuplicateField')) throw new CtHttpError(409, { message: 'The key is taken.' });
          throw error;
        }
      },
      look: async () => {
        const found = await byKey();
        if (!found) return 'open';
        return found.email.toLowerCase() === draft.email.toLowerCase() ? { landed: found } : 'cancelled';
      },
      pauseMs: settlePause(),
    });
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
      const customer = await createOnce({
        email: payload.email,
        password: payload.password,
        ...(payload.salutation ? { salutation: payload.salutation } : {}),
        ...(birthday ? { dateOfBirth: birthday } : {}),
        addresses: [draftOf(payload.billingAddress, payload)],
        defaultBillingAddress: 0,
        ...customerDraftBase(payload.firstName, payload.lastName, payload.newsletter),
      });
      return toAccount(customer, { card: null });
    },
    async get(accountId) {
      const c = await customer(accountId);
      return c ? toAccount(c) : null;
    },
    async remove(accountId) {
      const c = await customer(accountId);
      await this.endAllLogins(accountId);
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
      const card = await cardOf(accountId);
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
      const card = await cardOf(accountId);
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
      c ??= await createOnce({ email, authenticationMode: 'ExternalAuth', ...customerDraftBase(firstName, lastName, false) });
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
        const card = await cardOf(c.id);
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
    async startLogin(accountId) {
      const loginId = randomBytes(18).toString('base64url');
      const key = hashedKey(loginId);
      await objects.put<LoginDoc>(CONTAINERS.logins, key, { accountId });
      await objects.update<LoginIndexDoc>(CONTAINERS.loginIndex, accountId, (current) => ({
        value: { logins: [...(current?.logins ?? []).filter((k) => k !== key), key].slice(-50) },
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
