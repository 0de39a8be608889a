import { lazy, Suspense, useEffect, useId, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useLogout } from '../../hooks/useAccount';
import { accountPageHref } from '../../hooks/useAccountPage';
import { AccountNavigationList } from './AccountNavigationList';
import { Spinner } from '../../ui/Spinner';

// The forms (react-hook-form, zod schemas, the sanitiser of server messages) load when the
// shopper reaches for the account icon (AccountMenu.tsx), not with every page: the header is on all of them.
const loadLoginForm = () => import('./LoginForm');
const loadForgotPassword = () => import('./ForgotPasswordModal');
const LoginForm = lazy(() => loadLoginForm().then((m) => ({ default: m.LoginForm })));
export const prefetchForms = () => {
  void loadLoginForm();
  void loadForgotPassword();
};

/**
 * The account flyout's content (AccountMenu.tsx): logged out the login form, the forgot-password
 * link and the registration link; logged in the name, a switch-account/logout link and the
 * account navigation.
 */
export function AccountFlyout({ id, onClose, trigger }: { id: string; onClose: () => void; trigger: RefObject<HTMLButtonElement | null> }) {
  const intl = useIntl();
  const { loggedIn, account } = useAccount();
  const logout = useLogout();
  const headingId = useId();

  // Logged in, focus moves to the first entry of the flyout (logged out, the email field takes it).
  useEffect(() => {
    if (loggedIn) document.getElementById(id)?.querySelector<HTMLElement>('.account-flyout__switch button')?.focus();
  }, [loggedIn, id]);

  return (
    <FlyoutPanel id={id} labelledBy={headingId} onLinkFollowed={onClose}>
      <button
        type="button"
        className="account-flyout__close account-flyout__close--desktop-only"
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onClick={() => {
          onClose();
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
          <AccountNavigationList onNavigate={onClose} />
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
