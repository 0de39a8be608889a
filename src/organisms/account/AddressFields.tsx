import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SALUTATIONS } from '../../domain/address-rules';
import { RadioGroup, SelectField, TextField, type TextFieldProps } from '../../ui/form/fields';

type Option = { value: string; label: string };
type Control = HTMLInputElement | HTMLSelectElement;

/** What an input takes from its form: its name, and a form library's handlers and ref (react-hook-form's register) or a controlled value. */
export interface FieldBinding {
  name: string;
  value?: string;
  onChange?: (event: ChangeEvent<Control>) => unknown;
  onBlur?: (event: FocusEvent<Control>) => unknown;
  ref?: (element: Control | null) => void;
}

/**
 * Salutation, names, company, street and number, the extra line, postcode and city, country, a
 * state where the country needs one (CA, US), phone: the same fields in the same order wherever an
 * address is entered (registration, billing address). `between` renders after the names. The fields
 * know no form library: `field` binds each input to its form (a plain form's name, react-hook-form's
 * register), `salutation` holds the radio group's choice.
 */
export function AddressFields({
  field,
  errors,
  salutation,
  countries,
  states,
  extraLineField,
  namesRequired = true,
  between,
  part,
}: {
  field: (name: string) => FieldBinding;
  errors: Partial<Record<string, TextFieldProps['error']>>;
  salutation: { value?: string; onChange: (value: string) => void };
  countries: Option[];
  states: Option[];
  extraLineField: 'additionalInfo' | 'additionalAddressInfo';
  namesRequired?: boolean;
  between?: ReactNode;
  /** Registration shows the person and the address in separate sections. */
  part?: 'person' | 'address';
}) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const person = (
    <>
      <RadioGroup
        label={label('account.field.salutation')}
        name="salutation"
        value={salutation.value}
        onChange={salutation.onChange}
        error={errors.salutation}
        options={SALUTATIONS.map((s) => ({ value: s, label: label(`account.field.${s}`) }))}
      />
      <div className="account-form__row">
        <TextField
          label={label('account.field.firstName')}
          autoComplete="given-name"
          required={namesRequired}
          error={errors.firstName}
          {...field('firstName')}
        />
        <TextField label={label('account.field.lastName')} autoComplete="family-name" required={namesRequired} error={errors.lastName} {...field('lastName')} />
      </div>
      {between}
    </>
  );
  const address = (
    <>
      <TextField label={label('account.field.company')} autoComplete="organization" error={errors.company} {...field('company')} />
      <div className="account-form__row account-form__row--street">
        <TextField label={label('account.field.streetName')} autoComplete="address-line1" required error={errors.streetName} {...field('streetName')} />
        <TextField label={label('account.field.streetNumber')} required error={errors.streetNumber} {...field('streetNumber')} />
      </div>
      <TextField label={label('account.field.additionalInfo')} autoComplete="address-line2" error={errors[extraLineField]} {...field(extraLineField)} />
      <div className="account-form__row account-form__row--city">
        <TextField label={label('account.field.postalCode')} autoComplete="postal-code" required error={errors.postalCode} {...field('postalCode')} />
        <TextField label={label('account.field.city')} autoComplete="address-level2" required error={errors.city} {...field('city')} />
      </div>
      <SelectField
        label={label('account.field.country')}
        autoComplete="country"
        required
        placeholder={label('account.field.choose')}
        options={countries}
        error={errors.country}
        {...field('country')}
      />
      {states.length ? (
        <SelectField
          label={label('account.field.state')}
          autoComplete="address-level1"
          required
          placeholder={label('account.field.choose')}
          options={states}
          error={errors.state}
          {...field('state')}
        />
      ) : null}
      <TextField label={label('account.field.phone')} type="tel" autoComplete="tel" error={errors.phone} {...field('phone')} />
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
