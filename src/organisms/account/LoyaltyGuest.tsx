import { useState } from 'react';
import { useSetAtom } from 'jotai';
import * as z from '../../config/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoyaltyActivationRequest } from '../../hooks/useLoyaltyCard';
import { useActivateLoyaltyAccount } from '../../hooks/useAccountMutations';
import { emailSchema, passwordSchema, personNameSchema } from '../../domain/fields';
import { useErrorText } from '../../hooks/useAccount';
import { useButtonLock } from '../../hooks/useButtonLock';
import { useInvisibleCaptcha } from '../../hooks/useInvisibleCaptcha';
import { Alert } from '../../ui/Alert';
import { StatusAlert } from '../../ui/StatusAlert';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import { SafeHtml } from '../../ui/SafeHtml';
import { forgotPasswordOpenAtom } from '../../state/user';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/fields';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';

const activationFormSchema = z
  .object({ newPass: passwordSchema, confirmationPass: z.string().max(255) })
  .refine((v) => v.newPass === v.confirmationPass, { path: ['confirmationPass'], message: 'account.passwordMismatch' });

/**
 * The set-new-password view of the activation mail (accounts-cart-services.md §1: "with both uid and
 * crm_mail_activator present the page shows the set-new-password activation view"): the first
 * password activates the account, which is signed in with its new card.
 */
export function LoyaltyActivationView({ token }: { token: string }) {
  const intl = useIntl();
  const activateLoyaltyAccount = useActivateLoyaltyAccount();
  const errorText = useErrorText();
  const form = useZodForm(activationFormSchema, { defaultValues: { newPass: '', confirmationPass: '' } });
  const [error, setError] = useState<string | null>(null);
  const { locked, lock } = useButtonLock();
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await activateLoyaltyAccount(token, values.newPass, values.confirmationPass);
    if (!result.ok) {
      lock();
      // §4, §8: activation shows the last message, as HTML whose link opens the forgot-password modal.
      const rest = applyServerErrors(form, result.errors);
      setError(rest.length ? errorText(rest.slice(-1)) : null);
      return;
    }
    // Signed in now: the account and its card load in place of this form.
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
  });
  return (
    <form className="account-form loyalty-activation" onSubmit={onSubmit} noValidate>
      <h3>
        <FormattedMessage id="loyalty.activation.heading" />
      </h3>
      {error ? (
        <Alert variant="danger">
          <SafeHtml html={error} onAction={(action) => action === 'forgot-password' && openForgot(true)} />{' '}
          <button type="button" className="btn btn--link" onClick={() => openForgot(true)}>
            <FormattedMessage id="account.login.forgot" />
          </button>
        </Alert>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'account.reset.newPassword' })}
        type="password"
        autoComplete="new-password"
        required
        error={form.formState.errors.newPass}
        {...form.register('newPass')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.reset.repeat' })}
        type="password"
        autoComplete="new-password"
        required
        error={form.formState.errors.confirmationPass}
        {...form.register('confirmationPass')}
      />
      <Button type="submit" busy={form.formState.isSubmitting} disabled={locked}>
        <FormattedMessage id="loyalty.activation.submit" />
      </Button>
    </form>
  );
}

const registrationSchema = z.object({ firstName: personNameSchema, lastName: personNameSchema, email: emailSchema });

/** A card without an account: names and email; the activation mail leads to the set-new-password view. */
export function LoyaltyEmailRegistration() {
  const intl = useIntl();
  const captcha = useInvisibleCaptcha();
  const errorText = useErrorText();
  const requestLoyaltyActivation = useLoyaltyActivationRequest();
  const form = useZodForm(registrationSchema, { defaultValues: { firstName: '', lastName: '', email: '' } });
  const [sent, setSent] = useStatusMessage();
  const [error, setError] = useState<string | null>(null);
  const { locked, lock } = useButtonLock();
  const label = (id: string) => intl.formatMessage({ id });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const token = await captcha.execute();
    const result = await requestLoyaltyActivation({ ...values, token });
    if (result.ok) return setSent(result.data.status);
    // Submit buttons on loyalty forms disable for 10 seconds after a failed submit (§4).
    lock();
    const rest = applyServerErrors(form, result.errors);
    setError(rest.length ? errorText(rest) : null);
  });
  if (sent) return <StatusAlert status={sent} />;
  return (
    <form className="account-form loyalty-email" onSubmit={onSubmit} onFocus={captcha.prepare} noValidate>
      <h3>
        <FormattedMessage id="loyalty.register.heading" />
      </h3>
      <StatusAlert error={error} />
      <TextField
        label={label('account.field.firstName')}
        autoComplete="given-name"
        required
        error={form.formState.errors.firstName}
        {...form.register('firstName')}
      />
      <TextField
        label={label('account.field.lastName')}
        autoComplete="family-name"
        required
        error={form.formState.errors.lastName}
        {...form.register('lastName')}
      />
      <TextField
        label={label('account.login.email')}
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <Button type="submit" busy={form.formState.isSubmitting} disabled={locked}>
        <FormattedMessage id="loyalty.register.submit" />
      </Button>
    </form>
  );
}
