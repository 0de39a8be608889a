import type { SessionData } from '../lib/session';

/**
 * Carries a shopper's session to another shop domain (the locale switch's domain-mapping redirect,
 * accounts-cart-services.md §4): the old domain leaves the session's ids under a random one-time
 * id with a short life; the new domain takes them over once.
 */
export interface SessionHandoverPort {
  leave(temporarySessionId: string, session: SessionData, ttlMs: number): Promise<void>;
  /** The session left under the id, removed on reading; null when unknown, taken or expired. */
  take(temporarySessionId: string): Promise<SessionData | null>;
}
