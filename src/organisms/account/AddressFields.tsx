import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SALUTATIONS } from '../../domain/account';
import { RadioGroup, SelectField, TextField } from '../../ui/form/fields';

type Option = { value: string; label: string };

/**
 * Salutation, names, company, street and number, the extra line, postcode and city, country, a
 * state where the country needs one (CA, US), phone: the same fields in the same order wherever an
 * address is entered (registration, billing address). `between` renders after the names.
 */
export function AddressFields({
  form,
  countries,
  states,
  extraLineField,
  namesRequired = true,
  between,
  part,
}: {
  // The forms' value types differ beyond the address; the fields only need register and control.
  // biome-ignore lint/suspicious/noExplicitAny: the registration, address and billing forms share these fields
  form: UseFormReturn<any>;
  countries: Option[];
  states: Option[];
  extraLineField: 'additionalInfo' | 'additionalAddressInfo';
  namesRequired?: boolean;
  between?: React.ReactNode;
  /** Registration shows the person and the address in separate sections. */
  part?: 'person' | 'address';
}) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  const person = (
    <>
      <Controller
        control={form.control}
        name="salutation"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={label('account.field.salutation')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
            options={SALUTATIONS.map((s) => ({ value: s, label: label(`account.field.${s}`) }))}
          />
        )}
      />
      <div className="account-form__row">
        <TextField
          label={label('account.field.firstName')}
          autoComplete="given-name"
          required={namesRequired}
          error={errors.firstName}
          {...form.register('firstName')}
        />
        <TextField
          label={label('account.field.lastName')}
          autoComplete="family-name"
          required={namesRequired}
          error={errors.lastName}
          {...form.register('lastName')}
        />
      </div>
      {between}
    </>
  );
  const address = (
    <>
      <TextField label={label('account.field.company')} autoComplete="organization" error={errors.company} {...form.register('company')} />
      <div className="account-form__row account-form__row--street">
        <TextField label={label('account.field.streetName')} autoComplete="address-line1" required error={errors.streetName} {...form.register('streetName')} />
        <TextField label={label('account.field.streetNumber')} required error={errors.streetNumber} {...form.register('streetNumber')} />
      </div>
      <TextField label={label('account.field.additionalInfo')} autoComplete="address-line2" error={errors[extraLineField]} {...form.register(extraLineField)} />
      <div className="account-form__row account-form__row--city">
        <TextField label={label('account.field.postalCode')} autoComplete="postal-code" required error={errors.postalCode} {...form.register('postalCode')} />
        <TextField label={label('account.field.city')} autoComplete="address-level2" required error={errors.city} {...form.register('city')} />
      </div>
      <SelectField
        label={label('account.field.country')}
        autoComplete="country"
        required
        placeholder={label('account.field.choose')}
        options={countries}
        error={errors.country}
        {...form.register('country')}
      />
      {states.length ? (
        <SelectField
          label={label('account.field.state')}
          autoComplete="address-level1"
          required
          placeholder={label('account.field.choose')}
          options={states}
          error={errors.state}
          {...form.register('state')}
        />
      ) : null}
      <TextField label={label('account.field.phone')} type="tel" autoComplete="tel" error={errors.phone} {...form.register('phone')} />
    </>
  );
  if (part === 'person') return person;
  if (part === 'address') return address;
  return (
    <>
      {person}
      {address}
    </>
  );
}
