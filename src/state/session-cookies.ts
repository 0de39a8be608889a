import { FIT_ANALYTICS_SESSION_COOKIE, SESSION_ID_COOKIE, SESSION_ID_COOKIE_DAYS, SESSION_ID_LENGTH } from '../config/constants';
import { readCookies, writeCookie } from './cookies';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of SESSION_ID_LENGTH (8) letters and digits, from the browser's crypto. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_LENGTH));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The value of one cookie in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The session id cookie (random 8 characters, 7 days) and the fit-analytics session cookie (the same
 * id, 7 days), set once per session: an existing id is kept, so the size advisor and the analytics
 * see one session across pages. Answers the id.
 */
export function ensureSessionCookies(): string {
  const cookies = readCookies();
  const id = cookieValue(cookies, SESSION_ID_COOKIE) ?? newSessionId();
  if (cookieValue(cookies, SESSION_ID_COOKIE) === null) writeCookie(SESSION_ID_COOKIE, id, SESSION_ID_COOKIE_DAYS);
  if (cookieValue(cookies, FIT_ANALYTICS_SESSION_COOKIE) === null) writeCookie(FIT_ANALYTICS_SESSION_COOKIE, id, SESSION_ID_COOKIE_DAYS);
  return id;
}
