import type { REQUEST_BUDGETS } from '../../src/config/constants';

/** What failed attempts are counted for (README "Security": failed logins and reset requests). */
export type AttemptKind = 'login' | 'reset';
export type Budget = keyof typeof REQUEST_BUDGETS;

/**
 * Abuse limits, counted in a store every instance of the extension shares (the API hub runs many):
 * commercetools custom objects, or Redis when configured; the embedded host counts in memory.
 * Over a limit, the calls throw DomainError `too_many_attempts` (429) with `retryAfterSeconds`.
 */
export interface LimitsPort {
  /** Refuses when any counter of this account and client address is full (before the password is even checked). */
  checkAttempt(kind: AttemptKind, email: string, clientAddress: string): Promise<void>;
  attemptFailed(kind: AttemptKind, email: string, clientAddress: string): Promise<void>;
  /** A successful login forgets this address's failures for the account. */
  attemptSucceeded(kind: AttemptKind, email: string, clientAddress: string): Promise<void>;
  /** Spends one request of a budget for `key` (a client address, an email). */
  spend(budget: Budget, key: string): Promise<void>;
}
