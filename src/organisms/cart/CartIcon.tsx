import { useIntl } from 'react-intl';
import { useCartData } from '../../hooks/useCartData';
import { CART_PATH } from '../../config/constants';

/** The header's cart icon with the item count; disabled while the cart is empty (§4). */
export function CartIcon() {
  const intl = useIntl();
  const itemCount = useCartData().data?.itemCount ?? 0;
  const isEmpty = itemCount === 0;
  const label = isEmpty ? intl.formatMessage({ id: 'cart.icon.empty' }) : intl.formatMessage({ id: 'cart.icon.label' }, { count: itemCount });
  const icon = (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M5 7h14l-1.5 13h-11z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </svg>
  );
  if (isEmpty) {
    return (
      <button type="button" className="cart-icon" disabled aria-label={label}>
        {icon}
      </button>
    );
  }
  return (
    <a className="cart-icon" href={CART_PATH} aria-label={label}>
      {icon}
      <span className="cart-icon__count" aria-hidden="true">
        {itemCount}
      </span>
    </a>
  );
}
