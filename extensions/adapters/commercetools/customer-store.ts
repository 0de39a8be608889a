import { randomBytes } from 'node:crypto';
import type { Customer, CustomerDraft, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { DomainError } from '../../services/owner';
import { BackendUnavailableError, type RequestScope, requestScope, settling, writeId } from '../../services/request-scope';
import { ct, ctErrorCodes, isNotFound, literal, type CtApi } from './client';
import { createOnce } from './create-once';
import { LOYALTY_LEVEL_FIELD, NO_CARD, undoCustomerChange } from './customer-model';
import { TYPES } from './model';
import { afterAnswer, type Change, isConflict, keptAfter503, REQUESTS_FIELD, settleLost, settlePause, withRequest, writeOnce } from './write-once';

export type CustomerStore = ReturnType<typeof createCustomerStore>;

/**
 * commercetools customers, read and written: sign-in by the API (commercetools hashes the
 * password), every change one update applied once (write-once.ts), a registration created once
 * by its key (create-once.ts), a deletion at the customer's version.
 */
export function createCustomerStore(api: CtApi) {
  /**
   * The customers each action has read or written, by id (the last answer of each): a login started
   * right after the sign-in takes its session epoch from the sign-in's answer (logins.ts).
   */
  const seen = new WeakMap<RequestScope, Map<string, Customer>>();
  /** Who hears of every customer this instance reads or writes, and of one found gone (null): logins.ts. */
  const watchers: ((accountId: string, c: Customer | null) => void)[] = [];
  const notify = (accountId: string, c: Customer | null) => watchers.forEach((w) => w(accountId, c));

  function watch(watcher: (accountId: string, c: Customer | null) => void): void {
    watchers.push(watcher);
  }

  function remember(c: Customer): Customer {
    notify(c.id, c);
    const scope = requestScope();
    if (!scope) return c;
    let known = seen.get(scope);
    if (!known) seen.set(scope, (known = new Map()));
    known.set(c.id, c);
    return c;
  }

  /** The customer as this action last read or wrote it (undefined: not yet, deleted, or outside an action). */
  function known(accountId: string): Customer | undefined {
    const scope = requestScope();
    return scope ? seen.get(scope)?.get(accountId) : undefined;
  }

  function forget(accountId: string): void {
    const scope = requestScope();
    if (scope) seen.get(scope)?.delete(accountId);
  }

  async function customer(accountId: string): Promise<Customer | null> {
    try {
      return remember(await ct(() => api.customers().withId({ ID: accountId }).get().execute()));
    } catch (error) {
      if (isNotFound(error)) {
        notify(accountId, null);
        return null;
      }
      throw error;
    }
  }

  async function mustGet(accountId: string): Promise<Customer> {
    const c = await customer(accountId);
    if (!c) throw new DomainError('unknown_account', 'Please log in again.', 'unauthorized');
    return c;
  }

  async function send(c: Customer, actions: CustomerUpdateAction[]): Promise<Customer> {
    return remember(
      (
        await api
          .customers()
          .withId({ ID: c.id })
          .post({ body: { version: c.version, actions } })
          .execute()
      ).body,
    );
  }

  /** A customer's custom fields (the shop's customer type first when it has none). */
  function custom(c: Customer, fields: Record<string, string>): CustomerUpdateAction[] {
    if (!c.custom) return [{ action: 'setCustomType', type: { typeId: 'type', key: TYPES.customer }, fields }];
    return Object.entries(fields).map(([name, value]) => ({ action: 'setCustomField', name, value }));
  }

  /**
   * One change of a customer, applied once (write-once.ts). `keep`: a change that stays when it
   * lands after its action answered 503 (ending logins, the loyalty level's copy): logged, not taken back.
   */
  async function change(
    c: Customer,
    plan: (current: Customer) => Change<CustomerUpdateAction>,
    id = writeId(),
    options: { keep?: boolean } = {},
  ): Promise<Customer> {
    return remember(
      await writeOnce<Customer, CustomerUpdateAction>({
        id,
        current: c,
        read: () => mustGet(c.id),
        plan,
        custom,
        send,
        ...(options.keep ? {} : { undo: undoCustomerChange }),
      }),
    );
  }

  /**
   * Deletes a customer at its version: sent again after a lost answer it meets 404 (done). Without
   * any answer, the customer's version is moved on (the lost delete cannot land any more) or the
   * customer is found gone.
   */
  async function deleteOnce(first: Customer): Promise<void> {
    forget(first.id);
    notify(first.id, null);
    const id = writeId();
    for (let c: Customer | null = first; c; ) {
      try {
        await api
          .customers()
          .withId({ ID: c.id })
          .delete({ queryArgs: { version: c.version } })
          .execute();
        notify(first.id, null);
        return;
      } catch (error) {
        if (isNotFound(error)) return notify(first.id, null);
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

  /**
   * Creates a customer once (create-once.ts): its key comes from the request, so a copy sent again
   * meets DuplicateField and finds its own customer. Without any answer, a stand-in with that key
   * is created (the lost request cannot land after it) and the registration answers 503; the
   * stand-in (email `void-…@invalid.invalid`) is inert and may be deleted once the outage is over.
   */
  function registerOnce(draft: CustomerDraft): Promise<Customer> {
    const key = `r-${writeId()}`.slice(0, 256);
    const isOurs = (found: Customer) => found.email.toLowerCase() === draft.email.toLowerCase();
    return createOnce<Customer>({
      name: `registration ${key}`,
      key,
      create: async () =>
        remember(
          (
            await api
              .customers()
              .post({ body: { ...draft, key } })
              .execute()
          ).body.customer,
        ),
      standIn: () =>
        api
          .customers()
          .post({ body: { key, email: `void-${key}@invalid.invalid`, authenticationMode: 'ExternalAuth' } })
          .execute(),
      byKey: async () => {
        const page = await ct(() =>
          api
            .customers()
            .get({ queryArgs: { where: `key = ${literal(key)}`, limit: 1 } })
            .execute(),
        );
        return page.results[0] ?? null;
      },
      isOurs,
      onDuplicate: (found) => {
        if (found && isOurs(found)) return found;
        throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
      },
      // Registered although the answer was a 503: the registration is taken back.
      takeBack: (found) => deleteOnce(found),
    });
  }

  async function signIn(email: string, password: string): Promise<Customer | null> {
    try {
      return remember((await ct(() => api.login().post({ body: { email, password } }).execute())).customer);
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

  /**
   * What every new customer carries: the names, the shop's customer type with its tracking id, the
   * newsletter choice and no loyalty card yet (customer-model.ts, LOYALTY_LEVEL_FIELD).
   */
  function draftBase(firstName: string, lastName: string, newsletter: boolean) {
    return {
      firstName,
      lastName,
      custom: {
        type: { typeId: 'type' as const, key: TYPES.customer },
        fields: { emarsysuserid: randomBytes(6).toString('hex'), newsletter, [LOYALTY_LEVEL_FIELD]: NO_CARD },
      },
    };
  }

  return { customer, mustGet, known, watch, send, custom, change, deleteOnce, registerOnce, signIn, byEmail, draftBase };
}
