import { describe, expect, it, vi } from 'vitest';
import { createLimits, memoryCounters } from '../../extensions/adapters/shared/limits';
import { DomainError } from '../../extensions/services/owner';
import { MAX_ATTEMPTS, REQUEST_BUDGETS } from '../../src/config/constants';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof DomainError ? { code: error.code, retryAfterSeconds: error.params.retryAfterSeconds } : error;
};

describe('the abuse limits (rate-limiter-flexible)', () => {
  it('refuse the sixth attempt of an account from one address, not the same account from elsewhere', async () => {
    const limits = createLimits(memoryCounters);
    for (let i = 0; i < MAX_ATTEMPTS.perAccountAndAddress; i++) {
      await limits.checkAttempt('login', 'Max@Example.com', '10.0.0.1');
      await limits.attemptFailed('login', 'max@example.com ', '10.0.0.1');
    }
    const refused = await refusal(limits.checkAttempt('login', 'max@example.com', '10.0.0.1'));
    expect(refused).toMatchObject({ code: 'too_many_attempts' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
    await expect(limits.checkAttempt('login', 'max@example.com', '10.0.0.2')).resolves.toBeUndefined();
    // A reset is counted apart from logins.
    await expect(limits.checkAttempt('reset', 'max@example.com', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('forget an address’s failures for the account after a successful login', async () => {
    const limits = createLimits(memoryCounters);
    for (let i = 0; i < MAX_ATTEMPTS.perAccountAndAddress; i++) await limits.attemptFailed('login', 'max@example.com', '10.0.0.1');
    await limits.attemptSucceeded('login', 'max@example.com', '10.0.0.1');
    await expect(limits.checkAttempt('login', 'max@example.com', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('stop one address guessing many accounts, and one account guessed from many addresses', async () => {
    const limits = createLimits(memoryCounters);
    for (let i = 0; i < MAX_ATTEMPTS.perAddress; i++) await limits.attemptFailed('login', `user${i}@example.com`, '10.0.0.9');
    expect(await refusal(limits.checkAttempt('login', 'fresh@example.com', '10.0.0.9'))).toMatchObject({ code: 'too_many_attempts' });
    for (let i = 0; i < MAX_ATTEMPTS.perAccount; i++) await limits.attemptFailed('login', 'target@example.com', `192.0.2.${i}`);
    expect(await refusal(limits.checkAttempt('login', 'target@example.com', '198.51.100.1'))).toMatchObject({ code: 'too_many_attempts' });
  });

  it.each(Object.entries(REQUEST_BUDGETS))('spend the budget %s, then answer 429 with the seconds to wait', async (budget, { points, duration }) => {
    const limits = createLimits(memoryCounters);
    for (let i = 0; i < points; i++) await limits.spend(budget as keyof typeof REQUEST_BUDGETS, 'Key');
    const refused = await refusal(limits.spend(budget as keyof typeof REQUEST_BUDGETS, 'key'));
    expect(refused).toMatchObject({ code: 'too_many_attempts' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(duration);
  });
});

describe('a counter store that fails', () => {
  it('counts in this process meanwhile (rate-limiter-flexible’s insurance) and says so in the log', async () => {
    const { RateLimiterCustomObjects } = await import('../../extensions/adapters/commercetools/counters');
    const failing = {
      get: async () => Promise.reject(new Error('commercetools unreachable')),
      update: async () => Promise.reject(new Error('commercetools unreachable')),
      remove: async () => Promise.reject(new Error('commercetools unreachable')),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const limits = createLimits((options) => new RateLimiterCustomObjects({ ...options, storeClient: failing as never }));
      for (let i = 0; i < MAX_ATTEMPTS.perAccountAndAddress; i++) await limits.attemptFailed('login', 'max@example.com', '10.0.0.1');
      expect(await refusal(limits.checkAttempt('login', 'max@example.com', '10.0.0.1'))).toMatchObject({ code: 'too_many_attempts' });
      expect(String(logged.mock.calls[0]?.[0])).toContain('[limits] the commercetools counter store failed');
    } finally {
      logged.mockRestore();
    }
  });
});
