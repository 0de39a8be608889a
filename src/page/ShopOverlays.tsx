import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { onTechnicalError } from '../api/request';
import { useBasketUpdateAfterLanguageChange, useSessionTakeover } from '../hooks/useLocaleArrival';
import { useSessionCookies } from '../hooks/useSessionCookies';
import { addToBasketAtom, apiErrorModalAtom, localeModalAtom, wishlistNoticeAtom } from '../state/cart';
import { linkModalAtom } from '../state/content';
import { forgotPasswordOpenAtom } from '../state/user';
import { readStored, writeStored } from '../state/storage';
import { isBoolean } from '../state/checks';
import { TECHNICAL_ERROR_NOTICE_QUIET_S } from '../config/constants';

/** Storage key of the technical-error notice's last showing. */
export const TECHNICAL_NOTICE_KEY = 'technicalErrorShown';

/*
 * Each overlay is a chunk of its own, loaded when it first opens: a page ships none of their code
 * (forms, sanitiser, line items) until a shopper needs it. Their open state lives in atoms.
 */
const BasketModal = lazy(() => import('../organisms/cart/CartOverlays').then((m) => ({ default: m.BasketModal })));
const SoldOutModal = lazy(() => import('../organisms/cart/CartOverlays').then((m) => ({ default: m.SoldOutModal })));
const ApiErrorModal = lazy(() => import('../organisms/cart/CartOverlays').then((m) => ({ default: m.ApiErrorModal })));
const BasketErrorModal = lazy(() => import('../organisms/cart/CartOverlays').then((m) => ({ default: m.BasketErrorModal })));
const NothingAddedModal = lazy(() => import('../organisms/cart/CartOverlays').then((m) => ({ default: m.NothingAddedModal })));
const WishlistNotice = lazy(() => import('../organisms/wishlist/WishlistNotice').then((m) => ({ default: m.WishlistNotice })));
const LocaleModal = lazy(() => import('../organisms/locale/LocaleModal').then((m) => ({ default: m.LocaleModal })));
const LinkModal = lazy(() => import('../organisms/content/LinkModal').then((m) => ({ default: m.LinkModal })));
const ForgotPasswordModal = lazy(() => import('../organisms/account/ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function BasketUpdateAfterLanguageChange() {
  useSessionTakeover();
  useBasketUpdateAfterLanguageChange();
  return null;
}

/**
 * A call that got no answer the shop understands (an HTML page, a 502, a timeout, a cross-origin
 * call the API hub refused) opens the generic error modal, once in TECHNICAL_ERROR_NOTICE_QUIET_S
 * however many calls fail and pages load, so the page stays usable; calls cut off by leaving the
 * page stay quiet.
 */
function useApiErrorModalTrigger() {
  const setApiError = useSetAtom(apiErrorModalAtom);
  useEffect(() => {
    let leaving = false;
    const leave = () => (leaving = true);
    addEventListener('pagehide', leave);
    const stop = onTechnicalError(() => {
      if (leaving || readStored(TECHNICAL_NOTICE_KEY, isBoolean)) return;
      writeStored(TECHNICAL_NOTICE_KEY, true, TECHNICAL_ERROR_NOTICE_QUIET_S);
      setApiError({ open: true, messages: [] });
    });
    return () => {
      stop();
      removeEventListener('pagehide', leave);
    };
  }, [setApiError]);
}

/**
 * The overlays every page has once, mounted by the page shell (not by a tastic, so a page without the
 * header still has them): basket, sold-out and error modals, the wishlist notice, the locale modal,
 * the forgot-password modal and the link modal; and the session cookies.
 */
export function ShopOverlays() {
  useApiErrorModalTrigger();
  useSessionCookies();
  const added = useAtomValue(addToBasketAtom)?.open ?? [];
  const apiError = useAtomValue(apiErrorModalAtom).open;
  const wishlistNotice = useAtomValue(wishlistNoticeAtom);
  const locale = useAtomValue(localeModalAtom);
  const link = useAtomValue(linkModalAtom) !== null;
  const forgotPassword = useAtomValue(forgotPasswordOpenAtom);
  return (
    <>
      <WhenOpen open={added.includes('basket')}>
        <BasketModal />
      </WhenOpen>
      <WhenOpen open={added.includes('soldOut')}>
        <SoldOutModal />
      </WhenOpen>
      <WhenOpen open={added.includes('errors')}>
        <BasketErrorModal />
      </WhenOpen>
      <WhenOpen open={added.includes('nothingAdded')}>
        <NothingAddedModal />
      </WhenOpen>
      <WhenOpen open={apiError}>
        <ApiErrorModal />
      </WhenOpen>
      <WhenOpen open={wishlistNotice}>
        <WishlistNotice />
      </WhenOpen>
      <WhenOpen open={locale}>
        <LocaleModal />
      </WhenOpen>
      <WhenOpen open={link}>
        <LinkModal />
      </WhenOpen>
      <WhenOpen open={forgotPassword}>
        <ForgotPasswordModal />
      </WhenOpen>
      <BasketUpdateAfterLanguageChange />
    </>
  );
}
