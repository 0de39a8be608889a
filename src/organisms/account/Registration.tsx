import { FormattedMessage } from 'react-intl';
import { showAccountPage } from '../../hooks/useAccountPage';
import { RegistrationForm } from './RegistrationForm';
import { ForgotPasswordModal } from './ForgotPasswordModal';

export interface RegistrationData {
  headline?: string;
  showLoyalty?: boolean;
}

/** After registering: the loyalty card page for card applicants, the welcome page for everyone else (§4). */
export function onRegistered({ loyalty }: { loyalty: boolean }) {
  if (loyalty) showAccountPage('LoyaltyCard', { from: 'registration' });
  else showAccountPage('WelcomePage');
}

export function RegistrationView({ headline, showLoyalty = true }: RegistrationData) {
  return (
    <section className="account-view registration">
      <h2 className="account-view__title">{headline || <FormattedMessage id="account.register.heading" />}</h2>
      <RegistrationForm onRegistered={onRegistered} showLoyalty={showLoyalty} />
      <ForgotPasswordModal />
    </section>
  );
}
