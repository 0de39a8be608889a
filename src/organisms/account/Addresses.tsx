import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountAddress } from '../../domain/account';
import { countryOptions } from '../../domain/country-options';
import { useAccount } from '../../hooks/useAccount';
import { useShopContext } from '../../shop/ShopContext';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StatusAlert } from '../../ui/StatusAlert';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import { RequireLogin } from './RequireLogin';

// The address form (react-hook-form, the address schema: zod) loads when the shopper reaches for
// "edit" (pointer, focus) or opens it, not with the addresses.
const loadAddressForm = () => import('./AddressForm');
const AddressForm = lazy(() => loadAddressForm().then((m) => ({ default: m.AddressForm })));
const reachForForm = () => void loadAddressForm().catch(() => undefined);

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
            <Suspense fallback={<Spinner />}>
              <AddressForm
                account={account}
                address={address}
                onDone={(status) => {
                  setSaved(status);
                  setEditing(false);
                }}
              />
            </Suspense>
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
              onPointerEnter={reachForForm}
              onFocus={reachForForm}
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
