import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartBasket } from '../../tastics/cart/basket/CartBasket';
import { ReservationBasketView } from '../../src/organisms/cart/ReservationBasketView';
import WishlistPage from '../../tastics/wishlist/page';
import { ShopOverlays } from '../../src/page/ShopOverlays';
import type { WishlistLineItem } from '../../src/domain/wishlist';
import { storyPageFolder } from '../../stories/support/tastic';
import { cartOf, cartServer, fakeApi, line, type Handler } from './support/fake-api';
import { renderCartUi } from './support/shop';

afterEach(() => vi.unstubAllGlobals());

/**
 * One product line (src/organisms/cart/ProductLine.tsx) draws the basket's lines, the reservation basket's and the
 * wishlist's entries: the same parts in the same places, whatever the list.
 */
function expectProductLine(
  li: HTMLElement,
  { name, brand, itemNumber, href, remove }: { name: string; brand: string; itemNumber: string; href: RegExp; remove: string },
) {
  expect(li).toHaveClass('cart-line');
  expect(li.querySelector('img.cart-line__image')!.getAttribute('src')).toContain(itemNumber);
  expect(within(li).getByText(brand, { selector: '.cart-line__brand' })).toBeInTheDocument();
  expect(within(li).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(href));
  expect(within(li).getByRole('button', { name: remove })).toBeInTheDocument();
}

const wishlistEntry = (psd: Partial<WishlistLineItem['projectSpecificData']> = {}): WishlistLineItem => ({
  lineItemId: 'w1',
  name: 'Sakko Slim',
  count: 1,
  addedAt: '2026-01-01T00:00:00Z',
  projectSpecificData: {
    objectID: 'P1',
    itemNumber: '12345678',
    brand: 'Valmont',
    colorVariant: 'Navy',
    outOfStockFlag: false,
    sku: 'sku-1',
    sizeOnLabel: '50',
    ...psd,
  },
});

function wishlistApi(entry: WishlistLineItem, add: Handler = cartServer(cartOf([])).handlers['POST /frontastic/action/hirmer-cart/add']!) {
  return fakeApi({
    ...cartServer(cartOf([])).handlers,
    'POST /frontastic/action/hirmer-cart/add': add,
    'GET /frontastic/action/hirmer-account/refresh': () => ({ body: { loggedIn: true } }),
    'GET /frontastic/action/hirmer-wishlist/cleanup': () => ({ body: { success: true, removed: 0 } }),
    'GET /frontastic/action/hirmer-wishlist/get': () => ({ body: { success: true, wishlist: { wishlistId: 'w', lineItems: [entry] } } }),
  });
}
const wishlistProps = { tasticId: 't', pageFolder: storyPageFolder, data: { mobile: true, tablet: true, desktop: true } };

describe('one product line for the basket, the reservation basket and the wishlist', () => {
  it('the basket: quantity, the prices the server answered, removal', async () => {
    fakeApi(cartServer(cartOf([line('1', { name: 'Sakko Slim', price: 29900, count: 2, strikePrice: 39900 })])).handlers);
    renderCartUi(<CartBasket homeHref="/" />);
    const li = (await screen.findByText('Sakko Slim')).closest('li')!;
    expectProductLine(li, { name: 'Sakko Slim', brand: 'Valmont', itemNumber: '10000001', href: /p-1.*colorVariant=10000001/, remove: 'Sakko Slim entfernen' });
    expect(within(li).getByLabelText('Menge von Sakko Slim')).toHaveValue('2');
    expect(within(li).getByText('399,00 €', { selector: '.cart-line__strike' })).toBeInTheDocument();
    expect(within(li).getByText('598,00 €', { selector: '.cart-line__total' })).toBeInTheDocument();
  });

  it('the reservation basket: quantity, the line amount, removal', async () => {
    const item = {
      basketid: 'b1',
      oxid: 'sku-b1',
      count: 2,
      name: 'Sakko Slim',
      brand: 'Valmont',
      productId: 'P1',
      slug: 'sakko-slim',
      itemNumber: '12345678',
      color: 'Navy',
      size: '50',
      price: 10000,
    };
    fakeApi({
      'GET /frontastic/action/hirmer-reserve/cart': () => ({
        body: { success: true, errors: [], reservation: { reservationBasketItems: [item], filiale: null } },
      }),
    });
    renderCartUi(<ReservationBasketView homeHref="/" />);
    const li = (await screen.findByText('Sakko Slim')).closest('li')!;
    expectProductLine(li, {
      name: 'Sakko Slim',
      brand: 'Valmont',
      itemNumber: '12345678',
      href: /sakko-slim\/P1.*colorVariant=12345678/,
      remove: 'Sakko Slim entfernen',
    });
    expect(within(li).getByLabelText('Menge von Sakko Slim')).toHaveValue('2');
    expect(within(li).getByText('200,00 €', { selector: '.cart-line__total' })).toBeInTheDocument();
  });

  it('the wishlist: size, add to basket with the outcome beside the entry, removal', async () => {
    wishlistApi(wishlistEntry());
    renderCartUi(<WishlistPage {...wishlistProps} />);
    const li = (await screen.findByText('Sakko Slim')).closest('li')!;
    expectProductLine(li, {
      name: 'Sakko Slim',
      brand: 'Valmont',
      itemNumber: '12345678',
      href: /P1.*colorVariant=12345678/,
      remove: 'Sakko Slim vom Merkzettel entfernen',
    });
    expect(li).toHaveTextContent('Größe: 50');
    expect(li.querySelector('.cart-line__quantity, .cart-line__prices')).toBeNull();
  });
});

describe('the wishlist entry shows the outcome of its add beside itself, and no overlay', () => {
  it.each([
    [
      'nothing added, with oxidErrors: the first message, not a confirmation',
      () => ({ body: { success: true, addedItems: [], cart: cartOf([], { projectSpecificData: { oxidErrors: [{ message: 'Artikel nicht lieferbar' }] } }) } }),
      'Artikel nicht lieferbar',
    ],
    [
      'nothing added and no error: the generic text',
      () => ({ body: { success: true, addedItems: [], cart: cartOf([]) } }),
      'Die Verfügbarkeit in den Filialen konnte nicht geladen werden.',
    ],
    [
      'the size sold out: the server message',
      () => ({ status: 409, body: { success: false, errors: [{ code: 'sold_out', message: 'Diese Größe ist ausverkauft.' }] } }),
      'Diese Größe ist ausverkauft.',
    ],
  ] as const)('%s', async (_rule, add, text) => {
    wishlistApi(wishlistEntry(), add);
    renderCartUi(
      <>
        <WishlistPage {...wishlistProps} />
        <ShopOverlays />
      </>,
    );
    const li = (await screen.findByText('Sakko Slim')).closest('li')!;
    await userEvent.click(within(li).getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(li).toHaveTextContent(text));
    expect(li).not.toHaveTextContent('liegt jetzt in Ihrem Warenkorb');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
