import type { ComponentType } from 'react';
import type { AccountPage } from '../../../src/hooks/account-rules';
import { LoginView } from '../../../src/organisms/account/RequireLogin';
import { RegistrationView } from '../../../src/organisms/account/Registration';
import { WelcomeView } from '../../../src/organisms/account/Welcome';
import { LoginDataView } from '../../../src/organisms/account/LoginData';
import { AddressesView } from '../../../src/organisms/account/Addresses';
import { ResetPasswordFromAddress } from './ResetPasswordFromAddress';

/**
 * The view of each active page of the account area. Order history, newsletter, reservation
 * history and the loyalty card belong to their own areas: they add their view here.
 */
export const accountPageViews: Partial<Record<AccountPage, ComponentType>> = {
  LoginPage: LoginView,
  Registration: () => <RegistrationView />,
  WelcomePage: () => <WelcomeView />,
  ResetPassword: ResetPasswordFromAddress,
  LoginData: LoginDataView,
  AccountAddress: AddressesView,
};
