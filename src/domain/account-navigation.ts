/**
 * The account area's pages and navigation (accounts-cart-services.md §2): pure, without zod, so
 * the header's account menu (on every page) does not load the registration form's schemas.
 */

/** The active-page entries of the account area (accounts-cart-services.md §2). */
export const ACCOUNT_PAGES = [
  'LoginPage',
  'Registration',
  'WelcomePage',
  'ResetPassword',
  'LoginData',
  'AccountAddress',
  'OrderHistory',
  'Newsletter',
  'Reservation',
  'LoyaltyCard',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** The account area's address; `?page=` selects the active page (route Frontastic.Frontend.Master.Account.index). */
export const ACCOUNT_PATH = '/account';

export function accountPageHref(page: AccountPage, extra: Record<string, string> = {}): string {
  return `${ACCOUNT_PATH}?${new URLSearchParams({ page, ...extra }).toString()}`;
}

export function isAccountPage(value: string | null | undefined): value is AccountPage {
  return !!value && (ACCOUNT_PAGES as readonly string[]).includes(value);
}

export interface AccountNavigationItem {
  page: AccountPage;
  messageId: string;
}

/** Login data, addresses, orders, reservations (unless the project hides them), loyalty card (label per region). */
export function accountNavigationItems(
  project: { features: { reservationHistory: boolean }; loyaltyLabelByRegion: Partial<Record<string, 'loyaltyCard' | 'stylePass'>> },
  region: string,
): AccountNavigationItem[] {
  const items: AccountNavigationItem[] = [
    { page: 'LoginData', messageId: 'account.nav.loginData' },
    { page: 'AccountAddress', messageId: 'account.nav.addresses' },
    { page: 'OrderHistory', messageId: 'account.nav.orders' },
  ];
  if (project.features.reservationHistory) items.push({ page: 'Reservation', messageId: 'account.nav.reservations' });
  const loyaltyLabel = project.loyaltyLabelByRegion[region] ?? 'stylePass';
  items.push({ page: 'LoyaltyCard', messageId: loyaltyLabel === 'loyaltyCard' ? 'account.nav.loyaltyCard' : 'account.nav.stylePass' });
  return items;
}

/**
 * Which view the account area shows: the requested page when the login state allows it; guests
 * get the login page for pages that need an account, a logged-in customer asking for the login
 * page or nothing gets the login data, and one who just set a new password the loyalty card.
 */
export function resolveAccountPage(requested: string | null | undefined, loggedIn: boolean, { afterNewPassword = false } = {}): AccountPage {
  const page = isAccountPage(requested) ? requested : null;
  const guestPages: readonly AccountPage[] = ['LoginPage', 'Registration', 'ResetPassword', 'LoyaltyCard', 'Newsletter'];
  if (!loggedIn) return page && guestPages.includes(page) ? page : 'LoginPage';
  // After a login with a new password the loyalty card tab opens (§2).
  if (afterNewPassword && (!page || page === 'ResetPassword' || page === 'LoginPage')) return 'LoyaltyCard';
  if (!page || page === 'LoginPage' || page === 'Registration') return 'LoginData';
  return page;
}
