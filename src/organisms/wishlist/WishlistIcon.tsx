import { useIntl } from 'react-intl';
import { useWishlistData } from '../../hooks/useWishlistData';
import { WISHLIST_PATH } from '../../config/constants';

/**
 * The header's way to the wishlist (accounts-cart-services.md §2 "Wishlist page"), with the number of
 * entries once the wishlist has arrived. Always a link: an empty wishlist page says how to fill it.
 */
export function WishlistIcon() {
  const intl = useIntl();
  const count = useWishlistData().data?.lineItems.length ?? 0;
  const label = count > 0 ? intl.formatMessage({ id: 'wishlist.icon.label' }, { count }) : intl.formatMessage({ id: 'wishlist.title' });
  return (
    <a className="cart-icon wishlist-icon" href={WISHLIST_PATH} aria-label={label}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
      </svg>
      {count > 0 ? (
        <span className="cart-icon__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
