import { LocaleSwitch } from '../locale/LocaleSwitch';
import { CartIcon } from './CartIcon';

/** The header bar's shop actions: the language switch and the cart icon. */
export function HeaderShopActions() {
  return (
    <div className="header__shop-actions">
      <LocaleSwitch />
      <CartIcon />
    </div>
  );
}
