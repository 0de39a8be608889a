import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { changeEmailSchema, changePasswordSchema, type Account } from '../../domain/account';
import { useChangeEmail, useChangePassword } from '../../hooks/useAccountMutations';
import { newPasswordSchema } from '../../domain/account-rules';
import { useAccount, useErrorText } from '../../hooks/useAccount';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { StatusAlert } from '../../ui/StatusAlert';
import type { StatusMessage } from '../../domain/status-message';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { RequireLogin } from './RequireLogin';

/** The change's outcome: the answer's status message, or the failure's text. */
type Status = { status?: StatusMessage; error?: string } | null;

/** The same rule as the action, with the spec's own too-short message (§5). */
const passwordFormSchema = changePasswordSchema.extend({ newPassword: newPasswordSchema });

function ChangeEmailForm({ account }: { account: Account }) {
  const intl = useIntl();
  const changeEmail = useChangeEmail(account);
  const errorText = useErrorText();
  const form = useZodForm(changeEmailSchema, { defaultValues: { email: '', password: '' } });
  const [status, setStatus] = useState<Status>(null);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setStatus(null);
    const result = await changeEmail(email, password);
    if (!result.ok) {
      const rest = applyServerErrors(form, result.errors);
      if (rest.length) setStatus({ error: errorText(rest) });
      return;
    }
    form.reset({ email: '', password: '' });
    setStatus({ status: result.data.status });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="account-form">
      <h3>
        <FormattedMessage id="account.loginData.changeEmail" />
      </h3>
      <p>
        <FormattedMessage id="account.loginData.currentEmail" values={{ email: account.email }} />
      </p>
      <StatusAlert status={status?.status ?? null} error={status?.error ?? null} />
      <TextField
        label={intl.formatMessage({ id: 'account.loginData.newEmail' })}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...form.register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.loginData.currentPassword' })}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        {...form.register('password')}
      />
      <Button type="submit" busy={isSubmitting}>
        <FormattedMessage id="account.loginData.save" />
      </Button>
    </form>
  );
}

function ChangePasswordForm() {
  const intl = useIntl();
  const errorText = useErrorText();
  const changePassword = useChangePassword();
  const form = useZodForm(passwordFormSchema, { defaultValues: { oldPassword: '', newPassword: '' } });
  const [status, setStatus] = useState<Status>(null);
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');
  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword: next }) => {
    setStatus(null);
    const result = await changePassword(oldPassword, next);
    if (!result.ok) {
      const rest = applyServerErrors(form, result.errors);
      if (rest.length) setStatus({ error: errorText(rest) });
      return;
    }
    form.reset({ oldPassword: '', newPassword: '' });
    setStatus({ status: result.data.status });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="account-form">
      <h3>
        <FormattedMessage id="account.loginData.changePassword" />
      </h3>
      <StatusAlert status={status?.status ?? null} error={status?.error ?? null} />
      <TextField
        label={intl.formatMessage({ id: 'account.loginData.currentPassword' })}
        type="password"
        autoComplete="current-password"
        required
        error={errors.oldPassword}
        {...form.register('oldPassword')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.reset.newPassword' })}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword}
        {...form.register('newPassword')}
      />
      <PasswordStrengthMeter password={newPassword ?? ''} />
      <Button type="submit" busy={isSubmitting}>
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
