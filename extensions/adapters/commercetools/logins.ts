import { randomBytes } from 'node:crypto';
import type { AccountsPort } from '../../services/accounts';
import { literal } from './client';
import { hashedKey, type CustomObjects } from './custom-objects';
import { CONTAINERS } from './model';

/** One active login (key: the hash of its id). */
interface LoginDoc {
  accountId: string;
}

/**
 * Server-side logins as custom objects, so that a logout or a password reset ends a session on
 * every instance: starting one is one write; an account's logins are found by their value when a
 * reset ends them all.
 */
export function createCtLogins(objects: CustomObjects): Pick<AccountsPort, 'startLogin' | 'isLoginActive' | 'endLogin' | 'endAllLogins'> {
  return {
    async startLogin(accountId) {
      const loginId = randomBytes(18).toString('base64url');
      await objects.put<LoginDoc>(CONTAINERS.logins, hashedKey(loginId), { accountId });
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
      for (const login of await objects.list<LoginDoc>(CONTAINERS.logins, `value(accountId = ${literal(accountId)})`))
        await objects.remove(CONTAINERS.logins, login.key);
      // The index earlier versions kept beside the logins, if any.
      await objects.remove(CONTAINERS.loginIndex, accountId);
    },
  };
}
