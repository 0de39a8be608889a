import { DomainError } from '../../services/owner';

/**
 * Failed-attempt counting for logins and reset requests, in a sliding window. In memory: it
 * protects one process; a production deployment also limits at its edge.
 *
 * Whoever fails a login is slowed down where they are, not the account's owner everywhere: the
 * tight limit counts one account from one client address. An address is limited across accounts
 * (one client guessing many), and an account across all addresses with a much higher limit (a
 * distributed guess), which an attacker would need that many attempts to reach.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Failed logins (or reset requests) for one account from one client address. */
export const MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed logins (or reset requests) from one client address, whatever the account. */
export const MAX_ATTEMPTS_PER_ADDRESS = 30;
/** Failed logins (or reset requests) for one account, from every address together. */
export const MAX_ATTEMPTS_PER_ACCOUNT = 100;

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly clock: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.clock() - ATTEMPT_WINDOW_MS;
    const list = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }

  /** Milliseconds until `key` is below `max` again; 0 when it is not blocked. */
  blockedFor(key: string, max: number): number {
    const list = this.recent(key);
    if (list.length < max) return 0;
    return Math.max(1, list[list.length - max]! + ATTEMPT_WINDOW_MS - this.clock());
  }

  record(key: string): void {
    this.attempts.set(key, [...this.recent(key), this.clock()]);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}

/** The three counters of one kind of attempt (login, reset) for an account and a client address. */
export function attemptGate(limiter: AttemptLimiter, kind: 'login' | 'reset', email: string, clientAddress: string) {
  const account = email.trim().toLowerCase();
  const keys: [string, number][] = [
    [`${kind}:${account}|${clientAddress}`, MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS],
    [`${kind}-address:${clientAddress}`, MAX_ATTEMPTS_PER_ADDRESS],
    [`${kind}:${account}`, MAX_ATTEMPTS_PER_ACCOUNT],
  ];
  return {
    /** Throws `too_many_attempts` (429) with the seconds to wait when any counter is full. */
    check(): void {
      const wait = Math.max(...keys.map(([key, max]) => limiter.blockedFor(key, max)));
      if (wait > 0) throw new DomainError('too_many_attempts', TOO_MANY, 'too_many', undefined, { retryAfterSeconds: Math.ceil(wait / 1000) });
    },
    failed(): void {
      for (const [key] of keys) limiter.record(key);
    },
    /** A successful login forgets this address's failures for the account. */
    succeeded(): void {
      limiter.clear(keys[0]![0]);
    },
  };
}
