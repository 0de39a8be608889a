import { FormattedMessage } from 'react-intl';
import { useAccount } from '../../hooks/useAccount';
import { accountPageHref } from '../../hooks/useAccountPage';
import { useShopContext } from '../../shop/ShopContext';

export interface WelcomeData {
  text?: string;
}

/** The welcome page after registration (§2). */
export function WelcomeView({ text }: WelcomeData) {
  const { account } = useAccount();
  const { projectConfiguration } = useShopContext();
  return (
    <section className="account-view welcome">
      <h2 className="account-view__title">
        <FormattedMessage id="account.welcome.heading" values={{ firstName: account?.firstName ?? '' }} />
      </h2>
      <p>{text || <FormattedMessage id="account.welcome.text" />}</p>
      <div className="account-view__actions">
        <a className="btn btn--primary" href={accountPageHref('LoginData')}>
          <FormattedMessage id="account.welcome.toAccount" />
        </a>
        <a className="btn btn--secondary" href={projectConfiguration.homeLink}>
          <FormattedMessage id="account.welcome.shop" />
        </a>
      </div>
    </section>
  );
}
