import { useEffect, useId, useState } from 'react';
import { atom, useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { forgotPasswordSchema } from '../../domain/account';
import { usePasswordReset } from '../../hooks/useAccountMutations';
import { forgotPasswordOpenAtom } from '../../state/user';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { TextField } from '../../ui/form/fields';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { StatusAlert } from '../../ui/StatusAlert';
import { useErrorText } from '../../hooks/useAccount';

/** Several parts of a page may offer the modal; the first one mounted renders it. */
const modalHostAtom = atom<string | null>(null);

/** Forgot password (accounts-cart-services.md §2, §4): small, centred; afterwards a neutral message. */
export function ForgotPasswordModal() {
  const me = useId();
  const [host, setHost] = useAtom(modalHostAtom);
  const [open, setOpen] = useAtom(forgotPasswordOpenAtom);
  useEffect(() => {
    setHost((current) => current ?? me);
    return () => setHost((current) => (current === me ? null : current));
  }, [me, setHost]);
  if (host !== me) return null;
  return (
    <Modal open={open} onClose={() => setOpen(false)} size="sm" title={<FormattedMessage id="account.forgot.title" />}>
      <ForgotPasswordForm />
    </Modal>
  );
}

export function ForgotPasswordForm() {
  const intl = useIntl();
  const { requestReset } = usePasswordReset();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    const result = await requestReset(email);
    if (result.ok) setSent(true);
    else {
      const rest = applyServerErrors(form, result.errors);
      if (rest.length) setError(errorText(rest));
    }
  });
  if (sent) {
    return (
      <Alert variant="success">
        <FormattedMessage id="account.forgot.sent" />
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="account-form">
      <p>
        <FormattedMessage id="account.forgot.intro" />
      </p>
      <StatusAlert error={error} />
      <TextField
        label={intl.formatMessage({ id: 'account.login.email' })}
        type="email"
        autoComplete="email"
        required
        data-autofocus
        error={errors.email}
        {...form.register('email')}
      />
      <Button type="submit" busy={isSubmitting} block>
        <FormattedMessage id="account.forgot.submit" />
      </Button>
    </form>
  );
}
