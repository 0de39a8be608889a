import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAddToBasket } from '../../src/hooks/useAddToBasket';
import { CartIcon } from '../../src/organisms/cart/CartIcon';
import { ShopOverlays } from '../../src/page/ShopOverlays';
import { apiErrorModalAtom } from '../../src/state/cart';
import { cartOf, cartServer, fakeApi, line } from './support/fake-api';
import { renderCartUi } from './support/shop';

afterEach(() => vi.unstubAllGlobals());

function AddButton({ sku }: { sku: string }) {
  const { add } = useAddToBasket();
  return (
    <button type="button" onClick={() => void add({ variant: { sku }, count: 1 })}>
      add
    </button>
  );
}

describe('cart icon and overlays', () => {
  it('is disabled while the cart is empty and links to the basket with the count after an add', async () => {
    fakeApi(cartServer(cartOf([])).handlers);
    renderCartUi(
      <>
        <CartIcon />
        <AddButton sku="abc" />
        <ShopOverlays />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Warenkorb ist leer' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt' });
    expect(dialog).toHaveTextContent('Hemd 1');
    expect(screen.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toHaveAttribute('href', '/cart');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the sold-out modal when the size sold out', async () => {
    fakeApi({
      ...cartServer(cartOf([line('1')])).handlers,
      'POST /frontastic/action/hirmer-cart/add': () => ({
        status: 409,
        body: { success: false, errors: [{ code: 'sold_out', message: 'Diese Größe ist ausverkauft.' }] },
      }),
    });
    renderCartUi(
      <>
        <AddButton sku="abc" />
        <ShopOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByRole('dialog', { name: 'Leider ausverkauft' })).toHaveTextContent('in der gewählten Größe');
  });

  it('shows the global error modal with its headline and the technical-problem text on a timeout or malformed answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    const { store } = renderCartUi(
      <>
        <AddButton sku="abc" />
        <ShopOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitte beachten Sie den folgenden Hinweis' });
    expect(dialog).toHaveTextContent('Es ist ein technisches Problem aufgetreten');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.get(apiErrorModalAtom).open).toBe(false);
  });

  it('lists oxidErrors in the error modal', async () => {
    const { store } = renderCartUi(<ShopOverlays />);
    act(() => store.set(apiErrorModalAtom, { open: true, messages: ['Artikel A ist nicht mehr lieferbar', 'Artikel B nur 1x'] }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Artikel A ist nicht mehr lieferbar');
    expect(dialog).toHaveTextContent('Artikel B nur 1x');
  });
});
