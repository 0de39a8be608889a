import type { ExtensionRegistry } from '@frontastic/extension-types';
import * as system from './actions/system';
import * as account from './actions/account';
import * as orders from './actions/orders';
import * as documents from './actions/documents';
import * as cart from './actions/cart';
import * as wishlist from './actions/wishlist';
import * as reserve from './actions/reserve';
import * as stores from './actions/stores';
import * as review from './actions/review';
import * as newsletter from './actions/newsletter';
import * as contact from './actions/contact';
import * as crm from './actions/crm';
import * as captcha from './actions/captcha';
import * as context from './actions/context';
import { dynamicPageHandler } from './dynamic-page-handler';
import { dataSources } from './data-sources';

/** The extension registry the runtime loads: actions by namespace, data sources, dynamic pages. */
const extensions: ExtensionRegistry = {
  actions: {
    system,
    account,
    orders,
    documents,
    cart,
    wishlist,
    reserve,
    stores,
    review,
    newsletter,
    contact,
    crm,
    captcha,
    context,
  },
  'data-sources': dataSources,
  'dynamic-page-handler': dynamicPageHandler,
};

export default extensions;
