import type { TasticRegistry } from '../src/page/registry';
import MarkdownText from './content/markdown-text';
import Spacer from './content/spacer';
import Header from './navigation/header';
import Brands from './navigation/brands';
import Basket from './cart/basket';
import WishlistPage from './wishlist/page';
import LocaleSwitchTastic from './locale/switch';
import AccountArea from './account/page';
import AccountNavigation from './account/navigation';
import Addresses from './account/addresses';
import LoginData from './account/login-data';
import LoginFlyout from './account/login-flyout';
import Registration from './account/registration';
import ResetPassword from './account/reset-password';
import NewsletterUnsubscribe from './newsletter/unsubscribe';
import NewsletterConfirmation from './newsletter/confirmation';
import NewsletterSubscribe from './newsletter/subscribe';
import ReturnPortal from './service/return-portal';
import Welcome from './account/welcome';

import ProductList from './listing/product-list';
import SearchPage from './listing/search';
import SearchBoxTastic from './listing/search-box';
import BreakerTastic from './listing/breaker';
import TeaserBoxTastic from './listing/teaser-box';
import SeoText from './listing/seo-text';
import CategoryBar from './listing/category-bar';
import CategoryBanner from './listing/category-banner';
import LocationMap from './listing/location-map';
import ProductDetail from './product/detail';
import ProductSet from './product/set';
import ProductOutfit from './product/outfit';
import ProductKit from './product/kit';
import ProductVoucher from './product/voucher';
import ProductLastSeen from './product/last-seen';
import ProductRecommendations from './product/recommendations';
import ProductBoxSlider from './product/product-box-slider';
import ProductHowToMeasure from './product/how-to-measure';

/**
 * tasticType -> component, the one registry the renderer reads. Each entry has a folder with
 * index.tsx and schema.json (same tasticType) and a story; `npm run validate:schemas` checks all three.
 */
export const tastics: TasticRegistry = {
  'hirmer/content/markdown-text': MarkdownText,
  'hirmer/content/spacer': Spacer,
  'hirmer/navigation/header': Header,
  'hirmer/navigation/brands': Brands,
  'hirmer/cart/basket': Basket,
  'hirmer/wishlist/page': WishlistPage,
  'hirmer/locale/switch': LocaleSwitchTastic,
  'hirmer/account/page': AccountArea,
  'hirmer/account/navigation': AccountNavigation,
  'hirmer/account/addresses': Addresses,
  'hirmer/account/login-data': LoginData,
  'hirmer/account/login-flyout': LoginFlyout,
  'hirmer/account/registration': Registration,
  'hirmer/account/reset-password': ResetPassword,
  'hirmer/newsletter/unsubscribe': NewsletterUnsubscribe,
  'hirmer/newsletter/confirmation': NewsletterConfirmation,
  'hirmer/newsletter/subscribe': NewsletterSubscribe,
  'hirmer/service/return-portal': ReturnPortal,
  'hirmer/account/welcome': Welcome,
  'hirmer/listing/product-list': ProductList,
  'hirmer/listing/search': SearchPage,
  'hirmer/listing/search-box': SearchBoxTastic,
  'hirmer/listing/breaker': BreakerTastic,
  'hirmer/listing/teaser-box': TeaserBoxTastic,
  'hirmer/listing/seo-text': SeoText,
  'hirmer/listing/category-bar': CategoryBar,
  'hirmer/listing/category-banner': CategoryBanner,
  'hirmer/listing/location-map': LocationMap,
  'hirmer/product/detail': ProductDetail,
  'hirmer/product/set': ProductSet,
  'hirmer/product/outfit': ProductOutfit,
  'hirmer/product/kit': ProductKit,
  'hirmer/product/voucher': ProductVoucher,
  'hirmer/product/last-seen': ProductLastSeen,
  'hirmer/product/recommendations': ProductRecommendations,
  'hirmer/product/product-box-slider': ProductBoxSlider,
  'hirmer/product/how-to-measure': ProductHowToMeasure,
};
