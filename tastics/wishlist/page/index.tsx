import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSetAtom } from 'jotai';
import type { TasticProps } from '../../../src/shop/registry';
import { useWishlist } from '../../../src/hooks/useWishlist';
import { useAccount } from '../../../src/hooks/useAccount';
import { useShopContext } from '../../../src/shop/ShopContext';
import { isAppWebview } from '../../../src/app/bridge';
import { loginFlyoutOpenAtom } from '../../../src/state/user';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { WishlistEntry } from './WishlistEntry';
import { wishlistLoginTarget, wishlistNocacheReload } from '../../../src/domain/wishlist-rules';

export interface WishlistPageData {
  headline?: string;
}

/** The wishlist page (§2, §4): entries, add to cart, removal, the login prompt for visitors, the app's nocache rule. */
export default function WishlistPage({ data }: TasticProps<WishlistPageData>) {
  const { wishlist, error, isLoading, remove, refresh } = useWishlist();
  const { loggedIn, isLoading: userLoading } = useAccount();
  const { projectConfiguration } = useShopContext();
  const openLogin = useSetAtom(loginFlyoutOpenAtom);

  useEffect(() => {
    const target = wishlistNocacheReload(window.location.href, Date.now(), isAppWebview());
    if (target) window.location.replace(target);
  }, []);

  const login = () => {
    const target = wishlistLoginTarget(isAppWebview());
    if (target.kind === 'link') window.location.assign(target.href);
    else openLogin(true);
  };

  return (
    <div className="wishlist">
      <h1 className="wishlist__title">{data.headline || <FormattedMessage id="wishlist.title" />}</h1>
      {!userLoading && !loggedIn ? (
        <div className="wishlist__login">
          <p>
            <FormattedMessage id="wishlist.loginPrompt" />
          </p>
          <Button variant="secondary" onClick={login}>
            <FormattedMessage id="wishlist.login" />
          </Button>
        </div>
      ) : null}
      {error && !wishlist ? (
        <Alert variant="danger">
          <FormattedMessage id="wishlist.loadError" />{' '}
          <Button variant="link" onClick={() => void refresh()}>
            <FormattedMessage id="wishlist.reload" />
          </Button>
        </Alert>
      ) : isLoading || !wishlist ? (
        <Spinner />
      ) : wishlist.lineItems.length === 0 ? (
        <div className="wishlist__empty">
          <p>
            <FormattedMessage id="wishlist.empty" />
          </p>
          <a className="btn btn--secondary" href={projectConfiguration.homeLink}>
            <FormattedMessage id="cart.continueShopping" />
          </a>
        </div>
      ) : (
        <ul className="cart-lines wishlist__entries">
          {wishlist.lineItems.map((item) => (
            <WishlistEntry key={item.lineItemId} item={item} onRemove={(entry) => void remove(entry)} />
          ))}
        </ul>
      )}
    </div>
  );
}
