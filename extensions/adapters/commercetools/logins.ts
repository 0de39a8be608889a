import { createHash, randomBytes } from 'node:crypto';
import type { Customer } from '@commercetools/platform-sdk';
import type { AccountsPort } from '../../services/accounts';
import { writeId } from '../../services/request-scope';
import type { CustomerStore } from './customer-store';
import { LoginCache } from './login-cache';

/** The customer's custom field listing its ended logins (model.ts). */
export const LOGINS_FIELD = 'logins';
/** How many logins ended by a logout a customer lists; the next logout ends them all (a new epoch). */
export const ENDED_LOGINS_KEPT = 20;

/** What a customer keeps of its logins: the epoch a reset moves on, and the logins a logout ended in it (hashes). */
interface EndedLogins {
  epoch: number;
  ended: string[];
}

export function endedLoginsOf(c: Customer): EndedLogins {
  const raw = c.custom?.fields?.[LOGINS_FIELD];
  if (typeof raw !== 'string') return { epoch: 0, ended: [] };
  try {
    const parsed = JSON.parse(raw) as Partial<EndedLogins>;
    return {
      epoch: Number.isInteger(parsed.epoch) ? parsed.epoch! : 0,
      ended: Array.isArray(parsed.ended) ? parsed.ended.filter((h): h is string => typeof h === 'string') : [],
    };
  } catch {
    return { epoch: 0, ended: [] };
  }
}

const digest = (value: string, length: number) => createHash('sha256').update(value).digest('base64url').slice(0, length);

/** A login id: the epoch it started in, a random part, and a tag binding it to its account. */
function newLoginId(accountId: string, epoch: number): string {
  const random = randomBytes(18).toString('base64url');
  return `${epoch}.${random}.${digest(`${accountId}.${random}`, 16)}`;
}

/** The epoch of a login id of this account (null: not one). */
function epochOf(accountId: string, loginId: string): number | null {
  const [epoch, random, tag, ...rest] = loginId.split('.');
  if (rest.length || !epoch || !random || !tag || !/^\d+$/.test(epoch) || digest(`${accountId}.${random}`, 16) !== tag) return null;
  return Number(epoch);
}

/** How a customer lists an ended login. */
const endedKey = (loginId: string) => digest(loginId, 22);

const fieldsOf = (logins: EndedLogins) => ({ [LOGINS_FIELD]: JSON.stringify(logins) });

/**
 * Server-side logins kept on the customer, so that a logout or a password reset ends a session on
 * every instance without a record per login: a login id carries the epoch it started in; a reset
 * moves the customer's epoch on (every older login ends), a logout lists its login as ended (the
 * oldest twenty are ended by a new epoch instead). Starting a login writes nothing: its epoch comes
 * from the customer the action has just signed in (the sign-in's answer). Checking one reads the
 * customer, or answers from the logins this instance read or wrote less than `checkCacheMs` ago
 * (login-cache.ts, LOGIN_CHECK_CACHE_MS): a logout or reset is seen at once on the instance that
 * did it (its write's answer replaces what was kept), on another instance at most `checkCacheMs`
 * later. Each change is applied once (write-once.ts) and stays when it lands after its action
 * answered 503 (a login that ended stays ended).
 */
export function createCtLogins(
  store: CustomerStore,
  checkCacheMs = 0,
  clock: () => number = Date.now,
): Pick<AccountsPort, 'startLogin' | 'isLoginActive' | 'endLogin' | 'endAllLogins'> {
  const { customer, mustGet, known, change, watch } = store;
  const cache = new LoginCache<EndedLogins>(checkCacheMs, clock);
  // Every customer this instance reads or writes (the sign-in's answer too) updates what it knows of the logins.
  watch((accountId, c) => cache.seen(accountId, c?.version ?? 0, c ? endedLoginsOf(c) : null));

  /** The customer's logins as far as a login of `epoch` needs them: a login of a later epoch than the one kept started since (a reset elsewhere): read. */
  async function loginsOf(accountId: string, epoch: number): Promise<EndedLogins | null> {
    const cached = cache.fresh(accountId);
    if (cached && cached.epoch >= epoch) return cached;
    const c = await customer(accountId);
    return c ? endedLoginsOf(c) : null;
  }

  return {
    async startLogin(accountId) {
      const c = known(accountId) ?? (await mustGet(accountId));
      return newLoginId(accountId, endedLoginsOf(c).epoch);
    },
    async isLoginActive(accountId, loginId) {
      const epoch = loginId ? epochOf(accountId, loginId) : null;
      if (epoch === null) return false;
      const logins = await loginsOf(accountId, epoch);
      if (!logins) return false;
      return logins.epoch === epoch && !logins.ended.includes(endedKey(loginId));
    },
    async endLogin(accountId, loginId) {
      const epoch = epochOf(accountId, loginId);
      const c = epoch === null ? null : await customer(accountId);
      if (!c) return;
      const key = endedKey(loginId);
      cache.forget(accountId, c.version);
      await change(
        c,
        (current) => {
          const logins = endedLoginsOf(current);
          if (logins.epoch !== epoch || logins.ended.includes(key)) return {};
          if (logins.ended.length >= ENDED_LOGINS_KEPT) return { fields: fieldsOf({ epoch: logins.epoch + 1, ended: [] }) };
          return { fields: fieldsOf({ epoch: logins.epoch, ended: [...logins.ended, key] }) };
        },
        writeId('logins'),
        { keep: true },
      );
    },
    async endAllLogins(accountId) {
      const c = await customer(accountId);
      if (!c) return;
      cache.forget(accountId, c.version);
      await change(c, (current) => ({ fields: fieldsOf({ epoch: endedLoginsOf(current).epoch + 1, ended: [] }) }), writeId('logins'), { keep: true });
    },
  };
}
