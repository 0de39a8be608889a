import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useBasketUpdateAfterLanguageChange, useSessionTakeover } from '../../hooks/useLocaleSwitch';
import { forgotPasswordOpenAtom } from '../../state/user';
import { CartOverlays } from '../cart/CartOverlays';
import { LocaleModal } from '../locale/LocaleModal';
import { WishlistNotice } from '../wishlist/WishlistNotice';
import { LinkModal } from '../content/LinkModal';

const ForgotPasswordModal = lazy(() => import('../account/ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

function BasketUpdateAfterLanguageChange() {
  useSessionTakeover();
  useBasketUpdateAfterLanguageChange();
  return null;
}

/**
 * The overlays every page has once, mounted by the page shell (not by a tastic, so a page without the
 * header still has them): basket, sold-out and error modals, the wishlist notice, the locale modal,
 * the forgot-password modal and the link modal.
 */
export function ShopOverlays() {
  const forgotOpen = useAtomValue(forgotPasswordOpenAtom);
  return (
    <>
      <CartOverlays />
      <WishlistNotice />
      <LocaleModal />
      <LinkModal />
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal />
        </Suspense>
      ) : null}
      <BasketUpdateAfterLanguageChange />
    </>
  );
}
