export interface NewsletterFlyoutContext {
  /** The shopper closed it before (stored flag). */
  dismissed: boolean;
  /** The shop runs in the mobile app's webview. */
  app: boolean;
  /** A mobile viewport. */
  mobile: boolean;
  /** The page path. */
  path: string;
  loggedIn: boolean;
  subscribed: boolean;
  /** The cookie consent event has happened. */
  consented: boolean;
}

/** Pages where the flyout never opens: account, cart and newsletter pages. */
const EXCLUDED_PATHS = [/^\/account(\/|$)/, /^\/cart(\/|$)/, /^\/newsletter(\/|$)/];

/**
 * "Newsletter flyout: 30 seconds after load (after the cookie consent event) unless dismissed
 * (stored flag), app mode, mobile, account/cart/newsletter pages, or user logged in and
 * subscribed" (storefront-browsing.md §2). The 30 s delay is the caller's timer.
 */
export function shouldOfferNewsletterFlyout(c: NewsletterFlyoutContext): boolean {
  if (!c.consented || c.dismissed || c.app || c.mobile) return false;
  if (EXCLUDED_PATHS.some((p) => p.test(c.path))) return false;
  return !(c.loggedIn && c.subscribed);
}
