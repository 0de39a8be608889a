import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccount } from '../../hooks/useAccount';
import { Spinner } from '../../ui/Spinner';
import { accountPageHref } from '../../hooks/useAccountPage';
import { LoginForm } from './LoginForm';
import { ForgotPasswordWhenOpen } from './ForgotPasswordWhenOpen';

/** Pages that need an account: a spinner until the user is known, the login form for guests. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoading, loggedIn } = useAccount();
  if (isLoading) return <Spinner />;
  if (!loggedIn) return <LoginView />;
  return <>{children}</>;
}

export function LoginView() {
  return (
    <section className="account-view account-login">
      <h2 className="account-view__title">
        <FormattedMessage id="account.login.heading" />
      </h2>
      <p>
        <FormattedMessage id="account.page.loginRequired" />
      </p>
      <LoginForm />
      <p className="account-login__register">
        <FormattedMessage id="account.login.noAccount" />{' '}
        <a href={accountPageHref('Registration')}>
          <FormattedMessage id="account.login.createAccount" />
        </a>
      </p>
      <ForgotPasswordWhenOpen />
    </section>
  );
}
