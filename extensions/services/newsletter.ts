/** Newsletter subscriptions with double opt-in, and the competition / early-shop sign-ups. */
export interface NewsletterPort {
  /** Records a pending subscription and returns the confirmation token (a new one each time). */
  subscribe(entry: { email: string; firstName?: string; lastName?: string; assortments: string[]; birthday?: string }): Promise<{ token: string; alreadyConfirmed: boolean }>;
  /** Throws DomainError `newsletter_token_invalid` for an unknown token. */
  confirm(token: string): Promise<{ email: string }>;
  /** Returns false when the email has no subscription. */
  unsubscribe(email: string, reason: string): Promise<boolean>;
  isSubscribed(email: string): Promise<boolean>;
  register(kind: 'raffle' | 'earlyShop', entry: Record<string, unknown> & { email: string }): Promise<void>;
}
