/** Every action by namespace: the registry the runtime loads (extensions/index.ts) and the route table's types. */
export * as system from './system';
export * as account from './account';
export * as orders from './orders';
export * as documents from './documents';
export * as cart from './cart';
export * as wishlist from './wishlist';
export * as reserve from './reserve';
export * as stores from './stores';
export * as products from './products';
export * as review from './review';
export * as newsletter from './newsletter';
export * as contact from './contact';
export * as crm from './crm';
export * as captcha from './captcha';
export * as context from './context';
