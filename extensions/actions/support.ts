import { randomBytes } from 'node:crypto';
import type { Request } from '@frontastic/extension-types';
import type { Owner, Services } from '../services';
import { mergeSession, type SessionData } from '../lib/session';
import { ActionError } from '../lib/errors';

/**
 * Whose cart, wishlist or reservation basket a request touches: the account when logged in,
 * otherwise the anonymous session (its id is created on first need and must then be saved).
 */
export function ownerOf(session: SessionData): { owner: Owner; session?: SessionData } {
  if (session.accountId) return { owner: { kind: 'account', id: session.accountId } };
  if (session.sessionId) return { owner: { kind: 'session', id: session.sessionId } };
  const sessionId = randomBytes(12).toString('base64url');
  return { owner: { kind: 'session', id: sessionId }, session: mergeSession(session, { sessionId }) };
}

/** The anonymous owner of a session, if it has one (login merges it into the account). */
export function sessionOwner(session: SessionData): Owner | null {
  return session.sessionId ? { kind: 'session', id: session.sessionId } : null;
}

export function clientAddress(request: Request): string {
  return request.clientIp ?? 'unknown';
}

/** The form's captcha token passes the verifier, or the action answers 400 `captcha_invalid` (the spec's captcha text). */
export async function requireCaptcha(services: Services, token: string, request: Request): Promise<void> {
  if (!token || !(await services.captcha.verify(token, clientAddress(request)))) {
    throw ActionError.badRequest('captcha_invalid', 'Please confirm the captcha.', 'token');
  }
}

/** The logged-in account of the session; a session whose account is gone counts as logged out. */
export async function accountOf(services: Services, session: SessionData) {
  const account = session.accountId ? await services.accounts.get(session.accountId) : null;
  if (!account) throw ActionError.unauthorized();
  return account;
}
