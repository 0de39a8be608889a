import type { LoyaltyCard } from '../../src/domain/loyalty';

/** The CRM's loyalty cards. */
export interface LoyaltyPort {
  cardOf(accountId: string): Promise<LoyaltyCard | null>;
  /** Links an existing card (number + code) to the account; DomainError when unknown, wrong code or taken. */
  connect(accountId: string, cardNumber: string, cardCode: string): Promise<LoyaltyCard>;
  /** Issues a new card for the account (registration with a card). */
  issue(accountId: string, options: { printed: boolean }): Promise<LoyaltyCard>;
  /** Cancels the card issued to the account: undoes `issue` when the registration it belonged to failed. */
  withdraw(accountId: string): Promise<void>;
}
