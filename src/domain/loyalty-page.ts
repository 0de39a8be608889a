/**
 * The loyalty card page types of accounts-cart-services.md §2 and §4: the page derives its type from
 * two radio answers (online account available, loyalty card available), the login status, whether the
 * customer already has a card, a from-registration flag and the address (uid + crm_mail_activator).
 */

export type LoyaltyPageType =
  /** The activation mail's link: uid and crm_mail_activator open the set-new-password view. */
  | 'setNewPassword'
  /** A logged-in customer with a card: the card itself (where a card holder is redirected to). */
  | 'card'
  /** Not all questions answered yet: only the radios. */
  | 'choose'
  | 'withAccountWithCard'
  | 'withAccountWithoutCard'
  | 'withoutAccountWithCard'
  | 'withoutAccountWithoutCard';

export interface LoyaltyPageInput {
  loggedIn: boolean;
  /** The logged-in customer's account has a card already. */
  userHasCard: boolean;
  /** The radio answers; null while unanswered. */
  hasAccount: boolean | null;
  hasCard: boolean | null;
  /** The customer comes from the registration (to connect the card he has to the new account). */
  fromRegistration: boolean;
  /** The address carries uid and crm_mail_activator. */
  activation: boolean;
}

/** The no-account answer is locked when logged in; the card-yes answer is locked when the customer already has a card. */
export function loyaltyRadioLocks({ loggedIn, userHasCard }: Pick<LoyaltyPageInput, 'loggedIn' | 'userHasCard'>): { accountNo: boolean; cardYes: boolean } {
  return { accountNo: loggedIn, cardYes: loggedIn && userHasCard };
}

/**
 * The answers in force: logged in, the account answer is yes whatever was clicked; coming from the
 * registration, the card answer starts at yes (the new account is there to take the card).
 */
export function loyaltyAnswers(input: LoyaltyPageInput): { hasAccount: boolean | null; hasCard: boolean | null } {
  const hasAccount = input.loggedIn ? true : input.hasAccount;
  const hasCard = input.hasCard ?? (input.fromRegistration && input.loggedIn ? true : null);
  return { hasAccount, hasCard };
}

export function loyaltyPageType(input: LoyaltyPageInput): LoyaltyPageType {
  if (input.loggedIn && input.userHasCard) return 'card';
  if (!input.loggedIn && input.activation) return 'setNewPassword';
  const { hasAccount, hasCard } = loyaltyAnswers(input);
  if (hasAccount === null || hasCard === null) return 'choose';
  if (hasAccount) return hasCard ? 'withAccountWithCard' : 'withAccountWithoutCard';
  return hasCard ? 'withoutAccountWithCard' : 'withoutAccountWithoutCard';
}

/** Query parameters of the loyalty card page that only a guest's activation or a registration use: a card holder's address drops them. */
export const LOYALTY_TRANSIENT_PARAMS = ['uid', 'crm_mail_activator', 'from'] as const;
