import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoyaltyCard } from '../../hooks/useLoyaltyCard';
import type { LoyaltyCard } from '../../domain/loyalty';
import { travelVoucherPercent } from '../../content/loyalty';
import { useFormatters } from '../../hooks/useFormatters';
import { useShopContext } from '../../shop/ShopContext';
import { useAccount } from '../../hooks/useAccount';
import { LoginView } from './RequireLogin';
import { accountPageHref, useAccountPageParams } from '../../hooks/useAccountPage';
import { LOYALTY_TRANSIENT_PARAMS, loyaltyAnswers, loyaltyPageType, loyaltyRadioLocks } from '../../domain/loyalty-page';
import { Alert } from '../../ui/Alert';
import { RadioGroup } from '../../ui/form/fields';
import { Spinner } from '../../ui/Spinner';
import { CopyButton } from '../../ui/CopyButton';

// The page's forms (react-hook-form, their zod schemas) are a chunk of their own
// (LoyaltyCardForms.tsx): the card and the questions load neither; a form's code comes with the
// answer that shows it. The activation link's view is a plain form of its own (LoyaltyGuest.tsx),
// whose check comes when the guest reaches for it.
const forms = () => import('./LoyaltyCardForms');
const NewCardForAccount = lazy(() => forms().then((m) => ({ default: m.NewCardForAccount })));
const ConnectCard = lazy(() => forms().then((m) => ({ default: m.ConnectCard })));
const RegisterThenConnect = lazy(() => forms().then((m) => ({ default: m.RegisterThenConnect })));
const NewCustomer = lazy(() => forms().then((m) => ({ default: m.NewCustomer })));
const LoyaltyActivationView = lazy(() => import('./LoyaltyGuest').then((m) => ({ default: m.LoyaltyActivationView })));

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
      <p className="loyalty-card__travel">
        <FormattedMessage id="loyalty.travel" values={{ percent: travelVoucherPercent(card.userLevel) }} />
        {card.travelVoucherCode ? <VoucherCode code={card.travelVoucherCode} /> : null}
      </p>
      {card.vouchers.length ? (
        <>
          <h3>
            <FormattedMessage id="loyalty.vouchers" />
          </h3>
          <ul className="loyalty-card__vouchers">
            {card.vouchers.map((v, i) => (
              <li key={v.code ?? i} data-status={v.status}>
                <FormattedMessage
                  id="loyalty.voucher"
                  values={{
                    title: v.title,
                    value: format.cents(v.value),
                    until: date(v.validUntil),
                    status: intl.formatMessage({ id: `loyalty.voucher.${v.status}` }),
                    store: v.store,
                  }}
                />
                {v.code && v.status === 'available' ? <VoucherCode code={v.code} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** A voucher's code, shown to be typed or copied (§4 "Copy to clipboard"). */
function VoucherCode({ code }: { code: string }) {
  const intl = useIntl();
  return (
    <span className="loyalty-card__code">
      <FormattedMessage id="loyalty.voucher.code" />: <code>{code}</code>{' '}
      <CopyButton text={code} label={intl.formatMessage({ id: 'loyalty.voucher.codeOf' }, { code })} />
    </span>
  );
}

/** The two questions of the loyalty card page; their answers (and the locks) choose the page type. */
function LoyaltyQuestions({
  answers,
  locks,
  onChange,
}: {
  answers: { hasAccount: boolean | null; hasCard: boolean | null };
  locks: { accountNo: boolean; cardYes: boolean };
  onChange: (answers: { hasAccount: boolean | null; hasCard: boolean | null }) => void;
}) {
  const intl = useIntl();
  const yesNo = (value: boolean | null) => (value === null ? undefined : value ? 'yes' : 'no');
  return (
    <div className="loyalty-questions">
      <RadioGroup
        name="loyalty-has-account"
        label={intl.formatMessage({ id: 'loyalty.question.account' })}
        value={yesNo(answers.hasAccount)}
        onChange={(v) => onChange({ ...answers, hasAccount: v === 'yes' })}
        options={[
          { value: 'yes', label: intl.formatMessage({ id: 'loyalty.answer.yes' }) },
          { value: 'no', label: intl.formatMessage({ id: 'loyalty.answer.no' }), disabled: locks.accountNo },
        ]}
      />
      <RadioGroup
        name="loyalty-has-card"
        label={intl.formatMessage({ id: 'loyalty.question.card' })}
        value={yesNo(answers.hasCard)}
        onChange={(v) => onChange({ ...answers, hasCard: v === 'yes' })}
        options={[
          { value: 'yes', label: intl.formatMessage({ id: 'loyalty.answer.yes' }), disabled: locks.cardYes },
          { value: 'no', label: intl.formatMessage({ id: 'loyalty.answer.no' }) },
        ]}
      />
    </div>
  );
}

/** A guest who has an account logs in first; the page then continues with his answers. */
function LoginFirst({ messageId }: { messageId: string }) {
  return (
    <>
      <Alert variant="info">
        <FormattedMessage id={messageId} />
      </Alert>
      <LoginView />
    </>
  );
}

/**
 * The loyalty card page (accounts-cart-services.md §2, §4): its type comes from loyaltyPageType:
 * the activation view of the mail's link; the card of a customer who has one (his address drops the
 * activation and registration parameters); otherwise two questions, locked as the spec says, whose
 * answers lead to the login, connecting a card, the registration or a card by email. The
 * International region calls it style pass.
 */
export function LoyaltyCardView() {
  const { project, locale } = useShopContext();
  const { loggedIn, isLoading: accountLoading } = useAccount();
  const { params } = useAccountPageParams();
  // The activation mail's link: uid and crm_mail_activator together open the set-new-password view.
  const activation = params?.get('uid') && params.get('crm_mail_activator') ? params.get('crm_mail_activator') : null;
  const fromRegistration = params?.get('from') === 'registration';
  const { card: data, error, isLoading, connect, register } = useLoyaltyCard(loggedIn);
  const [answers, setAnswers] = useState<{ hasAccount: boolean | null; hasCard: boolean | null }>({ hasAccount: null, hasCard: null });
  const userHasCard = Boolean(data);
  const input = { loggedIn, userHasCard, ...answers, fromRegistration, activation: Boolean(activation) };
  const type = loyaltyPageType(input);
  const locks = loyaltyRadioLocks(input);
  const stylePass = (project.loyaltyLabelByRegion[locale.region] ?? 'stylePass') === 'stylePass';

  // A card holder is sent to the loyalty card page itself: the address loses the guest's parameters.
  useEffect(() => {
    if (type !== 'card' || !params || !LOYALTY_TRANSIENT_PARAMS.some((p) => params.has(p))) return;
    window.history.replaceState(null, '', accountPageHref('LoyaltyCard'));
  }, [type, params]);

  const waiting = !params || accountLoading || (loggedIn && isLoading);
  const content = (() => {
    switch (type) {
      case 'card':
        return data ? <CardDetails card={data} /> : null;
      case 'setNewPassword':
        return <LoyaltyActivationView token={activation!} />;
      case 'withAccountWithCard':
        return loggedIn ? <ConnectCard connect={connect} /> : <LoginFirst messageId="loyalty.type.loginToConnect" />;
      case 'withAccountWithoutCard':
        return loggedIn ? <NewCardForAccount register={register} /> : <LoginFirst messageId="loyalty.type.loginForNewCard" />;
      case 'withoutAccountWithCard':
        return <RegisterThenConnect />;
      case 'withoutAccountWithoutCard':
        return <NewCustomer />;
      default:
        return null;
    }
  })();
  return (
    <section className="loyalty-page" data-type={waiting ? undefined : type}>
      <h2>
        <FormattedMessage id={stylePass ? 'loyalty.titleStylePass' : 'loyalty.title'} />
      </h2>
      {error ? <Alert variant="danger">{error.message}</Alert> : null}
      {waiting ? (
        <Spinner />
      ) : (
        <>
          {type !== 'card' && type !== 'setNewPassword' ? <LoyaltyQuestions answers={loyaltyAnswers(input)} locks={locks} onChange={setAnswers} /> : null}
          <Suspense fallback={<Spinner />}>{content}</Suspense>
        </>
      )}
    </section>
  );
}
