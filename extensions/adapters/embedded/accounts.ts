import { createHash, randomBytes } from 'node:crypto';
import type { AccountsPort } from '../../services/accounts';
import { DomainError } from '../../services/owner';
import type { Account, AccountAddress, Address } from '../../../src/domain/account';
import { fromJson, now, type Db } from './db';
import { hashPassword, verifyPassword } from './password';
import { newId } from '../shared/ids';

/** A reset link is valid for one hour and once. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** An activation link (email-only registration) is valid for a week. */
export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** The stored account document: everything but the email (a column) and the password hash. */
export interface AccountDoc {
  salutation?: string;
  firstName: string;
  lastName: string;
  birthday?: string;
  addresses: AccountAddress[];
  emarsysuserid: string;
  newsletter: boolean;
}

interface Row {
  id: string;
  email: string;
  password_hash: string | null;
  doc: string;
}

/** Tokens are stored hashed: a leaked database does not hand out working reset links. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAccounts(db: Db, clock: () => number = Date.now): AccountsPort & { rowByEmail(email: string): { id: string } | undefined } {
  const byEmail = db.prepare<[string], Row>('SELECT id, email, password_hash, doc FROM accounts WHERE email = ? COLLATE NOCASE');
  const byId = db.prepare<[string], Row>('SELECT id, email, password_hash, doc FROM accounts WHERE id = ?');
  const cardOf = db.prepare<[string], { level: string }>('SELECT level FROM loyalty_cards WHERE account_id = ?');
  const insert = db.prepare('INSERT INTO accounts (id, email, password_hash, doc, created_at) VALUES (?, ?, ?, ?, ?)');
  const setHash = db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?');
  const setEmail = db.prepare('UPDATE accounts SET email = ? WHERE id = ?');
  const setDoc = db.prepare('UPDATE accounts SET doc = ? WHERE id = ?');
  const insertToken = db.prepare('INSERT INTO account_tokens (token_hash, account_id, purpose, expires_at) VALUES (?, ?, ?, ?)');
  const findToken = db.prepare<[string, string], { account_id: string; expires_at: number; used_at: number | null }>(
    'SELECT account_id, expires_at, used_at FROM account_tokens WHERE token_hash = ? AND purpose = ?',
  );
  const useToken = db.prepare('UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const insertLogin = db.prepare('INSERT INTO account_logins (login_hash, account_id, created_at) VALUES (?, ?, ?)');
  const findLogin = db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM account_logins WHERE login_hash = ? AND account_id = ?');
  const deleteLogin = db.prepare('DELETE FROM account_logins WHERE login_hash = ?');
  const deleteLogins = db.prepare('DELETE FROM account_logins WHERE account_id = ?');
  const deleteTokens = db.prepare('DELETE FROM account_tokens WHERE account_id = ?');
  const deleteAccount = db.prepare('DELETE FROM accounts WHERE id = ?');
  const dropTokens = db.prepare('UPDATE account_tokens SET used_at = ? WHERE account_id = ? AND purpose = ? AND used_at IS NULL');

  const toAccount = (row: Row): Account => {
    const doc = fromJson<AccountDoc>(row.doc);
    const card = cardOf.get(row.id);
    return {
      accountId: row.id,
      email: row.email,
      ...(doc.salutation ? { salutation: doc.salutation } : {}),
      firstName: doc.firstName,
      lastName: doc.lastName,
      ...(doc.birthday ? { birthday: doc.birthday } : {}),
      addresses: doc.addresses,
      projectSpecificData: {
        emarsysuserid: doc.emarsysuserid,
        hasLoyaltyCard: Boolean(card),
        ...(card ? { loyaltyLevel: card.level } : {}),
        newsletter: doc.newsletter,
      },
    };
  };

  const mustGet = (accountId: string): Row => {
    const row = byId.get(accountId);
    if (!row) throw new DomainError('unknown_account', 'Please log in again.', 'unauthorized');
    return row;
  };

  const issueToken = (accountId: string, purpose: 'reset' | 'activation', ttl: number): string => {
    const token = randomBytes(24).toString('base64url');
    db.transaction(() => {
      // A new link replaces older ones: only the latest mail works.
      dropTokens.run(clock(), accountId, purpose);
      insertToken.run(tokenHash(token), accountId, purpose, clock() + ttl);
    })();
    return token;
  };

  const assertUsable = (token: string, purpose: 'reset' | 'activation') => {
    const row = findToken.get(tokenHash(token), purpose);
    if (!row || row.used_at !== null || row.expires_at < clock()) {
      throw new DomainError('reset_token_invalid', 'This page is no longer valid. Please use the reset function again.', 'invalid', 'token');
    }
    return row;
  };

  /**
   * Checks the token before paying for the hash, then marks it used and sets the hash in one
   * transaction, checking again: of two concurrent uses only one gets through.
   */
  const redeem = async (token: string, purpose: 'reset' | 'activation', password: string): Promise<string> => {
    assertUsable(token, purpose);
    const hash = await hashPassword(password);
    return db.transaction(() => {
      const row = assertUsable(token, purpose);
      useToken.run(clock(), tokenHash(token));
      setHash.run(hash, row.account_id);
      return row.account_id;
    })();
  };

  const addressOf = (address: Address): AccountAddress => ({ ...address, projectSpecificData: { lastCountry: address.country } });

  return {
    rowByEmail: (email) => byEmail.get(email),
    async authenticate(email, password) {
      const row = byEmail.get(email);
      const ok = await verifyPassword(password, row?.password_hash ?? null);
      return row && ok ? toAccount(row) : null;
    },
    async register(payload) {
      if (byEmail.get(payload.email)) throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
      const hash = await hashPassword(payload.password);
      const id = newId('acc');
      const birthday =
        payload.birthdayYear && payload.birthdayMonth && payload.birthdayDay
          ? `${payload.birthdayYear}-${String(payload.birthdayMonth).padStart(2, '0')}-${String(payload.birthdayDay).padStart(2, '0')}`
          : undefined;
      const doc: AccountDoc = {
        ...(payload.salutation ? { salutation: payload.salutation } : {}),
        firstName: payload.firstName,
        lastName: payload.lastName,
        ...(birthday ? { birthday } : {}),
        addresses: [
          addressOf({
            ...payload.billingAddress,
            firstName: payload.billingAddress.firstName ?? payload.firstName,
            lastName: payload.billingAddress.lastName ?? payload.lastName,
          }),
        ],
        emarsysuserid: randomBytes(6).toString('hex'),
        newsletter: payload.newsletter,
      };
      try {
        insert.run(id, payload.email, hash, JSON.stringify(doc), now());
      } catch (error) {
        // Two registrations of one email racing: the unique index decides, the loser gets the same answer.
        if (String(error).includes('UNIQUE')) throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
        throw error;
      }
      return toAccount(byId.get(id)!);
    },
    async get(accountId) {
      const row = byId.get(accountId);
      return row ? toAccount(row) : null;
    },
    async remove(accountId) {
      db.transaction(() => {
        deleteLogins.run(accountId);
        deleteTokens.run(accountId);
        deleteAccount.run(accountId);
      })();
    },
    async requestPasswordReset(email) {
      const row = byEmail.get(email);
      if (!row) return null;
      return { token: issueToken(row.id, 'reset', RESET_TOKEN_TTL_MS), account: toAccount(row) };
    },
    async resetPassword(token, newPassword) {
      const accountId = await redeem(token, 'reset', newPassword);
      return toAccount(mustGet(accountId));
    },
    async changeEmail(accountId, newEmail, password) {
      const row = mustGet(accountId);
      if (!(await verifyPassword(password, row.password_hash))) throw new DomainError('wrong_password', 'The password is not correct.', 'invalid', 'password');
      const other = byEmail.get(newEmail);
      if (other && other.id !== accountId) throw new DomainError('email_exists', 'This email address belongs to another account.', 'conflict', 'email');
      setEmail.run(newEmail, accountId);
      return toAccount(mustGet(accountId));
    },
    async changePassword(accountId, oldPassword, newPassword) {
      const row = mustGet(accountId);
      if (!(await verifyPassword(oldPassword, row.password_hash)))
        throw new DomainError('wrong_password', 'The current password is not correct.', 'invalid', 'oldPassword');
      setHash.run(await hashPassword(newPassword), accountId);
    },
    async updateBillingAddress(accountId, address) {
      const row = mustGet(accountId);
      const doc = fromJson<AccountDoc>(row.doc);
      const billing = addressOf({ ...address, firstName: address.firstName ?? doc.firstName, lastName: address.lastName ?? doc.lastName });
      setDoc.run(JSON.stringify({ ...doc, addresses: [billing, ...doc.addresses.slice(1)] }), accountId);
      return toAccount(mustGet(accountId));
    },
    async createActivation(email, firstName, lastName) {
      let row = byEmail.get(email);
      if (row?.password_hash) throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
      if (!row) {
        const doc: AccountDoc = { firstName, lastName, addresses: [], emarsysuserid: randomBytes(6).toString('hex'), newsletter: false };
        insert.run(newId('acc'), email, null, JSON.stringify(doc), now());
        row = byEmail.get(email)!;
      }
      return { token: issueToken(row.id, 'activation', ACTIVATION_TOKEN_TTL_MS), accountId: row.id };
    },
    async activate(token, password) {
      const accountId = await redeem(token, 'activation', password);
      return toAccount(mustGet(accountId));
    },
    async startLogin(accountId) {
      const loginId = randomBytes(18).toString('base64url');
      insertLogin.run(tokenHash(loginId), accountId, now());
      return loginId;
    },
    async isLoginActive(accountId, loginId) {
      return Boolean(loginId) && findLogin.get(tokenHash(loginId), accountId) !== undefined;
    },
    async endLogin(_accountId, loginId) {
      deleteLogin.run(tokenHash(loginId));
    },
    async endAllLogins(accountId) {
      deleteLogins.run(accountId);
    },
  };
}

/** Seeds an account row directly (demo customers). */
export function accountWriter(db: Db) {
  const insert = db.prepare('INSERT INTO accounts (id, email, password_hash, doc, created_at) VALUES (?, ?, ?, ?, ?)');
  return (a: { id: string; email: string; passwordHash: string; doc: AccountDoc }) => insert.run(a.id, a.email, a.passwordHash, JSON.stringify(a.doc), now());
}
