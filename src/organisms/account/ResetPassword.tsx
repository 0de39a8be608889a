import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '../../domain/api';
import { usePasswordReset } from '../../hooks/useAccountMutations';
import { useErrorText } from '../../hooks/useAccount';
import { forgotPasswordOpenAtom, loginFlyoutOpenAtom, newPasswordSetAtom } from '../../state/user';
import { useCheckedForm } from '../../ui/form/useCheckedForm';
import { TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { StatusAlert } from '../../ui/StatusAlert';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { ForgotPasswordWhenOpen } from './ForgotPasswordWhenOpen';
import { loadResetPasswordCheck } from './reset-password-check-chunk';

/** The link's token is used or expired: the answer's error for it. */
const expiredToken = (e: ApiError) => e.code === 'reset_token_invalid' || e.field === 'token';

/** An expired or used link: 'This page is no longer valid', with the way to request a new one (§8). */
function ExpiredLink() {
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  return (
    <section className="account-view reset-password reset-password--expired">
      <h2 className="account-view__title">
        <FormattedMessage id="account.reset.expiredHeading" />
      </h2>
      <p>
        <FormattedMessage id="account.reset.expiredText" />
      </p>
      <Button onClick={() => openForgot(true)}>
        <FormattedMessage id="account.reset.again" />
      </Button>
      <ForgotPasswordWhenOpen />
    </section>
  );
}

export function ResetPasswordView({ token }: { token: string | null }) {
  const intl = useIntl();
  const openLogin = useSetAtom(loginFlyoutOpenAtom);
  const setNewPassword = useSetAtom(newPasswordSetAtom);
  const errorText = useErrorText();
  const { resetPassword } = usePasswordReset();
  const [state, setState] = useState<'form' | 'done' | 'expired'>(token ? 'form' : 'expired');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const form = useCheckedForm({
    fields: ['newPassword', 'repeat'],
    check: loadResetPasswordCheck,
    send: ({ newPassword }) => {
      setError(null);
      return resetPassword(token!, newPassword);
    },
    onAccepted: () => {
      setNewPassword(true);
      setState('done');
    },
    onUnplaced: (rest) => (rest.some(expiredToken) ? setState('expired') : setError(errorText(rest))),
  });
  const { errors } = form;
  if (state === 'expired') return <ExpiredLink />;
  return (
    <section className="account-view reset-password">
      <h2 className="account-view__title">
        <FormattedMessage id="account.reset.heading" />
      </h2>
      {state === 'done' ? (
        <>
          <Alert variant="success">
            <FormattedMessage id="account.reset.done" />
          </Alert>
          <Button onClick={() => openLogin(true)}>
            <FormattedMessage id="account.login.submit" />
          </Button>
        </>
      ) : (
        <form {...form.formProps} className="account-form">
          <StatusAlert error={error ?? form.technicalError} />
          <TextField
            label={intl.formatMessage({ id: 'account.reset.newPassword' })}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            error={errors.newPassword}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrengthMeter password={password} />
          <TextField
            label={intl.formatMessage({ id: 'account.reset.repeat' })}
            type="password"
            name="repeat"
            autoComplete="new-password"
            required
            error={errors.repeat}
          />
          <Button type="submit" busy={form.busy}>
            <FormattedMessage id="account.reset.submit" />
          </Button>
        </form>
      )}
    </section>
  );
}
