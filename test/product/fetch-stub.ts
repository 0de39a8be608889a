import { vi } from 'vitest';

/** A fetch stub answering by path; records every call (method, path, body). */
export type Route = (url: URL, init: RequestInit | undefined) => { status?: number; body: unknown } | undefined;

export function stubFetch(routes: Record<string, Route | { status?: number; body: unknown }>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = typeof route === 'function' ? route(url, init) : route;
    if (!answer) return new Response(JSON.stringify({ success: false, errors: [{ code: 'not_found', message: 'not found' }] }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const emptyCart = { cartId: 'c1', currency: 'EUR', lineItems: [], sum: 0, itemCount: 0, projectSpecificData: { oxidErrors: [] } };
export const emptyReservation = { reservationBasketItems: [], filiale: null };
export const baseRoutes = {
  'GET /frontastic/action/hirmer-cart/get': { body: { success: true, cart: emptyCart } },
  'GET /frontastic/action/hirmer-wishlist/get': { body: { success: true, wishlist: { wishlistId: null, lineItems: [] } } },
  'GET /frontastic/action/hirmer-reserve/cart': { body: { success: true, errors: [], reservation: emptyReservation } },
  'GET /frontastic/action/hirmer-review/list': { body: { success: true, data: {} } },
};

export const store = (id: string, name: string, stock: number) => ({
  store: id,
  name,
  stock,
  address: { street: 'Kaufingerstraße 28', postalCode: '80331', city: 'München', country: 'DE', phone: '+49 89 236830' },
  openingHours: [{ days: 'Mo–Sa', hours: '10–20 Uhr' }],
});
