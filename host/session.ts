import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { FRONTASTIC_SESSION_COOKIE, SESSION_COOKIE_DAYS, SESSION_DATA_MAX_BYTES } from '../src/config/constants';

/**
 * The session token as the runtime issues it: the session data, an expiry and an HMAC over both.
 * The API hub carries it in the `Frontastic-Session` request and response header; the site keeps
 * it in its `frontastic-session` cookie (the Frontend SDK's cookie, readable by the site's scripts,
 * which send it to the hub). A token with a bad signature, a bad shape or a past expiry is ignored
 * (the shopper starts a fresh session); nothing in it is trusted before the check.
 */
export const SESSION_COOKIE = FRONTASTIC_SESSION_COOKIE;
export const SESSION_HEADER = 'frontastic-session';
const SESSION_MAX_AGE_S = SESSION_COOKIE_DAYS * 24 * 3600;

export class SessionTooLargeError extends Error {
  constructor(bytes: number) {
    super(`Session token of ${bytes} bytes exceeds the runtime's ${SESSION_DATA_MAX_BYTES} bytes: keep ids in the session, not objects.`);
  }
}

export interface SessionCodec {
  read(cookieHeader: string | undefined, headerToken?: string): Record<string, unknown> | null;
  /** Set-Cookie value of the site's session cookie for new session data; null clears the cookie. */
  cookieFor(data: Record<string, unknown> | null, secure: boolean): string;
  /** The token for session data, refused over the runtime's 4 KB (SessionTooLargeError). */
  token(data: Record<string, unknown>): string;
  encode(data: Record<string, unknown>, now?: number): string;
  decode(token: string, now?: number): Record<string, unknown> | null;
}

export function loadOrCreateSecret(dataDir: string, configured: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function createSessionCodec(secret: string): SessionCodec {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  const encode = (data: Record<string, unknown>, now = Date.now()) => {
    const payload = Buffer.from(JSON.stringify({ d: data, e: Math.floor(now / 1000) + SESSION_MAX_AGE_S })).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };

  const decode = (token: string, now = Date.now()): Record<string, unknown> | null => {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > SESSION_DATA_MAX_BYTES * 2) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { d?: unknown; e?: unknown };
      if (typeof parsed.e !== 'number' || parsed.e * 1000 < now) return null;
      if (!parsed.d || typeof parsed.d !== 'object' || Array.isArray(parsed.d)) return null;
      return parsed.d as Record<string, unknown>;
    } catch {
      return null;
    }
  };

  const token = (data: Record<string, unknown>) => {
    const value = encode(data);
    if (value.length > SESSION_DATA_MAX_BYTES) throw new SessionTooLargeError(value.length);
    return value;
  };

  return {
    encode,
    decode,
    token,
    read(cookieHeader, headerToken) {
      const value = headerToken || (cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined);
      return value ? decode(value) : null;
    },
    cookieFor(data, secure) {
      // Not HttpOnly: the site's scripts send it to the API hub, as the Frontend SDK does.
      const options = { sameSite: 'lax' as const, path: '/', secure };
      if (data === null) return serializeCookie(SESSION_COOKIE, '', { ...options, maxAge: 0 });
      return serializeCookie(SESSION_COOKIE, token(data), { ...options, maxAge: SESSION_MAX_AGE_S });
    },
  };
}
