import { useId } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginSchema } from '../../domain/account';
import { useLogin } from '../../hooks/useAccount';
import { forgotPasswordOpenAtom, loginErrorAtom } from '../../state/user';
import { useZodForm } from '../../ui/form/useZodForm';
import { TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * Email, password, login button and the forgot-password link. A failed login shows the server's
 * message as sanitised HTML; its link opens the forgot-password modal (§8).
 */
export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const intl = useIntl();
  const login = useLogin();
  const error = useAtomValue(loginErrorAtom);
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const errorId = useId();
  const onSubmit = form.handleSubmit(async (values) => {
    await login(values);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="account-form login-form" aria-describedby={error ? errorId : undefined}>
      {error ? (
        <div id={errorId}>
          <Alert variant="danger">
            <SafeHtml html={error} onAction={(action) => action === 'forgot-password' && openForgot(true)} />
          </Alert>
        </div>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'account.login.email' })}
        type="email"
        autoComplete="username"
        required
        autoFocus={autoFocus}
        error={errors.email}
        {...form.register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.login.password' })}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        {...form.register('password')}
      />
      <Button type="submit" busy={isSubmitting} block>
        <FormattedMessage id="account.login.submit" />
      </Button>
      <Button variant="link" onClick={() => openForgot(true)} className="login-form__forgot">
        <FormattedMessage id="account.login.forgot" />
      </Button>
    </form>
  );
}
