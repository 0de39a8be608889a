import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAddToBasket } from '../../src/hooks/useAddToBasket';
import { ShopOverlays } from '../../src/page/ShopOverlays';
import { CartIcon } from '../../src/organisms/cart/CartIcon';
import { addToBasketAtom } from '../../src/state/cart';
import { setAppBridge, type AppCallback } from '../../src/app/bridge';
import { setTrackingAdapters, type TrackingEvent } from '../../src/tracking';
import type { Handler } from './support/fake-api';
import { cartOf, cartServer, fakeApi, line } from './support/fake-api';
import { renderCartUi } from './support/shop';

afterEach(() => {
  vi.unstubAllGlobals();
  setAppBridge(null);
  setTrackingAdapters([]);
});

function AddButton({ sku = 'abc' }: { sku?: string }) {
  const basket = useAddToBasket();
  return (
    <button type="button" aria-busy={basket.busy} onClick={() => void basket.add({ variant: { sku }, count: 1 }, { objectID: 'P1', queryID: 'q1' })}>
      add
    </button>
  );
}

const oxid = (...messages: string[]) => ({ projectSpecificData: { oxidErrors: messages.map((message) => ({ message })) } });
const ok =
  (addedItems: ReturnType<typeof line>[], extra: Partial<ReturnType<typeof cartOf>> = {}): Handler =>
  () => ({
    body: { success: true, addedItems, cart: cartOf(addedItems, extra) },
  });
const refused =
  (status: number, code: string, message: string): Handler =>
  () => ({ status, body: { success: false, errors: [{ code, message }] } });

const BASKET = 'Der Artikel wurde in den Warenkorb gelegt';
const SOLD_OUT = 'Leider ausverkauft';
const ERRORS = 'Bitte beachten Sie den folgenden Hinweis';
const NOTHING = 'Der Artikel konnte nicht in den Warenkorb gelegt werden';

describe('the add-to-basket connector: one click, one outcome, the overlays read it', () => {
  it.each([
    ['lines added', 'added', [BASKET], 'Hemd 1', ok([line('1')])],
    ['lines added with oxidErrors', 'added', [BASKET, ERRORS], 'Nur noch 1 Stück', ok([line('1')], oxid('Nur noch 1 Stück'))],
    ['nothing added, with oxidErrors', 'refused', [ERRORS], 'Artikel nicht lieferbar', ok([], oxid('Artikel nicht lieferbar'))],
    ['nothing added and no error', 'nothingAdded', [NOTHING], 'Die Verfügbarkeit in den Filialen konnte nicht geladen werden.', ok([])],
    ['the size sold out', 'soldOut', [SOLD_OUT], 'in der gewählten Größe', refused(409, 'sold_out', 'Diese Größe ist ausverkauft.')],
    ['the server refused', 'failed', [ERRORS], 'Sku is missing', refused(422, 'sku_missing', 'Sku is missing')],
  ] as const)('%s: the outcome %s opens %j', async (_case, kind, dialogs, text, answer) => {
    const api = fakeApi({ ...cartServer(cartOf([])).handlers, 'POST /frontastic/action/hirmer-cart/add': answer });
    const { store } = renderCartUi(
      <>
        <AddButton />
        <ShopOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(store.get(addToBasketAtom)?.outcome.kind).toBe(kind));
    for (const name of dialogs) expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(dialogs.length);
    expect(screen.getAllByRole('dialog').some((d) => d.textContent?.includes(text))).toBe(true);
    expect(api.calls.filter((c) => c.path === '/frontastic/action/hirmer-cart/add')).toHaveLength(1);
  });

  it("a technical failure opens only the request layer's error modal, once", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    const { store } = renderCartUi(
      <>
        <AddButton />
        <ShopOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByRole('dialog', { name: ERRORS })).toHaveTextContent('Es ist ein technisches Problem aufgetreten');
    expect(store.get(addToBasketAtom)).toMatchObject({ outcome: { kind: 'failed', technical: true }, open: [] });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('is busy while the call runs; a success updates the cart, tells the app and tracks the added line', async () => {
    const callbacks: AppCallback[] = [];
    setAppBridge((c) => callbacks.push(c));
    const events: TrackingEvent[] = [];
    setTrackingAdapters([{ send: (e) => events.push(e) }]);
    const api = fakeApi(cartServer(cartOf([])).handlers);
    renderCartUi(
      <>
        <CartIcon />
        <AddButton sku="abc" />
        <ShopOverlays />
      </>,
    );
    const button = screen.getByRole('button', { name: 'add' });
    api.hold();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    api.releaseAll();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(await screen.findByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeInTheDocument();
    expect(callbacks).toContainEqual({ type: 'basketChanged', itemCount: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'addToCart', objectID: 'P1', sku: 'abc', quantity: 1, queryID: 'q1' }));
  });

  it("each click has its own outcome: the second one's overlays open, the first's stay closed", async () => {
    let first = true;
    fakeApi({
      ...cartServer(cartOf([])).handlers,
      'POST /frontastic/action/hirmer-cart/add': (call) => {
        const answer = first ? refused(409, 'sold_out', 'ausverkauft')(call) : ok([line('2')])(call);
        first = false;
        return answer;
      },
    });
    const { store } = renderCartUi(
      <>
        <AddButton />
        <ShopOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByRole('dialog', { name: BASKET })).toHaveTextContent('Hemd 2');
    expect(screen.queryByRole('dialog', { name: SOLD_OUT })).toBeNull();
    expect(store.get(addToBasketAtom)).toMatchObject({ outcome: { kind: 'added' }, open: ['basket'] });
  });
});
