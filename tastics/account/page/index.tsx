import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useAccount } from '../../../src/hooks/useAccount';
import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { resolveAccountPage } from '../../../src/domain/account-navigation';
import { Spinner } from '../../../src/ui/Spinner';
import { useAtomValue } from 'jotai';
import { newPasswordSetAtom } from '../../../src/state/user';
import { Alert } from '../../../src/ui/Alert';
import { AccountNavigationList } from '../../../src/organisms/account/AccountNavigationList';
import { accountPageViews } from './views';

/**
 * The account area (route Frontastic.Frontend.Master.Account.index): `?page=` selects the active
 * page; guests get the login, registration or password pages, customers the navigation beside the
 * chosen page. The server renders it with the query the page was served with and the shopper's
 * user context (host/session-fallback.ts); a renderer that passes neither gets a spinner until the
 * browser has them. Each view other than the login and the login data is a chunk of its own (./views.tsx).
 */
export default function AccountArea(_props: TasticProps) {
  const { params } = useAccountPageParams();
  const { isLoading, loggedIn } = useAccount();
  const afterNewPassword = useAtomValue(newPasswordSetAtom);
  if (!params || isLoading) return <Spinner />;
  const page = resolveAccountPage(params.get('page'), loggedIn, { afterNewPassword });
  const View = accountPageViews[page];
  const content = View ? (
    <Suspense fallback={<Spinner />}>
      <View />
    </Suspense>
  ) : (
    <Alert variant="info">
      <FormattedMessage id="account.page.unavailable" />
    </Alert>
  );
  return (
    <div className="account-area" data-page={page}>
      <h1 className="account-area__title">
        <FormattedMessage id="account.page.heading" />
      </h1>
      {loggedIn && page !== 'WelcomePage' ? (
        <div className="account-area__grid">
          <aside className="account-area__nav">
            <AccountNavigationList active={page} />
          </aside>
          <div className="account-area__content">{content}</div>
        </div>
      ) : (
        <div className="account-area__content">{content}</div>
      )}
    </div>
  );
}
