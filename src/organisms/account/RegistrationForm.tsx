import { useEffect, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShopContext } from '../../shop/ShopContext';
import { AddressFields } from './AddressFields';
import {
  applyLoyaltyTick,
  birthdateBounds,
  countryOptions,
  makeRegistrationFormSchema,
  registrationCountries,
  registrationFormField,
  stateRequired,
  toRegistrationPayload,
  type LoyaltyTicks,
} from '../../domain/account-rules';
import type { Account } from '../../domain/account';
import { useRegister } from '../../hooks/useAccountMutations';
import { useInvisibleCaptcha } from '../../hooks/useInvisibleCaptcha';
import { useButtonLock } from '../../hooks/useButtonLock';
import { useErrorText } from '../../hooks/useAccount';
import { notifyApp } from '../../app/bridge';
import { track } from '../../tracking';
import { forgotPasswordOpenAtom } from '../../state/user';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { Checkbox, TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { StatusAlert } from '../../ui/StatusAlert';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import type { ApiError } from '../../domain/api';
import { SafeHtml } from '../../ui/SafeHtml';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { stateOptions } from './states';

export interface RegistrationFormProps {
  /**
   * After a successful registration, instead of the answer's redirect success (the loyalty card page when
   * registering for a card, else the welcome page, §4): for a page that continues in place.
   */
  onRegistered?: (result: { account: Account; loyalty: boolean }) => void;
  showLoyalty?: boolean;
  today?: Date;
}

/**
 * The registration form (accounts-cart-services.md §3, §5): salutation, names, birthdate 16 to
 * 100 years, address with states only for CA and US, optional company and phone, newsletter (with
 * the assortments where the project has them), the loyalty card section with its tick rules, and
 * the password with its strength meter. The invisible captcha runs on submit; the server checks it.
 */
export function RegistrationForm({ onRegistered, showLoyalty = true, today }: RegistrationFormProps) {
  const intl = useIntl();
  const { project, locale, projectConfiguration } = useShopContext();
  const register = useRegister();
  const captcha = useInvisibleCaptcha();
  const { locked, lock } = useButtonLock();
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const errorText = useErrorText();
  const assortments = project.features.newsletterAssortments;
  const day = useMemo(() => today ?? new Date(), [today]);
  const deliveryStates = projectConfiguration.deliveryStateList;
  const schema = useMemo(() => makeRegistrationFormSchema({ today: day, assortments, states: deliveryStates }), [day, assortments, deliveryStates]);
  const form = useZodForm(schema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      birthdate: '',
      company: '',
      phone: '',
      streetName: '',
      streetNumber: '',
      additionalInfo: '',
      postalCode: '',
      city: '',
      country: '',
      state: '',
      newsletter: false,
      newsletterBig: false,
      newsletterTall: false,
      registernewcustomercard: false,
      registernewcustomercard_print: false,
      acceptLoyaltyConditions: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useStatusMessage();
  const [country, password, newsletter, loyalty, print] = form.watch([
    'country',
    'password',
    'newsletter',
    'registernewcustomercard',
    'registernewcustomercard_print',
  ]);

  const countries = useMemo(
    () => countryOptions(registrationCountries(!!loyalty, projectConfiguration), locale.language),
    [loyalty, projectConfiguration, locale.language],
  );
  // A country that the (loyalty) list no longer offers is cleared.
  useEffect(() => {
    if (country && !countries.some((c) => c.value === country)) form.setValue('country', '');
  }, [countries, country, form]);
  const states = useMemo(
    () => (stateRequired(country, deliveryStates) ? stateOptions(country!, locale.language, deliveryStates[country!]) : []),
    [country, locale.language, deliveryStates],
  );
  const bounds = birthdateBounds(day);

  const tick = (field: keyof LoyaltyTicks, checked: boolean) => {
    const next = applyLoyaltyTick({ registernewcustomercard: !!loyalty, registernewcustomercard_print: !!print }, field, checked);
    form.setValue('registernewcustomercard', next.registernewcustomercard);
    form.setValue('registernewcustomercard_print', next.registernewcustomercard_print);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const token = await captcha.execute();
    const payload = toRegistrationPayload(values, token, deliveryStates);
    notifyApp({ type: 'registerCredentials', email: payload.email, password: payload.password });
    const result = await register(payload);
    captcha.reset();
    setStatus(null);
    const isLoyalty = !!values.registernewcustomercard;
    if (!result.ok || !result.data.account) {
      const errorsList = result.ok ? [{ code: 'register_failed', message: '' } as ApiError] : result.errors;
      const mapped = errorsList.map((e) => ({ ...e, field: e.field === 'email' && e.code === 'email_exists' ? undefined : registrationFormField(e.field) }));
      const rest = applyServerErrors(form, mapped);
      setServerError(rest.length ? errorText(rest) : null);
      if (isLoyalty) lock();
      return;
    }
    const account = result.data.account;
    track({ type: 'register' });
    notifyApp({ type: 'userRegisterSuccessful', email: account.email });
    if (onRegistered) onRegistered({ account, loyalty: isLoyalty });
    else setStatus(result.data.status);
  });

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <form onSubmit={onSubmit} onFocus={captcha.prepare} noValidate className="account-form registration-form">
      <StatusAlert
        status={status}
        error={serverError ? <SafeHtml html={serverError} onAction={(action) => action === 'forgot-password' && openForgot(true)} /> : null}
      />
      <p className="account-form__note">
        <FormattedMessage id="account.register.requiredNote" />
      </p>

      <fieldset className="account-form__section">
        <legend>
          <FormattedMessage id="account.register.personal" />
        </legend>
        <AddressFields
          part="person"
          form={form}
          countries={countries}
          states={states}
          extraLineField="additionalInfo"
          between={
            <TextField
              label={label('account.field.birthdate')}
              type="date"
              min={bounds.min}
              max={bounds.max}
              autoComplete="bday"
              error={errors.birthdate}
              {...form.register('birthdate')}
            />
          }
        />
      </fieldset>

      <fieldset className="account-form__section">
        <legend>
          <FormattedMessage id="account.register.address" />
        </legend>
        <AddressFields part="address" form={form} countries={countries} states={states} extraLineField="additionalInfo" />
      </fieldset>

      <fieldset className="account-form__section">
        <legend>
          <FormattedMessage id="account.register.access" />
        </legend>
        <TextField label={label('account.login.email')} type="email" autoComplete="email" required error={errors.email} {...form.register('email')} />
        <TextField
          label={label('account.login.password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password ?? ''} />
      </fieldset>

      <fieldset className="account-form__section">
        <legend className="visually-hidden">
          <FormattedMessage id="account.nav.newsletter" />
        </legend>
        <Checkbox label={label('account.register.newsletter')} {...form.register('newsletter')} />
        {assortments && newsletter ? (
          <div className="account-form__indent">
            <Checkbox label={label('account.register.newsletterBig')} error={errors.newsletterBig} {...form.register('newsletterBig')} />
            <Checkbox label={label('account.register.newsletterTall')} {...form.register('newsletterTall')} />
          </div>
        ) : null}
      </fieldset>

      {showLoyalty ? (
        <fieldset className="account-form__section">
          <legend>
            <FormattedMessage id="account.register.loyaltyHeading" />
          </legend>
          <Checkbox label={label('account.register.loyalty')} checked={!!loyalty} onChange={(e) => tick('registernewcustomercard', e.target.checked)} />
          <Checkbox
            label={label('account.register.loyaltyPrint')}
            checked={!!print}
            onChange={(e) => tick('registernewcustomercard_print', e.target.checked)}
          />
          {loyalty ? (
            <Checkbox
              label={label('account.register.loyaltyConditions')}
              error={errors.acceptLoyaltyConditions}
              {...form.register('acceptLoyaltyConditions')}
            />
          ) : null}
        </fieldset>
      ) : null}

      <p className="account-form__legal">
        <FormattedMessage id="account.register.legal" />
      </p>
      <Button type="submit" busy={isSubmitting} disabled={locked} block>
        <FormattedMessage id="account.register.submit" />
      </Button>
    </form>
  );
}
