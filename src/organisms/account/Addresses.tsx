import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addressSchemaWith, type Account, type AccountAddress } from '../../domain/account';
import { useUpdateBillingAddress } from '../../hooks/useAccountMutations';
import { AddressFields } from './AddressFields';
import { countryOptions, dropEmptyFields, registrationCountries, stateRequired } from '../../domain/account-rules';
import { useAccount, useErrorText } from '../../hooks/useAccount';
import { useShopContext } from '../../shop/ShopContext';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { Button } from '../../ui/Button';
import { StatusAlert } from '../../ui/StatusAlert';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import type { StatusMessage } from '../../domain/status-message';
import { RequireLogin } from './RequireLogin';
import { stateOptions } from './states';

function AddressCard({ address }: { address: AccountAddress }) {
  const intl = useIntl();
  const { locale } = useShopContext();
  const countryName = countryOptions([address.country], locale.language)[0]?.label ?? address.country;
  return (
    <address className="address-card">
      {address.salutation ? `${intl.formatMessage({ id: `account.field.${address.salutation}` })} ` : null}
      {address.firstName} {address.lastName}
      <br />
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.streetName} {address.streetNumber}
      <br />
      {address.additionalAddressInfo ? (
        <>
          {address.additionalAddressInfo}
          <br />
        </>
      ) : null}
      {address.postalCode} {address.city}
      {address.state ? `, ${address.state}` : null}
      <br />
      {countryName}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}

function AddressForm({ account, address, onDone }: { account: Account; address?: AccountAddress; onDone: (status: StatusMessage) => void }) {
  const intl = useIntl();
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
  const countries = useMemo(() => {
    const codes = registrationCountries(false, projectConfiguration);
    return countryOptions(address?.country && !codes.includes(address.country) ? [...codes, address.country] : codes, locale.language);
  }, [projectConfiguration, locale.language, address?.country]);
  const states = stateRequired(country, deliveryStates) ? stateOptions(country, locale.language, deliveryStates[country]) : [];
  const _label = (id: string) => intl.formatMessage({ id });

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
      <AddressFields form={form} countries={countries} states={states} extraLineField="additionalAddressInfo" namesRequired={false} />
      <Button type="submit" busy={isSubmitting}>
        <FormattedMessage id="account.addresses.save" />
      </Button>
    </form>
  );
}

/** The customer's billing address (the first address), shown and edited (§2, §7 updateBillingAddress). */
export function AddressesView() {
  const { account } = useAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useStatusMessage();
  const address = account?.addresses[0];
  return (
    <RequireLogin>
      <section className="account-view addresses">
        <h2 className="account-view__title">
          <FormattedMessage id="account.addresses.heading" />
        </h2>
        {!editing ? <StatusAlert status={saved} /> : null}
        <h3>
          <FormattedMessage id="account.addresses.billing" />
        </h3>
        {account && editing ? (
          <>
            <AddressForm
              account={account}
              address={address}
              onDone={(status) => {
                setSaved(status);
                setEditing(false);
              }}
            />
            <Button variant="link" onClick={() => setEditing(false)}>
              <FormattedMessage id="account.addresses.cancel" />
            </Button>
          </>
        ) : (
          <>
            {address ? (
              <AddressCard address={address} />
            ) : (
              <p>
                <FormattedMessage id="account.addresses.none" />
              </p>
            )}
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              <FormattedMessage id="account.addresses.edit" />
            </Button>
          </>
        )}
      </section>
    </RequireLogin>
  );
}
