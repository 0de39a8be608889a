import type { TasticProps } from '../../../src/shop/registry';
import { AccountMenu } from '../../../src/organisms/account/AccountMenu';

/** The account icon with the login flyout, for places outside the header (the header shows it too). */
export default function LoginFlyout(_props: TasticProps) {
  return (
    <div className="login-flyout-tastic">
      <AccountMenu />
    </div>
  );
}
