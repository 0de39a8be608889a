/**
 * The ports the actions depend on, and the one place that decides which adapter fills them
 * (configuration from the environment, read once). Filled by the embedded backend
 * (`openServices` in ./create.ts) unless configuration names another.
 */
import type { CataloguePort } from './catalogue';
import type { AccountsPort } from './accounts';
import type { CartsPort } from './carts';
import type { WishlistsPort } from './wishlists';
import type { ReservationsPort } from './reservations';
import type { StoresPort } from './stores';
import type { OrdersPort } from './orders';
import type { DocumentsPort } from './documents';
import type { ReviewsPort } from './reviews';
import type { NewsletterPort } from './newsletter';
import type { ContactPort } from './contact';
import type { CaptchaPort } from './captcha';
import type { MailOutbox } from './outbox';
import type { LoyaltyPort } from './loyalty';
import type { SessionHandoverPort } from './session-handover';

export type { Owner } from './owner';
export { DomainError, ownerKey } from './owner';

export interface Services {
  catalogue: CataloguePort;
  accounts: AccountsPort;
  carts: CartsPort;
  wishlists: WishlistsPort;
  reservations: ReservationsPort;
  stores: StoresPort;
  orders: OrdersPort;
  documents: DocumentsPort;
  reviews: ReviewsPort;
  newsletter: NewsletterPort;
  contact: ContactPort;
  captcha: CaptchaPort;
  outbox: MailOutbox;
  loyalty: LoyaltyPort;
  sessionHandover: SessionHandoverPort;
}

let current: Services | null = null;
let factory: (() => Services) | null = null;

/** Registers how to build the services (the host and tests call this once at start). */
export function configureServices(build: () => Services): void {
  factory = build;
  current = null;
}

export function setServices(services: Services | null): void {
  current = services;
}

export function getServices(): Services {
  if (!current) {
    if (!factory) return {} as Services;
    current = factory();
  }
  return current;
}
