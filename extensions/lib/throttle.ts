import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { ActionError } from './errors';

/**
 * Request budgets of the endpoints an attacker could use to enumerate or to send mails at will
 * (order numbers, email-only registrations, unsubscribes). In memory, per process, like the login
 * limits; a production deployment also limits at its edge. Over budget answers 429 with the seconds
 * to wait (`errors[].retryAfter`, and Retry-After from the local host).
 */
const BUDGETS = {
  /** Order number + email checks (return portal) per client address. */
  orderLookupPerAddress: { points: 10, duration: 15 * 60 },
  /** Email-only registrations (activation mails) per client address, and per address mailed. */
  activationPerAddress: { points: 5, duration: 60 * 60 },
  activationPerEmail: { points: 3, duration: 60 * 60 },
  /** Unsubscribe requests per client address. */
  unsubscribePerAddress: { points: 10, duration: 60 * 60 },
} as const;

export type Budget = keyof typeof BUDGETS;

const limiters = new Map<Budget, RateLimiterMemory>();

function limiterOf(budget: Budget): RateLimiterMemory {
  let limiter = limiters.get(budget);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: budget, ...BUDGETS[budget] });
    limiters.set(budget, limiter);
  }
  return limiter;
}

/** Spends one request of `budget` for `key`; throws 429 `too_many_attempts` when it is used up. */
export async function spend(budget: Budget, key: string): Promise<void> {
  try {
    await limiterOf(budget).consume(key.trim().toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw ActionError.tooMany('Too many attempts. Please wait a few minutes and try again.', Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  }
}

/** Forgets every budget (tests start from a clean slate). */
export function resetBudgets(): void {
  limiters.clear();
}
