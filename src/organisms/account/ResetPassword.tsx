import { useState } from 'react';
import { useSetAtom } from 'jotai';
import * as z from '../../config/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePasswordReset } from '../../hooks/useAccountMutations';
import { newPasswordSchema } from '../../domain/account-rules';
import { useErrorText } from '../../hooks/useAccount';
import { forgotPasswordOpenAtom, loginFlyoutOpenAtom, newPasswordSetAtom } from '../../state/user';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { StatusAlert } from '../../ui/StatusAlert';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { ForgotPasswordModal } from './ForgotPasswordModal';

/** The new password with the strength check, typed twice (the action validates newPassword with the same rule). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: 'account.passwordMismatch' });

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
      <ForgotPasswordModal />
    </section>
  );
}

export function ResetPasswordView({ token }: { token: string | null }) {
  const intl = useIntl();
  const openLogin = useSetAtom(loginFlyoutOpenAtom);
  const setNewPassword = useSetAtom(newPasswordSetAtom);
  const errorText = useErrorText();
  const { resetPassword } = usePasswordReset();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { newPassword: '', repeat: '' } });
  const [state, setState] = useState<'form' | 'done' | 'expired'>(token ? 'form' : 'expired');
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('newPassword');
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setError(null);
    const result = await resetPassword(token!, newPassword);
    if (result.ok) {
      setNewPassword(true);
      return setState('done');
    }
    if (result.errors.some((e) => e.code === 'reset_token_invalid' || e.field === 'token')) return setState('expired');
    const rest = applyServerErrors(form, result.errors);
    setError(rest.length ? errorText(rest) : null);
  });
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
        <form onSubmit={onSubmit} noValidate className="account-form">
          <StatusAlert error={error} />
          <TextField
            label={intl.formatMessage({ id: 'account.reset.newPassword' })}
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPassword}
            {...form.register('newPassword')}
          />
          <PasswordStrengthMeter password={password ?? ''} />
          <TextField
            label={intl.formatMessage({ id: 'account.reset.repeat' })}
            type="password"
            autoComplete="new-password"
            required
            error={errors.repeat}
            {...form.register('repeat')}
          />
          <Button type="submit" busy={isSubmitting}>
            <FormattedMessage id="account.reset.submit" />
          </Button>
        </form>
      )}
    </section>
  );
}
