import type { TasticLoader, TasticLoaders, TasticRegistry } from '../src/shop/registry';
import { loadMarkdown } from '../src/ui/content/Markdown';

export type { TasticComponent, TasticLoader, TasticLoaders, TasticModule, TasticRegistry } from '../src/shop/registry';

/**
 * The one tastic registry: tasticType -> loader of its module (`tastics/<area>/<name>/index.tsx`,
 * beside its schema.json and a story; `npm run validate:schemas` checks all three).
 *
 * The browser loads each tastic as a chunk of its own, only on pages that show it (`loadRegistry`
 * in src/page/page-tastics.ts). The server render, Storybook and the tests load them all once with
 * `loadTastics()`. A commercetools Frontend project maps the same loaders onto its own lazy loading
 * (e.g. `next/dynamic`).
 */
const loaders = {
  'hirmer/content/markdown-text': () => import('./content/markdown-text'),
  'hirmer/content/spacer': () => import('./content/spacer'),
  'hirmer/content/text-box': () => import('./content/text-box'),
  'hirmer/content/category-header': () => import('./content/category-header'),
  'hirmer/content/breadcrumb': () => import('./content/breadcrumb'),
  'hirmer/content/auto-changing-text': () => import('./content/auto-changing-text'),
  'hirmer/content/teaser': () => import('./content/teaser'),
  'hirmer/content/enhanced-teaser': () => import('./content/enhanced-teaser'),
  'hirmer/content/product-teaser-price': () => import('./content/product-teaser-price'),
  'hirmer/content/header-element': () => import('./content/header-element'),
  'hirmer/content/homepage-slider': () => import('./content/homepage-slider'),
  'hirmer/content/table': () => import('./content/table'),
  'hirmer/content/tabs': () => import('./content/tabs'),
  'hirmer/content/size-table-accordion': () => import('./content/size-table-accordion'),
  'hirmer/content/parallax': () => import('./content/parallax'),
  'hirmer/content/icon-box': () => import('./content/icon-box'),
  'hirmer/content/info-box': () => import('./content/info-box'),
  'hirmer/content/image-box': () => import('./content/image-box'),
  'hirmer/content/bracket-box': () => import('./content/bracket-box'),
  'hirmer/content/video': () => import('./content/video'),
  'hirmer/content/action-teaser': () => import('./content/action-teaser'),
  'hirmer/content/social-photo-widget': () => import('./content/social-photo-widget'),
  'hirmer/content/podcast-player': () => import('./content/podcast-player'),
  'hirmer/content/track-and-trace': () => import('./content/track-and-trace'),
  'hirmer/content/appointment-frame': () => import('./content/appointment-frame'),
  'hirmer/content/voucher-service': () => import('./content/voucher-service'),
  'hirmer/content/page-view-tracker': () => import('./content/page-view-tracker'),
  'hirmer/content/shipping-information': () => import('./content/shipping-information'),
  'hirmer/content/loyalty-tiles': () => import('./content/loyalty-tiles'),
  'hirmer/content/newsletter-block': () => import('./content/newsletter-block'),
  'hirmer/content/newsletter-flyout': () => import('./content/newsletter-flyout'),
  'hirmer/content/brand-strip': () => import('./content/brand-strip'),
  'hirmer/content/footer': () => import('./content/footer'),
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
  'hirmer/service/contact': () => import('./service/contact'),
  'hirmer/service/competition': () => import('./service/competition'),
  'hirmer/service/early-shop': () => import('./service/early-shop'),
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
  // Code the tastics load on demand in the browser, ready before a synchronous server render.
  await loadMarkdown();
  await (await import('./account/page/views')).loadAccountViews();
  const entries = await Promise.all(Object.entries(tasticLoaders).map(async ([type, load]) => [type, (await load()).default] as const));
  return Object.fromEntries(entries);
}
