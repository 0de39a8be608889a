import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { addressSchemaWith, type Account, type AccountAddress } from '../../domain/account';
import { useUpdateBillingAddress } from '../../hooks/useAccountMutations';
import { AddressFields } from './AddressFields';
import { countryOptions, dropEmptyFields, registrationCountries, stateRequired } from '../../domain/account-rules';
import { useErrorText } from '../../hooks/useAccount';
import { useShopContext } from '../../shop/ShopContext';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { Button } from '../../ui/Button';
import { StatusAlert } from '../../ui/StatusAlert';
import type { StatusMessage } from '../../domain/status-message';
import { stateOptions } from './states';

type AddressValues = Omit<AccountAddress, 'projectSpecificData'>;

/**
 * The billing address's form (§2, §7 updateBillingAddress), a chunk of its own: the addresses view
 * loads it (react-hook-form, the address schema) when the shopper reaches for "edit".
 */
export function AddressForm({ account, address, onDone }: { account: Account; address?: AccountAddress; onDone: (status: StatusMessage) => void }) {
  const { locale, projectConfiguration } = useShopContext();
  const updateBillingAddress = useUpdateBillingAddress(account);
  const errorText = useErrorText();
  const deliveryStates = projectConfiguration.deliveryStateList;
  const schema = useMemo(() => addressSchemaWith(deliveryStates), [deliveryStates]);
  const form = useZodForm(schema, {
    defaultValues: {
      salutation: address?.salutation,
      firstName: address?.firstName ?? account.firstName,
      lastName: address?.lastName ?? account.lastName,
      company: address?.company ?? '',
      phone: address?.phone ?? '',
      streetName: address?.streetName ?? '',
      streetNumber: address?.streetNumber ?? '',
      additionalAddressInfo: address?.additionalAddressInfo ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country: address?.country ?? '',
      state: address?.state ?? '',
    },
  });
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const country = form.watch('country');
  // The radio group's choice, checked again once the form was sent (as its other fields).
  const chooseSalutation = (value: string) =>
    form.setValue('salutation', value as AddressValues['salutation'], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const countries = useMemo(() => {
    const codes = registrationCountries(false, projectConfiguration);
    return countryOptions(address?.country && !codes.includes(address.country) ? [...codes, address.country] : codes, locale.language);
  }, [projectConfiguration, locale.language, address?.country]);
  const states = stateRequired(country, deliveryStates) ? stateOptions(country, locale.language, deliveryStates[country]) : [];

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const body = dropEmptyFields({ ...values, state: stateRequired(values.country, deliveryStates) ? values.state : undefined });
    const result = await updateBillingAddress(body as typeof values);
    if (!result.ok) {
      const rest = applyServerErrors(form, result.errors);
      setError(rest.length ? errorText(rest) : null);
      return;
    }
    onDone(result.data.status);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="account-form address-form">
      <StatusAlert error={error} />
      <AddressFields
        field={(name) => form.register(name as keyof AddressValues)}
        errors={form.formState.errors as Record<string, FieldError | undefined>}
        salutation={{ value: form.watch('salutation'), onChange: chooseSalutation }}
        countries={countries}
        states={states}
        extraLineField="additionalAddressInfo"
        namesRequired={false}
      />
      <Button type="submit" busy={isSubmitting}>
        <FormattedMessage id="account.addresses.save" />
      </Button>
    </form>
  );
}
