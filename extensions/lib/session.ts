import * as z from 'zod';

/**
 * What the runtime keeps for a shopper between requests: ids only (the runtime caps the token at 4 KB).
 * An action that answers `session` replaces the whole object, so `mergeSession` spreads the old one.
 */
export const sessionDataSchema = z
  .object({
    /** Anonymous shopper id: random, created on first need. */
    sessionId: z.string().optional(),
    accountId: z.string().optional(),
    /** The server-side login (AccountsPort.startLogin); without an active one, accountId is ignored. */
    loginId: z.string().optional(),
    cartId: z.string().optional(),
    wishlistId: z.string().optional(),
    reservationBasketId: z.string().optional(),
    /** Set on the first wishlist add of the session, to show the session-wishlist notice once. */
    wishlistNoticeShown: z.boolean().optional(),
  })
  .catchall(z.unknown());
export type SessionData = z.infer<typeof sessionDataSchema>;

/** The runtime types sessionData as any: validate it before use, never trust its shape. */
export function readSession(raw: unknown): SessionData {
  const parsed = sessionDataSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

export function mergeSession(current: SessionData, change: Partial<SessionData>): SessionData {
  const next: SessionData = { ...current, ...change };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next;
}
