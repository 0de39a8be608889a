import { FRONTASTIC_SESSION_COOKIE, SESSION_COOKIE_DAYS } from '../config/constants';
import { readCookies, writeCookie } from './cookies';
import { cookieValue } from './session-cookies';

/**
 * The session token of the actions, kept where the Frontend SDK keeps it: the site's
 * `frontastic-session` cookie, readable by the site's scripts (the transport sends it to the API
 * hub as `Frontastic-Session`, src/api/transport.ts). A project's own SDK calls read and write the
 * same cookie, so both are one session.
 */
export const readSessionToken = (): string | null => cookieValue(readCookies(), FRONTASTIC_SESSION_COOKIE);

export const sessionTokenCookie = {
  read: readSessionToken,
  write: (token: string) => writeCookie(FRONTASTIC_SESSION_COOKIE, token, SESSION_COOKIE_DAYS),
};
