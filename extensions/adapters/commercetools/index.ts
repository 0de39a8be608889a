import type { BackendServices } from '../../services';
import type { CommercetoolsSettings } from '../../settings';
import { createCtApi } from './client';
import { CustomObjects } from './custom-objects';
import { createCtCatalogue } from './catalogue';
import { createCtCarts } from './carts';
import { createCtAccounts } from './accounts';
import { createCustomerStore } from './customer-store';
import { createCtWishlists } from './wishlists';
import { createCtStores } from './stores';
import { createCtReservations } from './reservations';
import { createCtOrders } from './orders';
import { createCtStock } from './stock';
import { customObjectCounters } from './counters';
import type { CounterFactory } from '../shared/limits';
import { LOGIN_CHECK_CACHE_MS } from '../../../src/config/constants';
import { createCtContact, createCtLoyalty, createCtNewsletter, createCtOutbox, createCtReviews, createCtSessionHandover } from './crm';

/**
 * Every backend port on one commercetools project (see README.md in this folder): commerce natively
 * (product projections, carts, customers, shopping lists, orders, channels and inventory), the
 * CRM-like ports and the abuse limits' counters in custom objects. Pure JavaScript over HTTP: it runs inside the extension bundle.
 */
export async function createCommercetoolsServices(
  settings: CommercetoolsSettings,
): Promise<{ services: BackendServices; close(): Promise<void>; counters: CounterFactory }> {
  const api = createCtApi(settings);
  const objects = new CustomObjects(api);
  const catalogue = createCtCatalogue(api);
  const carts = createCtCarts(api, catalogue, objects);
  const stores = createCtStores(api, catalogue);
  // One customer store for the accounts and the loyalty card's copy of its level on the customer.
  const customers = createCustomerStore(api);
  const stock = createCtStock(api, catalogue);
  const services: BackendServices = {
    catalogue,
    accounts: createCtAccounts(api, objects, customers, Date.now, settings.loginCheckCacheMs ?? LOGIN_CHECK_CACHE_MS),
    carts,
    wishlists: createCtWishlists(api, catalogue),
    reservations: createCtReservations(api, catalogue, stores, objects),
    stores,
    stock: stock.port,
    orders: createCtOrders(api, carts, objects, stock),
    reviews: createCtReviews(objects),
    newsletter: createCtNewsletter(objects),
    contact: createCtContact(objects),
    outbox: createCtOutbox(objects),
    loyalty: createCtLoyalty(objects, customers),
    sessionHandover: createCtSessionHandover(objects),
  };
  return { services, close: async () => catalogue.clearCache(), counters: customObjectCounters(objects) };
}
