import type { ComponentType } from 'react';
import type { AccountPage } from '../../../src/hooks/account-rules';
import { LoginView } from '../components/RequireLogin';
import { RegistrationView } from '../registration';
import { WelcomeView } from '../welcome';
import { LoginDataView } from '../login-data';
import { AddressesView } from '../addresses';
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
