import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WishlistPage from '../../tastics/wishlist/page';
import { WishlistNotice } from '../../src/organisms/wishlist/WishlistNotice';
import { useWishlist } from '../../src/hooks/useWishlist';
import { setAppBridge, type AppCallback } from '../../src/app/bridge';
import { loginFlyoutOpenAtom } from '../../src/state/user';
import type { Wishlist, WishlistLineItem } from '../../src/domain/wishlist';
import { cartOf, cartServer, fakeApi, type Handler } from '../cart/support/fake-api';
import { renderCartUi, renderShopHook } from '../cart/support/shop';
import { storyPageFolder } from '../../stories/support/tastic';

afterEach(() => {
  vi.unstubAllGlobals();
  setAppBridge(null);
});

const entry = (id: string, name: string, psd: Partial<WishlistLineItem['projectSpecificData']> = {}): WishlistLineItem => ({
  lineItemId: id,
  name,
  count: 1,
  addedAt: '2026-01-01T00:00:00Z',
  projectSpecificData: { objectID: `p-${id}`, itemNumber: `1234567${id}`, brand: 'Valmont', colorVariant: 'Navy', outOfStockFlag: false, ...psd },
});

function wishlistServer(initial: Wishlist, extra: Record<string, Handler> = {}) {
  let wishlist = initial;
  return fakeApi({
    ...cartServer(cartOf([])).handlers,
    'GET /frontastic/action/hirmer-account/refresh': () => ({ body: { loggedIn: false } }),
    'GET /frontastic/action/hirmer-wishlist/cleanup': () => ({ body: { success: true, removed: 0 } }),
    'GET /frontastic/action/hirmer-wishlist/get': () => ({ body: { success: true, wishlist } }),
    'POST /frontastic/action/hirmer-wishlist/remove': ({ body }) => {
      wishlist = { ...wishlist, lineItems: wishlist.lineItems.filter((l) => l.lineItemId !== (body as { lineItemId: string }).lineItemId) };
      return { body: { success: true, wishlist } };
    },
    'POST /frontastic/action/hirmer-wishlist/add': ({ body }) => {
      const { itemNumber } = body as { itemNumber: string };
      wishlist = { ...wishlist, lineItems: [...wishlist.lineItems, entry('9', 'Neu', { itemNumber })] };
      return { body: { success: true, wishlist, firstInSession: wishlist.lineItems.length === 1 } };
    },
    ...extra,
  });
}

const props = { tasticId: 't', pageFolder: storyPageFolder, data: { mobile: true, tablet: true, desktop: true } };

describe('wishlist page', () => {
  it('warns about a missing size and shows the sold-out label', async () => {
    wishlistServer({ wishlistId: 'w', lineItems: [entry('1', 'Pullover'), entry('2', 'Jacke', { sku: 's2', sizeOnLabel: 'XL', outOfStockFlag: true })] });
    renderCartUi(<WishlistPage {...props} />);
    const pullover = (await screen.findByText('Pullover')).closest('li')!;
    await userEvent.click(pullover.querySelector('button')!);
    expect(await screen.findByText('Bitte wählen Sie Ihre Größe')).toBeInTheDocument();
    const jacke = screen.getByText('Jacke').closest('li')!;
    expect(jacke).toHaveTextContent('Ausverkauft');
    await userEvent.click(jacke.querySelector('button')!);
    expect(await screen.findByText('Diese Größe ist nicht mehr verfügbar. Bitte wählen Sie eine andere Größe.')).toBeInTheDocument();
  });

  it('adds an entry to the cart with quantity 1, busy meanwhile, then confirms and tells the app', async () => {
    const callbacks: AppCallback[] = [];
    setAppBridge((c) => callbacks.push(c));
    const api = wishlistServer({ wishlistId: 'w', lineItems: [entry('1', 'Sakko', { sku: 'sku-1', sizeOnLabel: '50' })] });
    renderCartUi(<WishlistPage {...props} />);
    const button = await screen.findByRole('button', { name: 'In den Warenkorb' });
    api.hold();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    api.releaseAll();
    expect(await screen.findByText('Sakko liegt jetzt in Ihrem Warenkorb.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/frontastic/action/hirmer-cart/add')!.body).toMatchObject({ variant: { sku: 'sku-1' }, count: 1 });
    expect(callbacks).toContainEqual({ type: 'basketChanged', itemCount: 1 });
  });

  it('removes an entry', async () => {
    wishlistServer({ wishlistId: 'w', lineItems: [entry('1', 'Sakko')] });
    renderCartUi(<WishlistPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sakko vom Merkzettel entfernen' }));
    expect(await screen.findByText('Auf Ihrem Merkzettel ist noch nichts.')).toBeInTheDocument();
  });

  it('asks visitors to log in and opens the login flyout', async () => {
    wishlistServer({ wishlistId: null, lineItems: [] });
    const { store } = renderCartUi(<WishlistPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(store.get(loginFlyoutOpenAtom)).toBe(true);
  });

  it('offers a reload when the wishlist cannot be loaded', async () => {
    wishlistServer(
      { wishlistId: null, lineItems: [] },
      { 'GET /frontastic/action/hirmer-wishlist/get': () => ({ status: 503, body: { success: false, errors: [{ code: 'down', message: 'down' }] } }) },
    );
    renderCartUi(<WishlistPage {...props} />);
    expect(await screen.findByText(/Der Merkzettel konnte nicht geladen werden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});

describe('useWishlist', () => {
  it('toggles an article on and off at once, and the first add of the session opens the notice', async () => {
    const api = wishlistServer({ wishlistId: null, lineItems: [] });
    const { result, store } = renderShopHook(() => useWishlist());
    await waitFor(() => expect(result.current.wishlist).toBeDefined());
    api.hold();
    let pending!: Promise<boolean>;
    act(() => {
      pending = result.current.toggle({ itemNumber: '12345670', name: 'Sakko' });
    });
    await waitFor(() => expect(result.current.isInWishlist('12345670')).toBe(true));
    api.releaseAll();
    await act(async () => expect(await pending).toBe(true));
    const { wishlistNoticeAtom } = await import('../../src/state/cart');
    expect(store.get(wishlistNoticeAtom)).toBe(true);
    await act(async () => expect(await result.current.toggle({ itemNumber: '12345670' })).toBe(false));
    expect(result.current.isInWishlist('12345670')).toBe(false);
  });

  it('rolls an add back when the server refuses it', async () => {
    wishlistServer(
      { wishlistId: null, lineItems: [] },
      {
        'POST /frontastic/action/hirmer-wishlist/add': () => ({
          status: 404,
          body: { success: false, errors: [{ code: 'unknown_item_number', message: 'no' }] },
        }),
      },
    );
    const { result } = renderShopHook(() => useWishlist());
    await waitFor(() => expect(result.current.wishlist).toBeDefined());
    await act(async () => expect(await result.current.toggle({ itemNumber: '12345670' })).toBe(false));
    expect(result.current.isInWishlist('12345670')).toBe(false);
  });

  it('the notice explains the 7-day session wishlist and closes', async () => {
    const { store } = renderCartUi(<WishlistNotice />);
    const { wishlistNoticeAtom } = await import('../../src/state/cart');
    act(() => store.set(wishlistNoticeAtom, true));
    expect(screen.getByRole('dialog', { name: 'Ihr Merkzettel' })).toHaveTextContent('7 Tage');
    await userEvent.click(screen.getByRole('button', { name: 'Verstanden' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
