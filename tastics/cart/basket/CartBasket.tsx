import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useCart } from '../../../src/hooks/useCart';
import { useFormatters } from '../../../src/hooks/useFormatters';
import { useShopContext } from '../../../src/shop/ShopContext';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { loginFlyoutOpenAtom } from '../../../src/state/user';
import { track } from '../../../src/tracking';
import { CHECKOUT_STEPS } from '../../../src/config/constants';
import { LineItemList } from '../../../src/organisms/cart/LineItemList';
import { CheckoutSteps } from '../../../src/organisms/cart/CheckoutSteps';
import { VoucherForm } from './VoucherForm';
import { EmptyBasket } from '../../../src/organisms/cart/EmptyBasket';
import { freeShippingRemainder, isExpressPaymentAvailable, ORDER_STEPS, vatTextId } from '../../../src/domain/cart-rules';
import type { ExpressMethod } from '../../../src/domain/cart';

export interface CartBasketProps {
  /** Free-shipping threshold in cents (Germany); none hides the note. */
  homeHref: string;
  /** How to leave for the checkout (tests pass a spy). */
  navigate?: (url: string) => void;
}

function goTo(url: string) {
  window.location.assign(url);
}

/** The basket: steps, lines, free-shipping note, total with the VAT text, express payment, checkout. */
export function CartBasket({ homeHref, navigate = goTo }: CartBasketProps) {
  const { cart, error, isEmpty, updating, update, remove, applyVoucher, removeVoucher, checkout, expressCheckout, refresh } = useCart();
  const intl = useIntl();
  const { locale, projectConfiguration } = useShopContext();
  const format = useFormatters();
  const openLogin = useSetAtom(loginFlyoutOpenAtom);
  const [checkingOut, setCheckingOut] = useState(false);
  const [checkoutProblem, setCheckoutProblem] = useState<'login' | 'error' | null>(null);

  if (error && !cart) {
    return (
      <Alert variant="danger">
        <FormattedMessage id="common.technicalError" />{' '}
        <Button variant="link" onClick={() => void refresh()}>
          <FormattedMessage id="wishlist.reload" />
        </Button>
      </Alert>
    );
  }
  // A cart the page was served with shows at once (SWR reports it loading until its first own answer).
  if (!cart) return <Spinner label={undefined} />;

  const startCheckout = async () => {
    setCheckingOut(true);
    setCheckoutProblem(null);
    track({ type: 'checkoutStep', step: CHECKOUT_STEPS[0] });
    const result = await checkout();
    setCheckingOut(false);
    if (result.ok) return navigate(result.url);
    if (result.errors.some((e) => e.code === 'unauthorized')) {
      setCheckoutProblem('login');
      openLogin(true);
    } else setCheckoutProblem('error');
  };

  /** Express payment: the cart goes to the provider (PayPal, Amazon Pay) without the shop's checkout steps. */
  const startExpress = async (method: ExpressMethod) => {
    setCheckingOut(true);
    setCheckoutProblem(null);
    track({ type: 'checkoutStep', step: CHECKOUT_STEPS[0] });
    const result = await expressCheckout(method);
    setCheckingOut(false);
    if (result.ok) return navigate(result.url);
    setCheckoutProblem('error');
  };

  const remainder = freeShippingRemainder(cart.sum, cart.freeShippingThreshold, locale.territory);
  const express = projectConfiguration.expressAvailability;
  const payPal = isExpressPaymentAvailable(express.payPalExpress, locale.territory);
  const amazonPay = isExpressPaymentAvailable(express.amazonPay, locale.territory);

  return (
    <div className="basket">
      <CheckoutSteps steps={ORDER_STEPS} />
      <h1 className="basket__title">
        <FormattedMessage id="cart.title" />
      </h1>
      {isEmpty ? (
        <EmptyBasket messageId="cart.empty" homeHref={homeHref} />
      ) : (
        <div className="basket__layout">
          <section className="basket__lines" aria-labelledby="basket-lines-title" aria-busy={updating}>
            <h2 id="basket-lines-title" className="visually-hidden">
              <FormattedMessage id="cart.title" />
            </h2>
            <LineItemList lineItems={cart.lineItems} onQuantity={(id, count) => void update(id, count)} onRemove={(id) => void remove(id)} />
          </section>
          <aside className="basket__summary" aria-busy={updating}>
            {remainder !== null ? (
              <p className="basket__shipping" role="status">
                {remainder > 0 ? (
                  <FormattedMessage id="cart.freeShipping.remaining" values={{ amount: format.cents(remainder) }} />
                ) : (
                  <FormattedMessage id="cart.freeShipping.reached" />
                )}
              </p>
            ) : null}
            {cart.discounts.length ? (
              <dl className="basket__subtotal">
                <dt>
                  <FormattedMessage id="cart.subtotal" />
                </dt>
                <dd>{format.cents(cart.sum)}</dd>
                {cart.discounts.map((d) => (
                  <div key={d.code} className="basket__discount">
                    <dt>
                      <FormattedMessage id={d.kind === 'giftcard' ? 'cart.giftCard' : 'cart.voucher'} /> {d.code}{' '}
                      <Button
                        variant="link"
                        onClick={() => void removeVoucher(d.code)}
                        aria-label={intl.formatMessage({ id: 'cart.voucher.remove' }, { code: d.code })}
                      >
                        <FormattedMessage id="cart.removeShort" />
                      </Button>
                    </dt>
                    <dd>−{format.cents(d.amount)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <dl className="basket__total">
              <dt>
                <FormattedMessage id="cart.total" />
              </dt>
              <dd data-testid="basket-total">{format.cents(cart.total)}</dd>
            </dl>
            <p className="basket__vat">
              <FormattedMessage id={vatTextId(locale.vatGroup)} />
            </p>
            {checkoutProblem === 'login' ? (
              <Alert variant="info">
                <FormattedMessage id="cart.checkoutLogin" />
              </Alert>
            ) : null}
            {checkoutProblem === 'error' ? (
              <Alert variant="danger">
                <FormattedMessage id="cart.checkoutError" />
              </Alert>
            ) : null}
            <Button block busy={checkingOut} onClick={() => void startCheckout()}>
              <FormattedMessage id="cart.checkout" />
            </Button>
            <VoucherForm onApply={applyVoucher} />
            {payPal || amazonPay ? (
              <div className="basket__express">
                <p className="basket__express-title">
                  <FormattedMessage id="cart.express.title" />
                </p>
                {payPal ? (
                  <>
                    <Button variant="secondary" block disabled={checkingOut} onClick={() => void startExpress('paypal')}>
                      <FormattedMessage id="cart.express.paypal" />
                    </Button>
                    <p className="basket__hint">
                      <FormattedMessage id="cart.express.paypalAddressHint" />
                    </p>
                  </>
                ) : null}
                {amazonPay ? (
                  <Button variant="secondary" block disabled={checkingOut} onClick={() => void startExpress('amazonpay')}>
                    <FormattedMessage id="cart.express.amazonPay" />
                  </Button>
                ) : null}
              </div>
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
