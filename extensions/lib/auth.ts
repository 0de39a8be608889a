import type { Services } from '../services';
import { mergeSession, type SessionData } from './session';

/** Logs an account in: a new server-side login (the session's earlier one ended), its id in the session next to the account id. */
export async function signIn(services: Services, session: SessionData, accountId: string): Promise<SessionData> {
  if (session.accountId && session.loginId) await services.accounts.endLogin(session.accountId, session.loginId);
  const loginId = await services.accounts.startLogin(accountId);
  return mergeSession(session, { accountId, loginId });
}

/**
 * The session as the actions may trust it: a session naming an account whose login has ended
 * (logout elsewhere, password reset) or that was never recorded is treated as anonymous.
 */
export async function verifiedSession(services: Services, session: SessionData): Promise<{ session: SessionData; revoked: boolean }> {
  if (!session.accountId) return { session, revoked: false };
  if (session.loginId && (await services.accounts.isLoginActive(session.accountId, session.loginId))) return { session, revoked: false };
  return { session: mergeSession(session, { accountId: undefined, loginId: undefined }), revoked: true };
}
