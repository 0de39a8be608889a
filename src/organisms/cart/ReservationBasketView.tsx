import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useReservation } from '../../hooks/useReservation';
import { useFormatters } from '../../hooks/useFormatters';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useProductImages } from '../../hooks/useProductImages';
import { productUrl } from '../../domain/routes';
import { IMAGE_WIDTH, QUANTITY_MAX } from '../../config/constants';
import { loginFlyoutOpenAtom } from '../../state/user';
import { CheckoutSteps } from './CheckoutSteps';
import { EmptyBasket } from './EmptyBasket';
import { quantityOptions, RESERVATION_STEPS } from '../../domain/cart-rules';

/** The reservation basket (type=reservation): items, store, amount changes, removal, checkout. */
export function ReservationBasketView({ homeHref }: { homeHref: string }) {
  const intl = useIntl();
  const { image } = useProductImages();
  const format = useFormatters();
  const { basket, error, isLoading, edit, remove, checkout, reload } = useReservation();
  const openLogin = useSetAtom(loginFlyoutOpenAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' } | { kind: 'login' } | { kind: 'error'; message: string } | null>(null);

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
    if (result.ok) setOutcome({ kind: 'success' });
    else if (result.errors.some((e) => e.code === 'unauthorized')) {
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
      {outcome?.kind === 'success' ? (
        <Alert variant="success">
          <FormattedMessage id="reservation.success" />
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <EmptyBasket messageId="reservation.empty" homeHref={homeHref} />
      ) : (
        <div className="basket__layout">
          <ul className="cart-lines">
            {items.map((item) => (
              <li key={item.basketid} className="cart-line" data-basket-id={item.basketid}>
                <img
                  className="cart-line__image"
                  src={image({ itemnum: item.itemNumber, index: 0, width: IMAGE_WIDTH.thumb })}
                  alt=""
                  width={90}
                  height={120}
                  loading="lazy"
                />
                <div className="cart-line__info">
                  <p className="cart-line__brand">{item.brand}</p>
                  <p className="cart-line__name">
                    <a href={productUrl({ url: item.slug, identifier: item.productId, colorVariant: item.itemNumber })}>{item.name}</a>
                  </p>
                  <p className="cart-line__variant">
                    <FormattedMessage id="cart.size" values={{ size: item.size }} /> · <FormattedMessage id="cart.color" values={{ color: item.color }} />
                  </p>
                </div>
                <div className="cart-line__quantity">
                  <label>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'cart.quantityOf' }, { name: item.name })}</span>
                    <select value={item.count} onChange={(e) => void edit(item.basketid, Number(e.target.value))}>
                      {quantityOptions(item.count, QUANTITY_MAX).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <div className="cart-line__prices">
                  <strong className="cart-line__total">{format.cents(item.price * item.count)}</strong>
                </div>
                <button type="button" className="cart-line__remove btn btn--link" onClick={() => void remove(item.basketid)}>
                  <span aria-hidden="true">
                    <FormattedMessage id="cart.removeShort" />
                  </span>
                  <span className="visually-hidden">{intl.formatMessage({ id: 'cart.remove' }, { name: item.name })}</span>
                </button>
              </li>
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
