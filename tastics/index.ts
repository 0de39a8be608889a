import type { TasticLoader, TasticLoaders, TasticRegistry } from '../src/page/registry';

export type { TasticComponent, TasticLoader, TasticLoaders, TasticModule, TasticRegistry } from '../src/page/registry';

/**
 * The one tastic registry: tasticType -> loader of its module (`tastics/<area>/<name>/index.tsx`,
 * beside its schema.json and a story; `npm run validate:schemas` checks all three).
 *
 * The browser loads each tastic as a chunk of its own, only on pages that show it (`loadRegistry`
 * in src/page/page-tastics.ts; the server links those chunks as modulepreloads). The server render,
 * Storybook and the tests load them all once with `loadTastics()`. A commercetools Frontend project
 * maps the same loaders onto its own lazy loading (e.g. `next/dynamic`).
 */
const loaders = {
  'hirmer/content/markdown-text': () => import('./content/markdown-text'),
  'hirmer/content/spacer': () => import('./content/spacer'),
  'hirmer/navigation/header': () => import('./navigation/header'),
  'hirmer/navigation/brands': () => import('./navigation/brands'),
  'hirmer/cart/basket': () => import('./cart/basket'),
  'hirmer/wishlist/page': () => import('./wishlist/page'),
  'hirmer/locale/switch': () => import('./locale/switch'),
  'hirmer/account/page': () => import('./account/page'),
  'hirmer/account/navigation': () => import('./account/navigation'),
  'hirmer/account/addresses': () => import('./account/addresses'),
  'hirmer/account/login-data': () => import('./account/login-data'),
  'hirmer/account/login-flyout': () => import('./account/login-flyout'),
  'hirmer/account/registration': () => import('./account/registration'),
  'hirmer/account/reset-password': () => import('./account/reset-password'),
  'hirmer/newsletter/unsubscribe': () => import('./newsletter/unsubscribe'),
  'hirmer/newsletter/confirmation': () => import('./newsletter/confirmation'),
  'hirmer/newsletter/subscribe': () => import('./newsletter/subscribe'),
  'hirmer/service/return-portal': () => import('./service/return-portal'),
  'hirmer/account/welcome': () => import('./account/welcome'),
  'hirmer/listing/product-list': () => import('./listing/product-list'),
  'hirmer/listing/search': () => import('./listing/search'),
  'hirmer/listing/search-box': () => import('./listing/search-box'),
  'hirmer/listing/breaker': () => import('./listing/breaker'),
  'hirmer/listing/teaser-box': () => import('./listing/teaser-box'),
  'hirmer/listing/seo-text': () => import('./listing/seo-text'),
  'hirmer/listing/category-bar': () => import('./listing/category-bar'),
  'hirmer/listing/category-banner': () => import('./listing/category-banner'),
  'hirmer/listing/location-map': () => import('./listing/location-map'),
  'hirmer/product/detail': () => import('./product/detail'),
  'hirmer/product/set': () => import('./product/set'),
  'hirmer/product/outfit': () => import('./product/outfit'),
  'hirmer/product/kit': () => import('./product/kit'),
  'hirmer/product/voucher': () => import('./product/voucher'),
  'hirmer/product/last-seen': () => import('./product/last-seen'),
  'hirmer/product/recommendations': () => import('./product/recommendations'),
  'hirmer/product/product-box-slider': () => import('./product/product-box-slider'),
  'hirmer/product/how-to-measure': () => import('./product/how-to-measure'),
} as const satisfies TasticLoaders;

/** Every tastic type the SDK registers. */
export type TasticType = keyof typeof loaders;

export const tasticLoaders: Readonly<Record<TasticType, TasticLoader>> = loaders;

/** Every registered tastic, loaded: a failed import rejects (a broken tastic must fail the start, not a page). */
export async function loadTastics(): Promise<TasticRegistry> {
  const entries = await Promise.all(Object.entries(tasticLoaders).map(async ([type, load]) => [type, (await load()).default] as const));
  return Object.fromEntries(entries);
}
