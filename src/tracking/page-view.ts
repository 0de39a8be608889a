import type { UserContext } from '../domain/account';
import { track, type TrackingEvent } from './index';

/**
 * Page views (accounts-cart-services.md §4): the user id and a hashed email are added only when
 * the shopper is logged in; a guest's page view carries neither.
 */
type PageView = Extract<TrackingEvent, { type: 'pageView' }>;

/** SHA-256 of the trimmed, lower-cased address, hex: the form tag managers match on. */
export async function hashEmail(email: string): Promise<string> {
  const data = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await globalThis.crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function pageViewEvent(page: { pageType: string; path: string }, user: UserContext | null | undefined): Promise<PageView> {
  const event: PageView = { type: 'pageView', pageType: page.pageType, path: page.path };
  if (user?.loggedIn && user.account) {
    event.userId = user.account.accountId;
    event.hashedEmail = await hashEmail(user.account.email);
  }
  return event;
}

export async function trackPageView(page: { pageType: string; path: string }, user: UserContext | null | undefined): Promise<void> {
  track(await pageViewEvent(page, user));
}

/** The tracking page type of a path (home, else other; listing and detail pages pass their own). */
export function pageTypeOfPath(path: string): string {
  return path === '/' ? 'home' : 'other';
}
