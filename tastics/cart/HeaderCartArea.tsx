import { useBasketUpdateAfterLanguageChange, useSessionTakeover } from '../../src/hooks/useLocaleSwitch';
import { LocaleSwitch } from '../locale/LocaleSwitch';
import { LocaleModal } from '../locale/LocaleModal';
import { WishlistNotice } from '../wishlist/WishlistNotice';
import { CartIcon } from './CartIcon';
import { CartOverlays } from './CartOverlays';

/** The header bar's shop actions: the language switch and the cart icon. */
export function HeaderShopActions() {
  return (
    <div className="header__shop-actions">
      <LocaleSwitch />
      <CartIcon />
    </div>
  );
}

function BasketUpdateAfterLanguageChange() {
  useSessionTakeover();
  useBasketUpdateAfterLanguageChange();
  return null;
}

/** Overlays every page needs once: basket, sold-out and error modals, the wishlist notice, the locale modal. */
export function ShopOverlays() {
  return (
    <>
      <CartOverlays />
      <WishlistNotice />
      <LocaleModal />
      <BasketUpdateAfterLanguageChange />
    </>
  );
}
