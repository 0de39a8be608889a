import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoyaltyCard } from '../../hooks/useLoyaltyCard';
import { loyaltyCardDataSchema, type LoyaltyCard } from '../../domain/loyalty';
import { travelVoucherPercent } from '../../content/loyalty';
import { useButtonLock } from '../../hooks/useButtonLock';
import { useFormatters } from '../../hooks/useFormatters';
import { useShopContext } from '../../page/ShopContext';
import { useAccount } from '../../hooks/useAccount';
import { LoginView } from './RequireLogin';
import { LoyaltyActivationView, LoyaltyEmailRegistration } from './LoyaltyGuest';
import { useAccountPageParams } from '../../hooks/useAccountPage';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/fields';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';
import { Spinner } from '../../ui/Spinner';

function CardDetails({ card }: { card: LoyaltyCard }) {
  const intl = useIntl();
  const format = useFormatters();
  const date = (iso: string) => new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className={`loyalty-card loyalty-card--${card.userLevel}`}>
      <p className="loyalty-card__level">
        <FormattedMessage id="loyalty.level" values={{ level: intl.formatMessage({ id: `loyalty.level.${card.userLevel}` }) }} />
      </p>
      <p>
        <FormattedMessage id="loyalty.number" values={{ number: card.customerNumber }} />
      </p>
      <p>
        <FormattedMessage id="loyalty.travel" values={{ percent: travelVoucherPercent(card.userLevel) }} />
      </p>
      {card.vouchers.length ? (
        <>
          <h3>
            <FormattedMessage id="loyalty.vouchers" />
          </h3>
          <ul className="loyalty-card__vouchers">
            {card.vouchers.map((v, i) => (
              <li key={i} data-status={v.status}>
                <FormattedMessage
                  id="loyalty.voucher"
                  values={{
                    title: v.title,
                    value: format.price(v.value),
                    until: date(v.validUntil),
                    status: intl.formatMessage({ id: `loyalty.voucher.${v.status}` }),
                    store: v.store,
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** Connecting a card: customer number and card code; a failed try locks the button for 10 seconds. */
function ConnectCard({ connect }: { connect: ReturnType<typeof useLoyaltyCard>['connect'] }) {
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

/** The loyalty card page of a logged-in customer: level, number, travel voucher and vouchers; or connecting a card. The International region calls it style pass. */
export function LoyaltyCardView() {
  const { project, locale } = useShopContext();
  const { loggedIn } = useAccount();
  const { params } = useAccountPageParams();
  // The activation mail's link: uid and crm_mail_activator together open the set-new-password view.
  const activation = params?.get('uid') && params.get('crm_mail_activator') ? params.get('crm_mail_activator') : null;
  // A guest sees the login first (the card belongs to an account).
  const { card: data, error, isLoading, connect } = useLoyaltyCard(loggedIn);
  const stylePass = (project.loyaltyLabelByRegion[locale.region] ?? 'stylePass') === 'stylePass';
  return (
    <section className="loyalty-page">
      <h2>
        <FormattedMessage id={stylePass ? 'loyalty.titleStylePass' : 'loyalty.title'} />
      </h2>
      {!loggedIn && activation ? <LoyaltyActivationView token={activation} /> : null}
      {!loggedIn && !activation ? (
        <div className="loyalty-guest">
          <LoginView />
          <LoyaltyEmailRegistration />
        </div>
      ) : null}
      {error ? <Alert variant="danger">{error.message}</Alert> : null}
      {isLoading ? <Spinner /> : data ? <CardDetails card={data} /> : data === null ? <ConnectCard connect={connect} /> : null}
    </section>
  );
}
