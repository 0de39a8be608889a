import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShopContext } from '../../shop/ShopContext';
import { AddressFields, type FieldBinding } from './AddressFields';
import { countryOptions } from '../../domain/country-options';
import { birthdateBounds } from '../../domain/address-rules';
import {
  REGISTRATION_FIELDS,
  applyLoyaltyTick,
  registrationCountries,
  registrationFormField,
  stateRequired,
  toRegistrationPayload,
  type LoyaltyTicks,
} from '../../domain/registration-rules';
import type { Account } from '../../domain/account';
import type { ApiError } from '../../domain/api';
import type { StatusMessage } from '../../domain/status-message';
import type { ApiResult } from '../../api/transport';
import { useRegister } from '../../hooks/useAccountMutations';
import { useInvisibleCaptcha } from '../../hooks/useInvisibleCaptcha';
import { useButtonLock } from '../../hooks/useButtonLock';
import { useErrorText } from '../../hooks/useAccount';
import { notifyApp } from '../../app/bridge';
import { track } from '../../tracking';
import { forgotPasswordOpenAtom } from '../../state/user';
import { useCheckedForm } from '../../ui/form/useCheckedForm';
import { Checkbox, TextField } from '../../ui/form/fields';
import { Button } from '../../ui/Button';
import { StatusAlert } from '../../ui/StatusAlert';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import { SafeHtml } from '../../ui/SafeHtml';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { stateOptions } from './states';
import { loadRegistrationCheck } from './registration-check-chunk';

/** A registration the server accepted: the new account, the answer's status (its redirect), whether a card was asked for. */
type Registered = { account: Account; status?: StatusMessage; loyalty: boolean };

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
 * A plain form (useCheckedForm): on screen at load, it loads neither zod nor a form library; its
 * check (registration-check.ts) comes when the shopper reaches for the form, and one click sends.
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useStatusMessage();
  // The fields whose value changes the form (the states, the countries, the meter, the assortments, the ticks).
  const [salutation, setSalutation] = useState('');
  const [country, setCountry] = useState('');
  const [password, setPassword] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [ticks, setTicks] = useState<LoyaltyTicks>({ registernewcustomercard: false, registernewcustomercard_print: false });
  const loyalty = ticks.registernewcustomercard;

  const check = useCallback(() => loadRegistrationCheck({ today: day, assortments, states: deliveryStates }), [day, assortments, deliveryStates]);
  const form = useCheckedForm({
    fields: REGISTRATION_FIELDS,
    check,
    keepFields: true,
    send: async (values): Promise<ApiResult<Registered>> => {
      setServerError(null);
      const token = await captcha.execute();
      const payload = toRegistrationPayload(values, token, deliveryStates);
      notifyApp({ type: 'registerCredentials', email: payload.email, password: payload.password });
      const result = await register(payload);
      captcha.reset();
      setStatus(null);
      const isLoyalty = !!values.registernewcustomercard;
      if (result.ok && result.data.account) return { ...result, data: { account: result.data.account, status: result.data.status, loyalty: isLoyalty } };
      if (isLoyalty) lock();
      // An existing email is told above the form, with the way to reset its password (§4); the address's fields by their names here.
      const errors = result.ok ? [{ code: 'register_failed', message: '' } as ApiError] : result.errors;
      const placed = errors.map((e) => ({ ...e, field: e.field === 'email' && e.code === 'email_exists' ? undefined : registrationFormField(e.field) }));
      return { ok: false, status: result.status, kind: 'failure', errors: placed };
    },
    onAccepted: ({ account, status: answer, loyalty: isLoyalty }) => {
      track({ type: 'register' });
      notifyApp({ type: 'userRegisterSuccessful', email: account.email });
      if (onRegistered) onRegistered({ account, loyalty: isLoyalty });
      else setStatus(answer ?? null);
    },
    onUnplaced: (rest) => setServerError(errorText(rest)),
  });
  const { errors } = form;

  const countries = useMemo(
    () => countryOptions(registrationCountries(loyalty, projectConfiguration), locale.language),
    [loyalty, projectConfiguration, locale.language],
  );
  // A country that the (loyalty) list no longer offers is cleared.
  useEffect(() => {
    if (country && !countries.some((c) => c.value === country)) setCountry('');
  }, [countries, country]);
  const states = useMemo(
    () => (stateRequired(country, deliveryStates) ? stateOptions(country, locale.language, deliveryStates[country]) : []),
    [country, locale.language, deliveryStates],
  );
  const bounds = birthdateBounds(day);
  const field = (name: string): FieldBinding => (name === 'country' ? { name, value: country, onChange: (event) => setCountry(event.target.value) } : { name });
  const addressFields = {
    field,
    errors,
    salutation: { value: salutation, onChange: setSalutation },
    countries,
    states,
    extraLineField: 'additionalInfo',
  } as const;
  const tick = (name: keyof LoyaltyTicks, checked: boolean) => setTicks((current) => applyLoyaltyTick(current, name, checked));

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <form
      {...form.formProps}
      onFocus={() => {
        form.formProps.onFocus();
        captcha.prepare();
      }}
      className="account-form registration-form"
    >
      <StatusAlert
        status={status}
        error={serverError ? <SafeHtml html={serverError} onAction={(action) => action === 'forgot-password' && openForgot(true)} /> : form.technicalError}
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
          {...addressFields}
          between={
            <TextField
              label={label('account.field.birthdate')}
              type="date"
              name="birthdate"
              min={bounds.min}
              max={bounds.max}
              autoComplete="bday"
              error={errors.birthdate}
            />
          }
        />
      </fieldset>

      <fieldset className="account-form__section">
        <legend>
          <FormattedMessage id="account.register.address" />
        </legend>
        <AddressFields part="address" {...addressFields} />
      </fieldset>

      <fieldset className="account-form__section">
        <legend>
          <FormattedMessage id="account.register.access" />
        </legend>
        <TextField label={label('account.login.email')} type="email" name="email" autoComplete="email" required error={errors.email} />
        <TextField
          label={label('account.login.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordStrengthMeter password={password} />
      </fieldset>

      <fieldset className="account-form__section">
        <legend className="visually-hidden">
          <FormattedMessage id="account.nav.newsletter" />
        </legend>
        <Checkbox label={label('account.register.newsletter')} name="newsletter" onChange={(event) => setNewsletter(event.target.checked)} />
        {assortments && newsletter ? (
          <div className="account-form__indent">
            <Checkbox label={label('account.register.newsletterBig')} name="newsletterBig" error={errors.newsletterBig} />
            <Checkbox label={label('account.register.newsletterTall')} name="newsletterTall" />
          </div>
        ) : null}
      </fieldset>

      {showLoyalty ? (
        <fieldset className="account-form__section">
          <legend>
            <FormattedMessage id="account.register.loyaltyHeading" />
          </legend>
          <Checkbox
            label={label('account.register.loyalty')}
            name="registernewcustomercard"
            checked={loyalty}
            onChange={(event) => tick('registernewcustomercard', event.target.checked)}
          />
          <Checkbox
            label={label('account.register.loyaltyPrint')}
            name="registernewcustomercard_print"
            checked={ticks.registernewcustomercard_print}
            onChange={(event) => tick('registernewcustomercard_print', event.target.checked)}
          />
          {loyalty ? (
            <Checkbox label={label('account.register.loyaltyConditions')} name="acceptLoyaltyConditions" error={errors.acceptLoyaltyConditions} />
          ) : null}
        </fieldset>
      ) : null}

      <p className="account-form__legal">
        <FormattedMessage id="account.register.legal" />
      </p>
      <Button type="submit" busy={form.busy} disabled={locked} block>
        <FormattedMessage id="account.register.submit" />
      </Button>
    </form>
  );
}
