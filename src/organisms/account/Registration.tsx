import { FormattedMessage } from 'react-intl';
import { RegistrationForm } from './RegistrationForm';
import { ForgotPasswordWhenOpen } from './ForgotPasswordWhenOpen';

export interface RegistrationData {
  headline?: string;
  showLoyalty?: boolean;
}

export function RegistrationView({ headline, showLoyalty = true }: RegistrationData) {
  return (
    <section className="account-view registration">
      <h2 className="account-view__title">{headline || <FormattedMessage id="account.register.heading" />}</h2>
      {/* The answer's redirect success leads on: the loyalty card page for card applicants, else the welcome page (§4). */}
      <RegistrationForm showLoyalty={showLoyalty} />
      <ForgotPasswordWhenOpen />
    </section>
  );
}
