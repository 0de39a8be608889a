import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReservationBasketView } from '../../src/organisms/cart/ReservationBasketView';
import type { ReservationBasket } from '../../src/domain/reservation';
import { fakeApi, type Handler } from './support/fake-api';
import { renderCartUi } from './support/shop';

afterEach(() => vi.unstubAllGlobals());

const store = { id: 'muc', name: 'Hirmer München', address: { street: 'Kaufingerstraße 28', postalCode: '80331', city: 'München', country: 'DE', phone: '' } };
const item = (basketid: string, name: string, count = 1) => ({
  basketid,
  oxid: `sku-${basketid}`,
  count,
  name,
  brand: 'Valmont',
  productId: `p-${basketid}`,
  slug: 'sakko-slim-fit',
  itemNumber: '12345678',
  color: 'Navy',
  size: '50',
  price: 10000,
});

function reservationServer(initial: ReservationBasket, extra: Record<string, Handler> = {}) {
  let basket = initial;
  const answer = () => ({ body: { success: true, errors: [], reservation: basket } });
  const api = fakeApi({
    'GET /frontastic/action/hirmer-reserve/cart': answer,
    'POST /frontastic/action/hirmer-reserve/edit': ({ body }) => {
      const { basketid, amount } = body as { basketid: string; amount: number };
      basket = { ...basket, reservationBasketItems: basket.reservationBasketItems.map((i) => (i.basketid === basketid ? { ...i, count: amount } : i)) };
      return answer();
    },
    'POST /frontastic/action/hirmer-reserve/removeLineItem': ({ body }) => {
      const items = basket.reservationBasketItems.filter((i) => i.basketid !== (body as { basketid: string }).basketid);
      basket = { reservationBasketItems: items, filiale: items.length ? basket.filiale : null };
      return answer();
    },
    ...extra,
  });
  return { api, current: () => basket };
}

describe('reservation basket', () => {
  it('shows the items and the store, changes an amount and sends the store with it', async () => {
    const server = reservationServer({ reservationBasketItems: [item('b1', 'Sakko')], filiale: store });
    renderCartUi(<ReservationBasketView homeHref="/" />);
    expect(await screen.findByRole('heading', { name: 'Reservierungskorb' })).toBeInTheDocument();
    expect(screen.getByText('Hirmer München')).toBeInTheDocument();
    // Each item links to its product page in the chosen colour.
    expect(screen.getByRole('link', { name: 'Sakko' })).toHaveAttribute('href', expect.stringMatching(/sakko-slim-fit.*p-b1.*colorVariant=12345678/));
    expect(screen.getByRole('navigation', { name: 'Schritte der Bestellung' })).toHaveTextContent(/Reservierungsübersicht.*Anmelden.*Reservierung prüfen/);
    await userEvent.selectOptions(screen.getByLabelText('Menge von Sakko'), '3');
    await waitFor(() => expect(server.current().reservationBasketItems[0]!.count).toBe(3));
    expect(server.api.calls.find((c) => c.path === '/frontastic/action/hirmer-reserve/edit')!.body).toMatchObject({
      basketid: 'b1',
      amount: 3,
      filialeid: 'muc',
    });
  });

  it('puts the amount back when the store has too few pieces', async () => {
    reservationServer(
      { reservationBasketItems: [item('b1', 'Sakko')], filiale: store },
      {
        'POST /frontastic/action/hirmer-reserve/edit': () => ({
          status: 409,
          body: { success: false, errors: [{ code: 'insufficient_stock', message: 'Only 1 piece in this store.' }] },
        }),
      },
    );
    renderCartUi(<ReservationBasketView homeHref="/" />);
    const select = await screen.findByLabelText('Menge von Sakko');
    await userEvent.selectOptions(select, '4');
    await waitFor(() => expect(select).toHaveValue('1'));
  });

  it('drops the store when the last item is removed', async () => {
    reservationServer({ reservationBasketItems: [item('b1', 'Sakko')], filiale: store });
    renderCartUi(<ReservationBasketView homeHref="/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sakko entfernen' }));
    expect(await screen.findByText('Sie haben noch keine Artikel zur Reservierung ausgewählt.')).toBeInTheDocument();
    expect(screen.queryByText('Hirmer München')).toBeNull();
  });

  it('hands the reservation over to the reservation checkout the server answers', async () => {
    const basket = { reservationBasketItems: [item('b1', 'Sakko')], filiale: store };
    const server = reservationServer(basket, {
      'GET /frontastic/action/hirmer-reserve/checkout': () => ({
        body: { success: true, errors: [], data: { url: '/reservation-checkout?store=MUC1&locale=de_DE' }, reservation: basket },
      }),
    });
    const navigate = vi.fn();
    renderCartUi(<ReservationBasketView homeHref="/" navigate={navigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt reservieren' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/reservation-checkout?store=MUC1&locale=de_DE'));
    expect(server.api.calls.some((c) => c.path === '/frontastic/action/hirmer-reserve/checkout')).toBe(true);
  });
});
