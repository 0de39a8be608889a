import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { ATTEMPT_WINDOW_S, MAX_ATTEMPTS, REQUEST_BUDGETS } from '../../../src/config/constants';
import { DomainError } from '../../services/owner';
import type { AttemptKind, Budget, LimitsPort } from '../../services/limits';

/** What a counter needs: a name (the key prefix in the store), its points and its duration in seconds. */
export interface CounterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * Builds one rate-limiter-flexible limiter on a store: memory (the embedded host), Redis or
 * commercetools custom objects. A store limiter counts in this process's memory while its store
 * fails (rate-limiter-flexible's insurance limiter), so an outage slows guessers per instance
 * rather than locking every shopper out.
 */
export type CounterFactory = (options: CounterOptions) => RateLimiterAbstract;

export const memoryCounters: CounterFactory = (options) => new RateLimiterMemory(options);

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

function tooMany(msBeforeNext: number): DomainError {
  return new DomainError('too_many_attempts', TOO_MANY, 'too_many', undefined, { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });
}

const normalise = (value: string) => value.trim().toLowerCase();

/** The abuse limits of README "Security" on counters of one store (rate-limiter-flexible). */
export function createLimits(counters: CounterFactory): LimitsPort {
  const cache = new Map<string, RateLimiterAbstract>();
  const counter = (keyPrefix: string, points: number, duration: number) => {
    let limiter = cache.get(keyPrefix);
    if (!limiter) {
      limiter = counters({ keyPrefix, points, duration });
      cache.set(keyPrefix, limiter);
    }
    return limiter;
  };

  /** The three counters of one kind of attempt: account at address (tight), address, account (loose). */
  const attemptCounters = (kind: AttemptKind, email: string, clientAddress: string) => {
    const account = normalise(email);
    return [
      { limiter: counter(`${kind}-account-address`, MAX_ATTEMPTS.perAccountAndAddress, ATTEMPT_WINDOW_S), key: `${account}|${clientAddress}` },
      { limiter: counter(`${kind}-address`, MAX_ATTEMPTS.perAddress, ATTEMPT_WINDOW_S), key: clientAddress },
      { limiter: counter(`${kind}-account`, MAX_ATTEMPTS.perAccount, ATTEMPT_WINDOW_S), key: account },
    ];
  };

  return {
    async checkAttempt(kind, email, clientAddress) {
      const states = await Promise.all(attemptCounters(kind, email, clientAddress).map(({ limiter, key }) => limiter.get(key)));
      const waits = states.map((res, i) => {
        const max = [MAX_ATTEMPTS.perAccountAndAddress, MAX_ATTEMPTS.perAddress, MAX_ATTEMPTS.perAccount][i]!;
        return res && res.consumedPoints >= max ? res.msBeforeNext : 0;
      });
      const wait = Math.max(...waits);
      if (wait > 0) throw tooMany(wait);
    },
    async attemptFailed(kind, email, clientAddress) {
      await Promise.all(attemptCounters(kind, email, clientAddress).map(({ limiter, key }) => limiter.penalty(key, 1)));
    },
    async attemptSucceeded(kind, email, clientAddress) {
      const [own] = attemptCounters(kind, email, clientAddress);
      await own!.limiter.delete(own!.key);
    },
    async spend(budget: Budget, key: string) {
      const { points, duration } = REQUEST_BUDGETS[budget];
      try {
        await counter(budget, points, duration).consume(normalise(key));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
        throw error;
      }
    },
  };
}
