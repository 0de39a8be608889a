import type { Account, Address, RegistrationPayload } from '../../src/domain/account';

/** Customer accounts: what login, registration, password reset and the account pages need. */
export interface AccountsPort {
  /** Null for unknown email or wrong password (callers cannot tell which). The action counts failures (services/limits.ts). */
  authenticate(email: string, password: string): Promise<Account | null>;
  /** Throws DomainError conflict `email_exists` when the email belongs to an account already. */
  register(payload: Omit<RegistrationPayload, 'projectSpecificData'> & { newsletter: boolean }): Promise<Account>;
  get(accountId: string): Promise<Account | null>;
  /** Deletes the account with its tokens and logins: undoes a registration whose later steps failed. */
  remove(accountId: string): Promise<void>;
  /**
   * Starts a reset: returns the single-use token for an existing account, null otherwise. The
   * caller answers the same in both cases.
   */
  requestPasswordReset(email: string): Promise<{ token: string; account: Account } | null>;
  /** Sets the password with a reset token; throws DomainError `reset_token_invalid` when unknown, used or expired. */
  resetPassword(token: string, newPassword: string): Promise<Account>;
  changeEmail(accountId: string, newEmail: string, password: string): Promise<Account>;
  changePassword(accountId: string, oldPassword: string, newPassword: string): Promise<void>;
  updateBillingAddress(accountId: string, address: Address): Promise<Account>;
  /** A token for email-only registration (loyalty activation): the mail link sets the first password. */
  createActivation(email: string, firstName: string, lastName: string): Promise<{ token: string; accountId: string }>;
  activate(token: string, password: string): Promise<Account>;
  /**
   * Logins are kept on the server: the session carries the login id, logout ends it, and a
   * password reset ends all of an account's logins. A session whose login ended is anonymous.
   * Starting a login right after the account signed in or registered costs no request on
   * commercetools (the epoch it starts in comes from the customer just read, logins.ts).
   */
  startLogin(accountId: string): Promise<string>;
  isLoginActive(accountId: string, loginId: string): Promise<boolean>;
  endLogin(accountId: string, loginId: string): Promise<void>;
  endAllLogins(accountId: string): Promise<void>;
}
