import type { TasticProps } from '../../../src/shop/registry';
import { useAccount } from '../../../src/hooks/useAccount';
import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { isAccountPage } from '../../../src/domain/account-navigation';
import { AccountNavigationList } from '../../../src/organisms/account/AccountNavigationList';

/** The account navigation for logged-in customers, the current page marked (§2). */
export default function AccountNavigation(_props: TasticProps) {
  const { loggedIn } = useAccount();
  const { params } = useAccountPageParams();
  if (!loggedIn) return null;
  const page = params?.get('page');
  return <AccountNavigationList active={isAccountPage(page) ? page : undefined} />;
}
