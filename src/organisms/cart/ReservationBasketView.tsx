import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useReservation } from '../../hooks/useReservation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { productUrl } from '../../domain/routes';
import { loginFlyoutOpenAtom } from '../../state/user';
import { CheckoutSteps } from './CheckoutSteps';
import { EmptyBasket } from './EmptyBasket';
import { RESERVATION_STEPS, reservationLineTotal } from '../../domain/cart-rules';
import { ProductLine } from './ProductLine';

function goTo(url: string) {
  window.location.assign(url);
}

/**
 * The reservation basket (type=reservation): items, store, amount changes, removal, and the hand-off
 * to the reservation checkout (its address comes from the server; `navigate` for tests).
 */
export function ReservationBasketView({ homeHref, navigate = goTo }: { homeHref: string; navigate?: (url: string) => void }) {
  const intl = useIntl();
  const { basket, error, isLoading, edit, remove, checkout, reload } = useReservation();
  const openLogin = useSetAtom(loginFlyoutOpenAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'login' } | { kind: 'error'; message: string } | null>(null);

  if (error && !basket) {
    return (
      <Alert variant="danger">
        <FormattedMessage id="common.technicalError" />{' '}
        <Button variant="link" onClick={() => void reload()}>
          <FormattedMessage id="wishlist.reload" />
        </Button>
      </Alert>
    );
  }
  if (isLoading || !basket) return <Spinner />;

  const reserve = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await checkout();
    setBusy(false);
    if (result.ok) return navigate(result.data.data.url);
    if (result.errors.some((e) => e.code === 'unauthorized')) {
      setOutcome({ kind: 'login' });
      openLogin(true);
    } else setOutcome({ kind: 'error', message: result.errors[0]?.message ?? intl.formatMessage({ id: 'common.technicalError' }) });
  };

  const items = basket.reservationBasketItems;
  return (
    <div className="basket basket--reservation">
      <CheckoutSteps steps={RESERVATION_STEPS} />
      <h1 className="basket__title">
        <FormattedMessage id="reservation.title" />
      </h1>
      {items.length === 0 ? (
        <EmptyBasket messageId="reservation.empty" homeHref={homeHref} />
      ) : (
        <div className="basket__layout">
          <ul className="cart-lines">
            {items.map((item) => (
              <ProductLine
                key={item.basketid}
                data={{ 'data-basket-id': item.basketid }}
                itemNumber={item.itemNumber}
                href={productUrl({ url: item.slug, identifier: item.productId, colorVariant: item.itemNumber })}
                brand={item.brand}
                name={item.name}
                details={
                  <p className="cart-line__variant">
                    <FormattedMessage id="cart.size" values={{ size: item.size }} /> · <FormattedMessage id="cart.color" values={{ color: item.color }} />
                  </p>
                }
                quantity={{ count: item.count, onChange: (count) => void edit(item.basketid, count) }}
                prices={{ total: reservationLineTotal(item) }}
                remove={{ label: intl.formatMessage({ id: 'cart.remove' }, { name: item.name }), onRemove: () => void remove(item.basketid) }}
              />
            ))}
          </ul>
          <aside className="basket__summary">
            {basket.filiale ? (
              <section className="basket__store" aria-labelledby="reservation-store-title">
                <h2 id="reservation-store-title">
                  <FormattedMessage id="reservation.store" />
                </h2>
                <address>
                  <strong>{basket.filiale.name}</strong>
                  <br />
                  {basket.filiale.address.street}
                  <br />
                  {basket.filiale.address.postalCode} {basket.filiale.address.city}
                </address>
              </section>
            ) : null}
            {outcome?.kind === 'login' ? (
              <Alert variant="info">
                <FormattedMessage id="reservation.loginRequired" />
              </Alert>
            ) : null}
            {outcome?.kind === 'error' ? <Alert variant="danger">{outcome.message}</Alert> : null}
            <Button block busy={busy} onClick={() => void reserve()}>
              <FormattedMessage id="reservation.checkout" />
            </Button>
          </aside>
        </div>
      )}
    </div>
  );
}
