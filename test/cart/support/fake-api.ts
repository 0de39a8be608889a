import { vi } from 'vitest';
import type { Cart, LineItem } from '../../../src/domain/cart';

/**
 * A fetch stand-in for the cart area's endpoints: each call is recorded and answered by a handler;
 * `hold()` keeps answers back until released, to see what the shopper sees while a call runs.
 */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}
export type Handler = (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  let held: (() => void)[] | null = null;
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : { status: 404, body: { success: false, errors: [{ code: 'not_found', message: 'no handler' }] } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    hold() {
      held = [];
    },
    /** Lets the oldest held answer go. */
    releaseOne() {
      held?.shift()?.();
    },
    releaseAll() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    waitingCount: () => held?.length ?? 0,
  };
}

export function line(id: string, overrides: Partial<LineItem> = {}): LineItem {
  const count = overrides.count ?? 1;
  const price = overrides.price ?? 4990;
  return {
    lineItemId: id,
    name: `Hemd ${id}`,
    count,
    price,
    totalPrice: price * count,
    variant: { id: `v-${id}`, sku: `sku-${id}`, projectSpecificData: { size: 'L', color: 'Blau', articleNumber: `1000000${id}`.slice(-8) } },
    projectSpecificData: { brand: 'Valmont', categories: ['Hemden'], productId: `p-${id}`, productType: 'shirt' },
    ...overrides,
  };
}

export function cartOf(lines: LineItem[], overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: 'c1',
    currency: 'EUR',
    lineItems: lines,
    sum: lines.reduce((s, l) => s + l.price * l.count, 0),
    discounts: [],
    total: lines.reduce((s, l) => s + l.price * l.count, 0),
    itemCount: lines.reduce((s, l) => s + l.count, 0),
    projectSpecificData: { oxidErrors: [] },
    ...overrides,
  };
}

/** A cart server in memory: update and remove change it, add appends. */
export function cartServer(initial: Cart) {
  let cart = initial;
  const handlers: Record<string, Handler> = {
    'GET /frontastic/action/hirmer-cart/get': () => ({ body: { success: true, cart } }),
    'POST /frontastic/action/hirmer-cart/updateLineItem': ({ body }) => {
      const { lineItemId, count } = body as { lineItemId: string; count: number };
      cart = cartOf(cart.lineItems.map((l) => (l.lineItemId === lineItemId ? { ...l, count, totalPrice: l.price * count } : l)));
      return { body: { success: true, cart } };
    },
    'POST /frontastic/action/hirmer-cart/removeLineItem': ({ body }) => {
      const { lineItemId } = body as { lineItemId: string };
      cart = cartOf(cart.lineItems.filter((l) => l.lineItemId !== lineItemId));
      return { body: { success: true, cart } };
    },
    'POST /frontastic/action/hirmer-cart/add': ({ body }) => {
      const { variant, count } = body as { variant: { sku: string }; count: number };
      const added = line(String(cart.lineItems.length + 1), {
        count,
        variant: { id: 'v', sku: variant.sku, projectSpecificData: { size: 'M', color: 'Rot', articleNumber: '12345678' } },
      });
      cart = cartOf([...cart.lineItems, added]);
      return { body: { success: true, cart, addedItems: [added] } };
    },
  };
  return { handlers, current: () => cart, set: (next: Cart) => (cart = next) };
}
