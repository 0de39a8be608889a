import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoyaltyActivationRequest, type useLoyaltyCard } from '../../hooks/useLoyaltyCard';
import * as z from '../../config/zod';
import { emailSchema, personNameSchema } from '../../domain/fields';
import { useErrorText } from '../../hooks/useAccount';
import { useInvisibleCaptcha } from '../../hooks/useInvisibleCaptcha';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import { StatusAlert } from '../../ui/StatusAlert';
import { loyaltyCardDataSchema, newCardForAccountSchema } from '../../domain/loyalty';
import { useButtonLock } from '../../hooks/useButtonLock';
import { accountPageHref, showAccountPage } from '../../hooks/useAccountPage';
import { RegistrationForm } from './RegistrationForm';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox, TextField } from '../../ui/form/fields';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';

/**
 * The loyalty card page's forms (LoyaltyCard.tsx), a chunk of their own: react-hook-form and the
 * forms' zod schemas load with the answer that shows a form, not with the page.
 */

/** A new card for the logged-in account: digital, or printed as well; the participation conditions accepted; a failed try locks the button for 10 seconds. */
export function NewCardForAccount({ register }: { register: ReturnType<typeof useLoyaltyCard>['register'] }) {
  const intl = useIntl();
  const form = useZodForm(newCardForAccountSchema, { defaultValues: { printed: false, acceptLoyaltyConditions: false as unknown as true } });
  const { locked, lock } = useButtonLock();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await register(values.printed);
    if (result.ok) return;
    lock();
    const rest = applyServerErrors(form, result.errors);
    if (rest.length) setError(rest[0]!.message);
  });
  return (
    <form className="loyalty-new-card" onSubmit={onSubmit} noValidate>
      <p>
        <FormattedMessage id="loyalty.type.newCardForAccount" />
      </p>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <Checkbox label={intl.formatMessage({ id: 'account.register.loyaltyPrint' })} {...form.register('printed')} />
      <Checkbox
        label={intl.formatMessage({ id: 'account.register.loyaltyConditions' })}
        required
        error={form.formState.errors.acceptLoyaltyConditions}
        {...form.register('acceptLoyaltyConditions')}
      />
      <Button type="submit" busy={form.formState.isSubmitting} disabled={locked}>
        <FormattedMessage id="loyalty.newCard.submit" />
      </Button>
    </form>
  );
}

/** Connecting a card: customer number and card code; a failed try locks the button for 10 seconds. */
export function ConnectCard({ connect }: { connect: ReturnType<typeof useLoyaltyCard>['connect'] }) {
  const intl = useIntl();
  const form = useZodForm(loyaltyCardDataSchema, { defaultValues: { loyaltyCardNumber: '', loyaltyCardCVC: '' } });
  const { locked, lock } = useButtonLock();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await connect(values.loyaltyCardNumber, values.loyaltyCardCVC);
    if (result.ok) return;
    lock();
    const rest = applyServerErrors(form, result.errors);
    if (rest.length) setError(rest[0]!.message);
  });
  return (
    <form className="loyalty-connect" onSubmit={onSubmit} noValidate>
      <p>
        <FormattedMessage id="loyalty.none" />
      </p>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <TextField
        label={intl.formatMessage({ id: 'loyalty.cardNumber' })}
        inputMode="numeric"
        maxLength={8}
        error={form.formState.errors.loyaltyCardNumber}
        {...form.register('loyaltyCardNumber')}
      />
      <TextField
        label={intl.formatMessage({ id: 'loyalty.cardCode' })}
        inputMode="numeric"
        maxLength={4}
        error={form.formState.errors.loyaltyCardCVC}
        {...form.register('loyaltyCardCVC')}
      />
      <Button type="submit" busy={form.formState.isSubmitting} disabled={locked}>
        <FormattedMessage id="loyalty.connect" />
      </Button>
    </form>
  );
}

/** Without an account but with a card: the account first; the registration comes back here to connect the card. */
export function RegisterThenConnect() {
  return (
    <div className="loyalty-register-card">
      <Alert variant="info">
        <FormattedMessage id="loyalty.type.registerThenConnect" />
      </Alert>
      <RegistrationForm showLoyalty={false} onRegistered={() => showAccountPage('LoyaltyCard', { from: 'registration' })} />
      <ForgotPasswordModal />
    </div>
  );
}

/** Neither account nor card: a card by email (activation mail), or the full registration with a card. */
export function NewCustomer() {
  return (
    <div className="loyalty-guest">
      <LoyaltyEmailRegistration />
      <p>
        <FormattedMessage id="loyalty.type.orRegister" />{' '}
        <a href={accountPageHref('Registration')}>
          <FormattedMessage id="account.login.createAccount" />
        </a>
      </p>
    </div>
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
