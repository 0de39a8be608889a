import { afterEach, describe, expect, it } from 'vitest';
import { cookieValue, ensureSessionCookies, newSessionId } from '../../src/state/session-cookies';
import { readCookies, writeCookie } from '../../src/state/cookies';
import { FIT_ANALYTICS_SESSION_COOKIE, SESSION_ID_COOKIE } from '../../src/config/constants';

afterEach(() => {
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
});
