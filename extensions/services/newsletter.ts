/** Newsletter subscriptions with double opt-in, and the competition / early-shop sign-ups. */
export interface NewsletterPort {
  /** Records a pending subscription and returns the confirmation token (a new one each time). */
  subscribe(entry: {
    email: string;
    firstName?: string;
    lastName?: string;
    assortments: string[];
    birthday?: string;
  }): Promise<{ token: string; alreadyConfirmed: boolean }>;
  /** Throws DomainError `newsletter_token_invalid` for an unknown token. */
  confirm(token: string): Promise<{ email: string }>;
  /** Returns false when the email has no subscription. */
  unsubscribe(email: string, reason: string): Promise<boolean>;
  /**
   * An unsubscribe link for a subscribed address (its owner proves the address by opening the
   * mail): a one-time token, or null when the address has no subscription.
   */
  requestUnsubscribe(email: string): Promise<string | null>;
  /** Ends the subscription of an unsubscribe token, once; throws `newsletter_token_invalid` for an unknown or used one. */
  unsubscribeWithToken(token: string, reason: string): Promise<{ email: string }>;
  isSubscribed(email: string): Promise<boolean>;
  register(kind: 'raffle' | 'earlyShop', entry: Record<string, unknown> & { email: string }): Promise<void>;
}
