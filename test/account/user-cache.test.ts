// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCachedUser, readCachedUser, writeCachedUser, writeCachedUserWhenIdle } from '../../src/state/user';
import { pageViewEvent, hashEmail } from '../../src/tracking/page-view';
import { shouldShowAppLogin } from '../../src/hooks/useAccount';
import type { UserContext } from '../../src/domain/account';

const user: UserContext = {
  loggedIn: true,
  account: {
    accountId: 'acc-1',
    email: 'Max@Example.com',
    firstName: 'Max',
    lastName: 'Mustermann',
    addresses: [],
    projectSpecificData: { emarsysuserid: 'e', hasLoyaltyCard: false, newsletter: false },
  },
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A browser whose idle callbacks run when the test says so. */
function idleQueue(): { runAll(): void } {
  const waiting = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    runAll() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const run of due) run();
    },
  };
}

describe('user cache (accounts-cart-services.md §9)', () => {
  it('is stored under storage_HIR-USER-STORAGE', () => {
    writeCachedUser(user, 1_000);
    expect(Object.keys(localStorage)).toEqual(['storage_HIR-USER-STORAGE']);
    expect(readCachedUser(1_000)).toEqual(user);
  });
  it('lives 9000 seconds', () => {
    writeCachedUser(user, 0);
    expect(readCachedUser(9_000_000)).toEqual(user);
    expect(readCachedUser(9_000_001)).toBeNull();
  });
  it('ignores tampered data', () => {
    localStorage.setItem('storage_HIR-USER-STORAGE', JSON.stringify({ v: { loggedIn: 'yes' } }));
    expect(readCachedUser()).toBeNull();
  });
  it('is cleared on logout', () => {
    writeCachedUser(user);
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
  });
  it('is written when the browser is idle, the last write winning', () => {
    const idle = idleQueue();
    writeCachedUserWhenIdle({ loggedIn: false });
    writeCachedUserWhenIdle(user);
    expect(readCachedUser()).toBeNull();
    idle.runAll();
    expect(readCachedUser()).toEqual(user);
  });
  it('stays cleared when a refresh from before the logout was still waiting for idle', () => {
    const idle = idleQueue();
    writeCachedUser(user);
    writeCachedUserWhenIdle(user);
    clearCachedUser();
    idle.runAll();
    expect(readCachedUser()).toBeNull();
  });
});

describe('page views (§4)', () => {
  it('carry the user id and the hashed email when logged in', async () => {
    const event = await pageViewEvent({ pageType: 'home', path: '/' }, user);
    expect(event).toEqual({ type: 'pageView', pageType: 'home', path: '/', userId: 'acc-1', hashedEmail: await hashEmail('max@example.com') });
    expect(event.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
    expect(event.hashedEmail).not.toContain('max');
  });
  it('carry neither for guests', async () => {
    expect(await pageViewEvent({ pageType: 'other', path: '/x' }, { loggedIn: false })).toEqual({ type: 'pageView', pageType: 'other', path: '/x' });
    expect(await pageViewEvent({ pageType: 'other', path: '/x' }, undefined)).toEqual({ type: 'pageView', pageType: 'other', path: '/x' });
  });
});

describe('the app login screen (§4)', () => {
  it.each([
    ['a guest without hideAppLogin', { loggedIn: false }, '', true],
    ['a guest with hideAppLogin', { loggedIn: false }, '?hideAppLogin=true', false],
    ['a customer', user, '', false],
  ] as const)('%s: %s', (_case, u, search, expected) => {
    expect(shouldShowAppLogin(u, search)).toBe(expected);
  });
});
