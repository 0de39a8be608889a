import { Suspense, useEffect, useId, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useAccount } from '../../hooks/useAccount';
import { forgotPasswordOpenAtom, loginFlyoutOpenAtom } from '../../state/user';
import { Spinner } from '../../ui/Spinner';
import { lazyOnReach } from '../../ui/lazy-on-reach';

// The flyout's content, and with it the forms, loads when the shopper reaches for the icon
// (src/ui/lazy-on-reach.ts): the header is on every page.
const { Component: AccountFlyout, reach } = lazyOnReach(() =>
  import('./AccountFlyout').then((m) => {
    m.prefetchForms();
    return m.AccountFlyout;
  }),
);

function PersonIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The account icon of the header and its login flyout (accounts-cart-services.md §2, §3): logged
 * out it holds the login form, the forgot-password link and the registration link; logged in the
 * name, a switch-account/logout link and the account navigation. The close button shows on
 * desktop only; Escape, a click outside and any navigation close the flyout.
 */
export function AccountMenu() {
  const intl = useIntl();
  const [open, setOpen] = useAtom(loginFlyoutOpenAtom);
  const forgotOpen = useAtomValue(forgotPasswordOpenAtom);
  const { loggedIn } = useAccount();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || forgotOpen) return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!forgotOpen && root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('popstate', close);
    window.addEventListener('storefront:navigate', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('popstate', close);
      window.removeEventListener('storefront:navigate', close);
    };
  }, [open, forgotOpen, setOpen]);

  const label = intl.formatMessage({ id: loggedIn ? 'account.menu.myAccount' : 'account.login.heading' });
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="account-menu__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        aria-label={label}
        data-logged-in={loggedIn || undefined}
        {...reach}
        onClick={() => setOpen(!open)}
      >
        <PersonIcon />
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="account-flyout account-flyout__loading">
              <Spinner />
            </div>
          }
        >
          <AccountFlyout id={panelId} onClose={() => setOpen(false)} trigger={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
