import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Account } from '../../domain/account';
import { useChangeEmail, useChangePassword } from '../../hooks/useAccountMutations';
import { useAccount, useErrorText } from '../../hooks/useAccount';
import { useCheckedForm } from '../../ui/form/useCheckedForm';
import { TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { StatusAlert } from '../../ui/StatusAlert';
import type { StatusMessage } from '../../domain/status-message';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { RequireLogin } from './RequireLogin';
import { loadChangeEmailCheck, loadChangePasswordCheck } from './login-data-checks-chunk';

/** The change's outcome: the answer's status message, or the failure's text. */
type Status = { status?: StatusMessage; error?: string } | null;

function ChangeEmailForm({ account }: { account: Account }) {
  const intl = useIntl();
  const changeEmail = useChangeEmail(account);
  const errorText = useErrorText();
  const [status, setStatus] = useState<Status>(null);
  const form = useCheckedForm({
    fields: ['email', 'password'],
    check: loadChangeEmailCheck,
    send: ({ email, password }) => {
      setStatus(null);
      return changeEmail(email, password);
    },
    onAccepted: (data) => setStatus({ status: data.status }),
    onUnplaced: (rest) => setStatus({ error: errorText(rest) }),
  });
  const { errors } = form;
  return (
    <form {...form.formProps} className="account-form">
      <h3>
        <FormattedMessage id="account.loginData.changeEmail" />
      </h3>
      <p>
        <FormattedMessage id="account.loginData.currentEmail" values={{ email: account.email }} />
      </p>
      <StatusAlert status={status?.status ?? null} error={status?.error ?? form.technicalError} />
      <TextField
        label={intl.formatMessage({ id: 'account.loginData.newEmail' })}
        type="email"
        name="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.loginData.currentPassword' })}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" busy={form.busy}>
        <FormattedMessage id="account.loginData.save" />
      </Button>
    </form>
  );
}

function ChangePasswordForm() {
  const intl = useIntl();
  const errorText = useErrorText();
  const changePassword = useChangePassword();
  const [status, setStatus] = useState<Status>(null);
  const [newPassword, setNewPassword] = useState('');
  const form = useCheckedForm({
    fields: ['oldPassword', 'newPassword'],
    check: loadChangePasswordCheck,
    send: ({ oldPassword, newPassword: next }) => {
      setStatus(null);
      return changePassword(oldPassword, next);
    },
    onAccepted: (data) => {
      setNewPassword('');
      setStatus({ status: data.status });
    },
    onUnplaced: (rest) => setStatus({ error: errorText(rest) }),
  });
  const { errors } = form;
  return (
    <form {...form.formProps} className="account-form">
      <h3>
        <FormattedMessage id="account.loginData.changePassword" />
      </h3>
      <StatusAlert status={status?.status ?? null} error={status?.error ?? form.technicalError} />
      <TextField
        label={intl.formatMessage({ id: 'account.loginData.currentPassword' })}
        type="password"
        name="oldPassword"
        autoComplete="current-password"
        required
        error={errors.oldPassword}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.reset.newPassword' })}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        error={errors.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <PasswordStrengthMeter password={newPassword} />
      <Button type="submit" busy={form.busy}>
        <FormattedMessage id="account.loginData.save" />
      </Button>
    </form>
  );
}

/** Login data (§2): change of email (with the password) and of the password. */
export function LoginDataView() {
  const { account } = useAccount();
  return (
    <RequireLogin>
      <section className="account-view login-data">
        <h2 className="account-view__title">
          <FormattedMessage id="account.loginData.heading" />
        </h2>
        {account ? (
          <div className="account-view__columns">
            <ChangeEmailForm account={account} />
            <ChangePasswordForm />
          </div>
        ) : null}
      </section>
    </RequireLogin>
  );
}
