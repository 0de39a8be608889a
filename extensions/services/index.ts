/**
 * The ports the actions depend on. Which adapter fills each is decided in one place, the
 * composition root (extensions/composition-root.ts), from the shop settings.
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
import type { LimitsPort } from './limits';
import type { Mailer } from './mail';
import type { StockPort } from './stock';

export type { Owner } from './owner';
export { DomainError, ownerKey } from './owner';

export interface Services {
  catalogue: CataloguePort;
  accounts: AccountsPort;
  carts: CartsPort;
  wishlists: WishlistsPort;
  reservations: ReservationsPort;
  stores: StoresPort;
  /** Online stock: imports (orders take stock through `orders`). */
  stock: StockPort;
  orders: OrdersPort;
  documents: DocumentsPort;
  reviews: ReviewsPort;
  newsletter: NewsletterPort;
  contact: ContactPort;
  captcha: CaptchaPort;
  /** The mails the shop keeps (MAIL_TRANSPORT=outbox; /_dev/outbox shows them). */
  outbox: MailOutbox;
  /** Sends the shop's mails on the configured transport (SMTP or the outbox). */
  mail: Mailer;
  loyalty: LoyaltyPort;
  sessionHandover: SessionHandoverPort;
  limits: LimitsPort;
}

/** What a commerce backend provides; the composition root adds captcha, documents, the abuse limits and the mailer. */
export type BackendServices = Omit<Services, 'captcha' | 'documents' | 'limits' | 'mail'>;

let pinned: Services | null = null;

/**
 * Tests pin hand-made services (a fake catalogue, a failing mail outbox); the composition root
 * (extensions/composition-root.ts) then hands these out instead of building its own.
 */
export function setServices(services: Services | null): void {
  pinned = services;
}

export function pinnedServices(): Services | null {
  return pinned;
}
