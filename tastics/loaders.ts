import type { TasticComponent } from '../src/page/registry';

/**
 * tasticType -> loader of its component, for the browser: every tastic is a chunk of its own and a
 * page loads only the tastics it shows (host/client/entry.tsx; the server links them as module
 * preloads). The server, Storybook and the tests use the static registry in ./index.ts; a test
 * keeps both in step (same types, same components).
 */
export const tasticLoaders: Readonly<Record<string, () => Promise<TasticComponent>>> = {
  'hirmer/content/markdown-text': () => import('./content/markdown-text').then((m) => m.default),
  'hirmer/content/spacer': () => import('./content/spacer').then((m) => m.default),
  'hirmer/navigation/header': () => import('./navigation/header').then((m) => m.default),
  'hirmer/navigation/brands': () => import('./navigation/brands').then((m) => m.default),
  'hirmer/cart/basket': () => import('./cart/basket').then((m) => m.default),
  'hirmer/wishlist/page': () => import('./wishlist/page').then((m) => m.default),
  'hirmer/locale/switch': () => import('./locale/switch').then((m) => m.default),
  'hirmer/account/page': () => import('./account/page').then((m) => m.default),
  'hirmer/account/navigation': () => import('./account/navigation').then((m) => m.default),
  'hirmer/account/addresses': () => import('./account/addresses').then((m) => m.default),
  'hirmer/account/login-data': () => import('./account/login-data').then((m) => m.default),
  'hirmer/account/login-flyout': () => import('./account/login-flyout').then((m) => m.default),
  'hirmer/account/registration': () => import('./account/registration').then((m) => m.default),
  'hirmer/account/reset-password': () => import('./account/reset-password').then((m) => m.default),
  'hirmer/newsletter/unsubscribe': () => import('./newsletter/unsubscribe').then((m) => m.default),
  'hirmer/newsletter/confirmation': () => import('./newsletter/confirmation').then((m) => m.default),
  'hirmer/newsletter/subscribe': () => import('./newsletter/subscribe').then((m) => m.default),
  'hirmer/service/return-portal': () => import('./service/return-portal').then((m) => m.default),
  'hirmer/account/welcome': () => import('./account/welcome').then((m) => m.default),
  'hirmer/listing/product-list': () => import('./listing/product-list').then((m) => m.default),
  'hirmer/listing/search': () => import('./listing/search').then((m) => m.default),
  'hirmer/listing/search-box': () => import('./listing/search-box').then((m) => m.default),
  'hirmer/listing/breaker': () => import('./listing/breaker').then((m) => m.default),
  'hirmer/listing/teaser-box': () => import('./listing/teaser-box').then((m) => m.default),
  'hirmer/listing/seo-text': () => import('./listing/seo-text').then((m) => m.default),
  'hirmer/listing/category-bar': () => import('./listing/category-bar').then((m) => m.default),
  'hirmer/listing/category-banner': () => import('./listing/category-banner').then((m) => m.default),
  'hirmer/listing/location-map': () => import('./listing/location-map').then((m) => m.default),
  'hirmer/product/detail': () => import('./product/detail').then((m) => m.default),
  'hirmer/product/set': () => import('./product/set').then((m) => m.default),
  'hirmer/product/outfit': () => import('./product/outfit').then((m) => m.default),
  'hirmer/product/kit': () => import('./product/kit').then((m) => m.default),
  'hirmer/product/voucher': () => import('./product/voucher').then((m) => m.default),
  'hirmer/product/last-seen': () => import('./product/last-seen').then((m) => m.default),
  'hirmer/product/recommendations': () => import('./product/recommendations').then((m) => m.default),
  'hirmer/product/product-box-slider': () => import('./product/product-box-slider').then((m) => m.default),
  'hirmer/product/how-to-measure': () => import('./product/how-to-measure').then((m) => m.default),
};
