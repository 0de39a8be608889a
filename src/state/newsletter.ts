import { readStored, removeStored, writeStored } from './storage';
import { isString } from './checks';

/**
 * The address a newsletter block or flyout hands to the newsletter page ("sends the entered address
 * to the configured target page", storefront-browsing.md §2 and §7 "Newsletter block stores the email
 * in app state and navigates"): kept in session-scoped storage for the next page, read once there.
 */
const KEY = 'newsletterEmail';
const TTL_S = 30 * 60;

export function handOverNewsletterEmail(email: string): void {
  writeStored(KEY, email, TTL_S);
}

/**
 * The query parameter the served form of a newsletter block carries the address in when it was sent
 * before the block's code arrived (a plain GET form to the target page, which works without script).
 */
export const NEWSLETTER_EMAIL_PARAM = 'email';

/** The handed-over address, taken (it is not offered twice): from the storage, else from the page's address, which then drops it. */
export function takeNewsletterEmail(): string | null {
  const email = readStored(KEY, isString(0, 255));
  if (email !== null) {
    removeStored(KEY);
    return email;
  }
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get(NEWSLETTER_EMAIL_PARAM);
  if (!fromAddress) return null;
  url.searchParams.delete(NEWSLETTER_EMAIL_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return fromAddress.slice(0, 255);
}
