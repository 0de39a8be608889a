import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSessionCookies } from '../../src/hooks/useSessionCookies';
import { cookieValue, ensureSessionCookies, newSessionId } from '../../src/state/session-cookies';
import { readCookies, writeCookie } from '../../src/state/cookies';
import { FIT_ANALYTICS_SESSION_COOKIE, SESSION_ID_COOKIE } from '../../src/config/constants';

afterEach(() => {
  vi.unstubAllGlobals();
  writeCookie(SESSION_ID_COOKIE, '', 0);
  writeCookie(FIT_ANALYTICS_SESSION_COOKIE, '', 0);
});

describe('session cookies (accounts-cart-services.md §9)', () => {
  it('makes a session id of random 8 letters and digits', () => {
    expect(newSessionId()).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(newSessionId()).not.toBe(newSessionId());
  });

  it('sets the session id and the fit-analytics session cookie once, and keeps them on the next page', () => {
    const id = ensureSessionCookies();
    expect(cookieValue(readCookies(), SESSION_ID_COOKIE)).toBe(id);
    expect(cookieValue(readCookies(), FIT_ANALYTICS_SESSION_COOKIE)).toBe(id);
    expect(ensureSessionCookies()).toBe(id);
  });

  it('are set by the page when the browser is idle after the hydration, not in it', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderHook(() => useSessionCookies());
    expect(cookieValue(readCookies(), SESSION_ID_COOKIE)).toBeNull();
    act(() => {
      for (const run of idle.splice(0)) run();
    });
    const id = cookieValue(readCookies(), SESSION_ID_COOKIE);
    expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(cookieValue(readCookies(), FIT_ANALYTICS_SESSION_COOKIE)).toBe(id);
  });
});
