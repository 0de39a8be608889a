import type { BackendServices } from '../../services';
import type { Db } from './db';
import { createCatalogue } from './catalogue';
import { createAccounts } from './accounts';
import { createCarts } from './carts';
import { createWishlists } from './wishlists';
import { createStores } from './stores';
import { createReservations } from './reservations';
import { createOrders } from './orders';
import { createStock } from './stock';
import { createReviews } from './reviews';
import { createNewsletter } from './newsletter';
import { createContact } from './contact';
import { createOutbox } from './outbox';
import { createLoyalty } from './loyalty';
import { createSessionHandover } from './session-handover';
import { isSeeded, seedDemoData } from './seed';

/** Every port filled by the embedded backend on one SQLite database. */
export function createEmbeddedServices(db: Db) {
  const catalogue = createCatalogue(db);
  const stores = createStores(db);
  const carts = createCarts(db, catalogue);
  const stock = createStock(db, catalogue);
  const orders = createOrders(db, carts, stock);
  const reviews = createReviews(db);
  const loyalty = createLoyalty(db);
  const services: BackendServices = {
    catalogue,
    accounts: createAccounts(db),
    carts,
    wishlists: createWishlists(db, catalogue),
    reservations: createReservations(db, catalogue, stores),
    stores,
    stock: stock.port,
    orders,
    reviews,
    newsletter: createNewsletter(db),
    contact: createContact(db),
    outbox: createOutbox(db),
    loyalty,
    sessionHandover: createSessionHandover(db),
  };
  return {
    services,
    /** Seeds the demo data when the database is empty; returns whether it did. */
    async seedIfEmpty(options: { size: number; seed: number; log?: (m: string) => void }): Promise<boolean> {
      if (isSeeded(db)) return false;
      await this.reseed(options);
      return true;
    },
    /** Replaces all data (catalogue, stores, customers, carts ...) with a freshly generated demo shop. */
    async reseed(options: { size: number; seed: number; log?: (m: string) => void }): Promise<void> {
      await seedDemoData(db, options, { catalogue, writeOrder: orders.write, writeCard: loyalty.write, writeReview: reviews.write });
      catalogue.clearCache();
    },
  };
}
