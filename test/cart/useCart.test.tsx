import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useCart } from '../../src/hooks/useCart';
import { apiErrorModalAtom } from '../../src/state/cart';
import { setAppBridge, type AppCallback } from '../../src/app/bridge';
import { cartOf, cartServer, fakeApi, line } from './support/fake-api';
import { renderShopHook } from './support/shop';

afterEach(() => {
  vi.unstubAllGlobals();
  setAppBridge(null);
});

describe('useCart', () => {
  it("shows a changed quantity at once; the figures are the server answer's, busy until it comes", async () => {
    const server = cartServer(cartOf([line('1', { count: 1, price: 1000 })]));
    const api = fakeApi(server.handlers);
    const { result } = renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.cart?.lineItems).toHaveLength(1));
    api.hold();
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.update('1', 3);
    });
    await waitFor(() => expect(result.current.cart!.lineItems[0]!.count).toBe(3));
    expect(result.current.updating).toBe(true);
    expect([result.current.itemCount, result.current.cart!.lineItems[0]!.totalPrice, result.current.cart!.total]).toEqual([1, 1000, 1000]);
    api.releaseAll();
    await act(() => done);
    expect(result.current.updating).toBe(false);
    expect([result.current.itemCount, result.current.cart!.lineItems[0]!.totalPrice, result.current.cart!.total]).toEqual([3, 3000, 3000]);
  });

  it('rolls a quantity change back when the server refuses it, and shows the message', async () => {
    const server = cartServer(cartOf([line('1', { count: 2 })]));
    const api = fakeApi({
      ...server.handlers,
      'POST /frontastic/action/hirmer-cart/updateLineItem': () => ({
        status: 409,
        body: { success: false, errors: [{ code: 'insufficient_stock', message: 'Only 2 pieces are in stock.' }] },
      }),
    });
    const { result, store } = renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.cart).toBeDefined());
    let outcome: Awaited<ReturnType<typeof result.current.update>> | undefined;
    await act(async () => {
      outcome = await result.current.update('1', 5);
    });
    expect(outcome).toMatchObject({ ok: false, error: 'Only 2 pieces are in stock.' });
    expect(result.current.cart!.lineItems[0]!.count).toBe(2);
    expect(store.get(apiErrorModalAtom)).toEqual({ open: true, messages: ['Only 2 pieces are in stock.'] });
    expect(api.calls.filter((c) => c.path.endsWith('/updateLineItem'))).toHaveLength(1);
  });

  it('sends fast clicks one after the other, in order, and ends with the last quantity', async () => {
    const server = cartServer(cartOf([line('1', { count: 1 })]));
    const api = fakeApi(server.handlers);
    const { result } = renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.cart).toBeDefined());
    api.hold();
    const pending: Promise<unknown>[] = [];
    act(() => {
      pending.push(result.current.update('1', 2));
    });
    act(() => {
      pending.push(result.current.update('1', 3));
    });
    act(() => {
      pending.push(result.current.update('1', 4));
    });
    await waitFor(() => expect(api.waitingCount()).toBe(1));
    // Only the first update is on the wire; the others wait for its answer.
    expect(api.calls.filter((c) => c.path.endsWith('/updateLineItem')).map((c) => (c.body as { count: number }).count)).toEqual([2]);
    api.releaseAll();
    await act(() => Promise.all(pending));
    expect(api.calls.filter((c) => c.path.endsWith('/updateLineItem')).map((c) => (c.body as { count: number }).count)).toEqual([2, 3, 4]);
    expect(server.current().lineItems[0]!.count).toBe(4);
    expect(result.current.cart!.lineItems[0]!.count).toBe(4);
  });

  it('removes a line at once and tells the app the basket changed', async () => {
    const calls: AppCallback[] = [];
    setAppBridge((c) => calls.push(c));
    const server = cartServer(cartOf([line('1'), line('2')]));
    fakeApi(server.handlers);
    const { result } = renderShopHook(() => useCart());
    await waitFor(() => expect(result.current.cart).toBeDefined());
    await act(() => result.current.remove('1'));
    expect(result.current.cart?.lineItems.map((l) => l.lineItemId)).toEqual(['2']);
    expect(calls).toContainEqual({ type: 'basketChanged', itemCount: 1 });
  });
});
