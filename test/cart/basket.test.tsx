import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartBasket } from '../../tastics/cart/basket/CartBasket';
import { loginFlyoutOpenAtom } from '../../src/state/user';
import { cartOf, cartServer, fakeApi, line } from './support/fake-api';
import { renderCartUi } from './support/shop';

afterEach(() => vi.unstubAllGlobals());

// The server gives the free-shipping threshold with the cart.
const twoLines = () =>
  cartOf([line('1', { name: 'Sakko Slim', price: 29900 }), line('2', { name: 'Hemd Kent', price: 7995, count: 2 })], { freeShippingThreshold: 100000 });

describe('basket page', () => {
  it('lists the lines with prices from cents in the region currency and the EU VAT text', async () => {
    fakeApi(cartServer(twoLines()).handlers);
    renderCartUi(<CartBasket homeHref="/" />);
    const first = (await screen.findByText('Sakko Slim')).closest('li')!;
    expect(within(first).getByText('299,00 €', { selector: '.cart-line__unit' })).toBeInTheDocument();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('458,90 €');
    expect(screen.getByText('inkl. MwSt., zzgl. Versandkosten')).toBeInTheDocument();
    expect(screen.getByText(/Noch 541,10 € bis zum kostenlosen Versand nach Deutschland/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Schritte der Bestellung' })).toHaveTextContent('Warenkorb');
  });

  it('shows no free-shipping note when the server gives no threshold', async () => {
    fakeApi(cartServer(cartOf([line('1', { name: 'Sakko Slim', price: 29900 })])).handlers);
    renderCartUi(<CartBasket homeHref="/" />);
    await screen.findByText('Sakko Slim');
    expect(screen.queryByText(/kostenlosen Versand/)).toBeNull();
  });

  it('shows Swiss francs and the Swiss VAT text in Switzerland, without the German shipping note', async () => {
    fakeApi(cartServer(twoLines()).handlers);
    renderCartUi(<CartBasket homeHref="/" />, { locale: 'de_CH' });
    expect(await screen.findByTestId('basket-total')).toHaveTextContent(/CHF/);
    expect(screen.getByText('inkl. MwSt. und Zollgebühren, zzgl. Versandkosten')).toBeInTheDocument();
    expect(screen.queryByText(/kostenlosen Versand/)).toBeNull();
  });

  it('changes a quantity and removes a line', async () => {
    const server = cartServer(twoLines());
    fakeApi(server.handlers);
    renderCartUi(<CartBasket homeHref="/" />);
    await userEvent.selectOptions(await screen.findByLabelText('Menge von Sakko Slim'), '2');
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('757,90 €'));
    expect(server.current().lineItems[0]!.count).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Hemd Kent entfernen' }));
    await waitFor(() => expect(screen.queryByText('Hemd Kent')).toBeNull());
    expect(server.current().lineItems).toHaveLength(1);
  });

  it('says the basket is empty', async () => {
    fakeApi(cartServer(cartOf([])).handlers);
    renderCartUi(<CartBasket homeHref="/" />);
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zur Kasse' })).toBeNull();
  });

  it('hands over to the checkout URL the server answers', async () => {
    const server = cartServer(twoLines());
    fakeApi({ ...server.handlers, 'POST /frontastic/action/hirmer-cart/checkout': () => ({ body: { success: true, data: { url: '/checkout/start' } } }) });
    const navigate = vi.fn();
    renderCartUi(<CartBasket homeHref="/" navigate={navigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Kasse' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/start'));
  });

  it("passes the consent manager's cross-domain data to the checkout, and none when it has none", async () => {
    const server = cartServer(twoLines());
    const bodies: unknown[] = [];
    fakeApi({
      ...server.handlers,
      'POST /frontastic/action/hirmer-cart/checkout': ({ body }) => {
        bodies.push(body);
        return { body: { success: true, data: { url: '/checkout/start' } } };
      },
    });
    const navigate = vi.fn();
    renderCartUi(<CartBasket homeHref="/" navigate={navigate} />);
    window.__consent = { analytics: true, crossDomainData: 'uc-data-1' };
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Zur Kasse' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
      window.__consent = { analytics: true };
      await userEvent.click(screen.getByRole('button', { name: 'Zur Kasse' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    } finally {
      delete window.__consent;
    }
    expect(bodies).toEqual([{ uc_cross_domain_data: 'uc-data-1' }, {}]);
  });

  it('asks a visitor to log in before the checkout and opens the login flyout', async () => {
    const server = cartServer(twoLines());
    fakeApi({
      ...server.handlers,
      'POST /frontastic/action/hirmer-cart/checkout': () => ({
        status: 401,
        body: { success: false, errors: [{ code: 'unauthorized', message: 'Please log in first.' }] },
      }),
    });
    const { store } = renderCartUi(<CartBasket homeHref="/" navigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Kasse' }));
    expect(await screen.findByText('Bitte melden Sie sich an, um zur Kasse zu gehen.')).toBeInTheDocument();
    expect(store.get(loginFlyoutOpenAtom)).toBe(true);
  });

  it('shows the French checkout error text', async () => {
    const server = cartServer(twoLines());
    fakeApi({
      ...server.handlers,
      'POST /frontastic/action/hirmer-cart/checkout': () => ({ status: 409, body: { success: false, errors: [{ code: 'insufficient_stock', message: 'x' }] } }),
    });
    renderCartUi(<CartBasket homeHref="/" navigate={vi.fn()} />, { locale: 'fr_FR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByText('Erreur lors du passage en caisse')).toBeInTheDocument();
  });

  it('offers PayPal Express and Amazon Pay by the country lists', async () => {
    fakeApi(cartServer(twoLines()).handlers);
    renderCartUi(<CartBasket homeHref="/" />, {
      locale: 'de_AT',
      projectConfiguration: { expressAvailability: [{ payPalExpress: 'DE,AT', amazonPay: 'DE' }] },
    });
    expect(await screen.findByRole('button', { name: 'Mit PayPal Express bezahlen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mit Amazon Pay bezahlen' })).toBeNull();
  });

  it('hands the cart to the express provider the shopper chose, not to the normal checkout', async () => {
    const server = cartServer(twoLines());
    const express = vi.fn((body: unknown) => ({
      body: { success: true, data: { url: `/express-checkout/${(body as { method: string }).method}?cart=c1`, method: 'paypal' } },
    }));
    const checkout = vi.fn(() => ({ body: { success: true, data: { url: '/checkout/start' } } }));
    fakeApi({
      ...server.handlers,
      'POST /frontastic/action/hirmer-cart/expressCheckout': ({ body }) => express(body),
      'POST /frontastic/action/hirmer-cart/checkout': checkout,
    });
    const navigate = vi.fn();
    renderCartUi(<CartBasket homeHref="/" navigate={navigate} />, { projectConfiguration: { expressAvailability: [{ payPalExpress: '', amazonPay: 'DE' }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Amazon Pay bezahlen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/express-checkout/amazonpay?cart=c1'));
    await userEvent.click(screen.getByRole('button', { name: 'Mit PayPal Express bezahlen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/express-checkout/paypal?cart=c1'));
    expect(express.mock.calls.map(([body]) => (body as { method: string }).method)).toEqual(['amazonpay', 'paypal']);
    expect(checkout).not.toHaveBeenCalled();
  });

  it('accepts a voucher with the server message and takes it off the total', async () => {
    const server = cartServer(twoLines());
    fakeApi({
      ...server.handlers,
      'POST /frontastic/action/hirmer-cart/applyVoucher': ({ body }) => {
        const code = (body as { code: string }).code;
        if (code !== 'WILLKOMMEN10')
          return { status: 400, body: { success: false, errors: [{ code: 'voucher_invalid', message: 'Der Gutscheincode ist ungültig.', field: 'code' }] } };
        const cart = { ...server.current(), discounts: [{ code, kind: 'voucher' as const, amount: 1000 }], total: server.current().sum - 1000 };
        return { body: { success: true, status: { kind: 'message', text: `Der Gutschein "${code}" wurde akzeptiert.` }, cart } };
      },
    });
    renderCartUi(<CartBasket homeHref="/" />);
    const field = await screen.findByLabelText('Gutscheincode oder Geschenkkartennummer');
    await userEvent.type(field, 'FALSCH');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('Der Gutscheincode ist ungültig.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'WILLKOMMEN10');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('Der Gutschein "WILLKOMMEN10" wurde akzeptiert.')).toBeInTheDocument();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('448,90 €');
  });

  it('shows the invalid-voucher text in English', async () => {
    fakeApi({
      ...cartServer(twoLines()).handlers,
      'POST /frontastic/action/hirmer-cart/applyVoucher': () => ({
        status: 400,
        body: { success: false, errors: [{ code: 'voucher_invalid', message: 'The voucher code is invalid.', field: 'code' }] },
      }),
    });
    renderCartUi(<CartBasket homeHref="/" />, { locale: 'en_GB' });
    await userEvent.type(await screen.findByLabelText('Voucher code or gift card number'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('The voucher code is invalid.')).toBeInTheDocument();
  });
});
