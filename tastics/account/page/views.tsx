import type { ComponentType } from 'react';
import type { AccountPage } from '../../../src/domain/account-navigation';
import { LoginView } from '../../../src/organisms/account/RequireLogin';
import { RegistrationView } from '../../../src/organisms/account/Registration';
import { WelcomeView } from '../../../src/organisms/account/Welcome';
import { LoginDataView } from '../../../src/organisms/account/LoginData';
import { AddressesView } from '../../../src/organisms/account/Addresses';
import { ResetPasswordFromAddress } from './ResetPasswordFromAddress';
import { OrderHistoryView } from '../../../src/organisms/account/OrderHistory';
import { ReservationsView } from '../../../src/organisms/account/Reservations';
import { LoyaltyCardView } from '../../../src/organisms/account/LoyaltyCard';
import { NewsletterSettingsView } from '../../../src/organisms/account/NewsletterSettings';

/**
 * The view of each active page of the account area.
 */
export const accountPageViews: Partial<Record<AccountPage, ComponentType>> = {
  LoginPage: LoginView,
  Registration: () => <RegistrationView />,
  WelcomePage: () => <WelcomeView />,
  ResetPassword: ResetPasswordFromAddress,
  LoginData: LoginDataView,
  AccountAddress: AddressesView,
  OrderHistory: OrderHistoryView,
  Reservation: ReservationsView,
  LoyaltyCard: LoyaltyCardView,
  Newsletter: NewsletterSettingsView,
};
