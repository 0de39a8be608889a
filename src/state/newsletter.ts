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

/** The handed-over address, taken (it is not offered twice). */
export function takeNewsletterEmail(): string | null {
  const email = readStored(KEY, isString(0, 255));
  if (email !== null) removeStored(KEY);
  return email;
}
