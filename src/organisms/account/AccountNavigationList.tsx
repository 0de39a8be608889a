import { FormattedMessage, useIntl } from 'react-intl';
import { useShopContext } from '../../shop/ShopContext';
import { accountNavigationItems, type AccountPage } from '../../domain/account-navigation';
import { accountPageHref } from '../../hooks/useAccountPage';
import { useLogout } from '../../hooks/useAccount';
import { WISHLIST_PATH } from '../../config/constants';

/** Login data, addresses, order history, reservation history (not for every project), loyalty card, the wishlist, logout. */
export function AccountNavigationList({ active, onNavigate }: { active?: AccountPage; onNavigate?: () => void }) {
  const intl = useIntl();
  const { project, locale } = useShopContext();
  const logout = useLogout();
  return (
    <nav className="account-nav" aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
      <ul className="account-nav__list">
        {accountNavigationItems(project, locale.region).map((item) => (
          <li key={item.page}>
            <a className="account-nav__link" href={accountPageHref(item.page)} aria-current={item.page === active ? 'page' : undefined} onClick={onNavigate}>
              <FormattedMessage id={item.messageId} />
            </a>
          </li>
        ))}
        <li>
          <a className="account-nav__link" href={WISHLIST_PATH} onClick={onNavigate}>
            <FormattedMessage id="wishlist.title" />
          </a>
        </li>
        <li>
          <button type="button" className="account-nav__link account-nav__logout" onClick={() => void logout()}>
            <FormattedMessage id="account.nav.logout" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
