import { lazy, Suspense, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useLogout } from '../../hooks/useAccount';
import { accountPageHref } from '../../hooks/useAccountPage';
import { forgotPasswordOpenAtom, loginFlyoutOpenAtom } from '../../state/user';
import { AccountNavigationList } from './AccountNavigationList';
import { Spinner } from '../../ui/Spinner';

// The forms (react-hook-form, zod schemas, the sanitiser of server messages) load when the
// shopper reaches for the account icon, not with every page: the header is on all of them.
const loadLoginForm = () => import('./LoginForm');
const loadForgotPassword = () => import('./ForgotPasswordModal');
const LoginForm = lazy(() => loadLoginForm().then((m) => ({ default: m.LoginForm })));
const prefetchForms = () => {
  void loadLoginForm();
  void loadForgotPassword();
};

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
  const { loggedIn, account } = useAccount();
  const logout = useLogout();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  // Logged in, focus moves to the first entry of the flyout (logged out, the email field takes it).
  useEffect(() => {
    if (open && loggedIn) document.getElementById(panelId)?.querySelector<HTMLElement>('.account-flyout__switch button')?.focus();
  }, [open, loggedIn, panelId]);

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
        onPointerEnter={prefetchForms}
        onFocus={prefetchForms}
        onClick={() => setOpen(!open)}
      >
        <PersonIcon />
      </button>
      {open ? (
        <FlyoutPanel id={panelId} labelledBy={headingId} onLinkFollowed={() => setOpen(false)}>
          <button
            type="button"
            className="account-flyout__close account-flyout__close--desktop-only"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          >
            ×
          </button>
          {loggedIn && account ? (
            <>
              <h2 className="account-flyout__heading" id={headingId}>
                <FormattedMessage id="account.menu.greeting" values={{ firstName: account.firstName, lastName: account.lastName }} />
              </h2>
              <p className="account-flyout__switch">
                <FormattedMessage id="account.menu.notYou" values={{ firstName: account.firstName }} />{' '}
                <button type="button" className="btn btn--link" onClick={() => void logout()}>
                  <FormattedMessage id="account.menu.switchAccount" />
                </button>
              </p>
              <AccountNavigationList onNavigate={() => setOpen(false)} />
            </>
          ) : (
            <>
              <h2 className="account-flyout__heading" id={headingId}>
                <FormattedMessage id="account.login.heading" />
              </h2>
              <Suspense
                fallback={
                  <div className="account-flyout__loading">
                    <Spinner />
                  </div>
                }
              >
                <LoginForm autoFocus />
              </Suspense>
              <div className="account-flyout__register">
                <p>
                  <FormattedMessage id="account.login.noAccount" />
                </p>
                <a className="btn btn--secondary btn--block" href={accountPageHref('Registration')}>
                  <FormattedMessage id="account.login.createAccount" />
                </a>
              </div>
            </>
          )}
        </FlyoutPanel>
      ) : null}
    </div>
  );
}

/** The flyout's panel: any link followed from inside it leaves the view, so the flyout closes (§2). */
function FlyoutPanel({ id, labelledBy, onLinkFollowed, children }: { id: string; labelledBy: string; onLinkFollowed: () => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onLinkFollowed();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated from the links inside, which take Enter themselves
    <div id={id} className="account-flyout" role="dialog" aria-labelledby={labelledBy} onClick={onClick}>
      {children}
    </div>
  );
}
