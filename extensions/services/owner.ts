/**
 * Whose cart, wishlist or reservation basket: a logged-in account or an anonymous session.
 * Adapters key their rows by it; actions derive it from the session.
 */
export type Owner = { kind: 'account'; id: string } | { kind: 'session'; id: string };

export function ownerKey(owner: Owner): string {
  return `${owner.kind}:${owner.id}`;
}

/**
 * A rule of the shop broken by a request (stock, limits, unknown ids): the port reports it with a
 * stable code and a message for people; the action maps it to a 4xx answer (`unavailable`: a
 * service the request needs does not answer, 503).
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'unauthorized' | 'too_many' | 'unavailable' = 'invalid',
    readonly field?: string,
    /** Values the shopper-facing text of the code needs (stock, store, sku ...); see src/i18n/messages/errors.ts. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}
