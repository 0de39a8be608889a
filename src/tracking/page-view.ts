import type { UserContext } from '../domain/account';
import { track, type TrackingEvent } from './index';
import type { PageData } from '../shop/page-model';
import { CART_PATH, TRACKING_PAGE_TYPES } from '../config/constants';

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

const LISTING_TASTIC = 'hirmer/listing/product-list';
/** The page-view tracker block (tastics/content/page-view-tracker). */
export const PAGE_VIEW_TRACKER = 'hirmer/content/page-view-tracker';

/**
 * The tracking page type of a rendered page (storefront-browsing.md §9: home, alist, details,
 * checkout, search, other), from what the page is rather than from its address alone.
 */
export function pageTypeOfPage(data: Pick<PageData, 'page' | 'pageFolder' | 'dynamic'>): (typeof TRACKING_PAGE_TYPES)[number] {
  const path = data.pageFolder.path;
  const tastics = Object.values(data.page.sections).flatMap((s) => s?.layoutElements.flatMap((le) => le.tastics) ?? []);
  // A page-view tracker block on the page names its type (e.g. a landing page tracked as a listing).
  const configured = tastics.find((t) => t.tasticType === PAGE_VIEW_TRACKER)?.configuration.pageType;
  if ((TRACKING_PAGE_TYPES as readonly unknown[]).includes(configured)) return configured as (typeof TRACKING_PAGE_TYPES)[number];
  if (data.dynamic) return 'details';
  if (path === '/') return 'home';
  if (path === CART_PATH) return 'checkout';
  if (tastics.some((t) => t.tasticType === 'hirmer/listing/search')) return 'search';
  if (tastics.some((t) => t.tasticType === LISTING_TASTIC)) return 'alist';
  return 'other';
}
