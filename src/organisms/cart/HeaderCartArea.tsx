import { LocaleSwitch } from '../locale/LocaleSwitch';
import { CartIcon } from './CartIcon';
import { WishlistIcon } from '../wishlist/WishlistIcon';

/** The header bar's shop actions: the language switch, the wishlist and the cart icon. */
export function HeaderShopActions() {
  return (
    <div className="header__shop-actions">
      <LocaleSwitch />
      <WishlistIcon />
      <CartIcon />
    </div>
  );
}
