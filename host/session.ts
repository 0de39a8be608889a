import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { SESSION_DATA_MAX_BYTES } from '../src/config/constants';

/**
 * The session token the runtime keeps in the `frontastic-session` cookie: the session data, an
 * expiry and an HMAC over both. A token with a bad signature, a bad shape or a past expiry is
 * ignored (the shopper starts a fresh session); nothing in it is trusted before the check.
 */
export const SESSION_COOKIE = 'frontastic-session';
export const SESSION_HEADER = 'frontastic-session';
const SESSION_MAX_AGE_S = 30 * 24 * 3600;

export interface SessionCodec {
  read(cookieHeader: string | undefined, headerToken?: string): Record<string, unknown> | null;
  /** Set-Cookie value for new session data; null clears the cookie. */
  cookieFor(data: Record<string, unknown> | null, secure: boolean): string;
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

  return {
    encode,
    decode,
    read(cookieHeader, headerToken) {
      const token = headerToken || (cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined);
      return token ? decode(token) : null;
    },
    cookieFor(data, secure) {
      const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
      if (data === null) return serializeCookie(SESSION_COOKIE, '', { ...options, maxAge: 0 });
      const token = encode(data);
      if (token.length > SESSION_DATA_MAX_BYTES) {
        throw new Error(`Session data exceeds ${SESSION_DATA_MAX_BYTES} bytes: keep ids in the session, not objects.`);
      }
      return serializeCookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_MAX_AGE_S });
    },
  };
}
