import { useId } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLogin } from '../../hooks/useAccount';
import { forgotPasswordOpenAtom, loginErrorAtom } from '../../state/user';
import { useCheckedForm } from '../../ui/form/useCheckedForm';
import { TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { SafeHtml } from '../../ui/SafeHtml';
import { loadLoginCheck } from './login-check-chunk';

/**
 * Email, password, login button and the forgot-password link. A failed login shows the server's
 * message as sanitised HTML; its link opens the forgot-password modal (§8). A plain form whose check
 * comes as a chunk when the shopper reaches for it (useCheckedForm): the login page loads no zod.
 */
export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const intl = useIntl();
  const login = useLogin();
  const error = useAtomValue(loginErrorAtom);
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const form = useCheckedForm({
    fields: ['email', 'password'],
    check: loadLoginCheck,
    onValid: async (values) => {
      await login(values);
    },
  });
  const { errors } = form;
  const errorId = useId();
  return (
    <form {...form.formProps} className="account-form login-form" aria-describedby={error ? errorId : undefined}>
      {form.technicalError ? <Alert variant="danger">{form.technicalError}</Alert> : null}
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
        name="email"
        autoComplete="username"
        required
        autoFocus={autoFocus}
        error={errors.email}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.login.password' })}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" busy={form.busy} block>
        <FormattedMessage id="account.login.submit" />
      </Button>
      <Button variant="link" onClick={() => openForgot(true)} className="login-form__forgot">
        <FormattedMessage id="account.login.forgot" />
      </Button>
    </form>
  );
}
