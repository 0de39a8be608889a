import * as system from './system';
import * as account from './account';
import * as orders from './orders';
import * as documents from './documents';
import * as cart from './cart';
import * as wishlist from './wishlist';
import * as reserve from './reserve';
import * as stores from './stores';
import * as products from './products';
import * as review from './review';
import * as newsletter from './newsletter';
import * as contact from './contact';
import * as crm from './crm';
import * as captcha from './captcha';
import * as context from './context';

/**
 * Every action by namespace: the registry the runtime loads (extensions/index.ts) and the route
 * table's types. The namespaces are the shop's own (`hirmer-…`): a Frontend project merges this
 * registry with commercetools' commerce extension (namespaces `account`, `cart`, `wishlist`,
 * `product`, `project`) in one `backend/index.ts`, and no action replaces another
 * (test/extensions/registry-merge.test.ts).
 */
export const actions = {
  'hirmer-system': system,
  'hirmer-account': account,
  'hirmer-orders': orders,
  'hirmer-documents': documents,
  'hirmer-cart': cart,
  'hirmer-wishlist': wishlist,
  'hirmer-reserve': reserve,
  'hirmer-stores': stores,
  'hirmer-products': products,
  'hirmer-review': review,
  'hirmer-newsletter': newsletter,
  'hirmer-contact': contact,
  'hirmer-crm': crm,
  'hirmer-captcha': captcha,
  'hirmer-context': context,
};
