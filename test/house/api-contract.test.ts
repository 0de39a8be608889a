import { describe, expect, it } from 'vitest';
import extensions from '../../extensions';
import { routes, type RouteTable } from '../../extensions/routes';
import type { AnswerAt } from '../../extensions/api-contract';
import { fillPath, type ApiResult } from '../../src/api/request';
import type { fetchCart } from '../../src/api/cart';
import type { fetchOrdersOfYear } from '../../src/api/orders';

/**
 * The browser's endpoint functions take their types from the actions (extensions/api-contract.ts).
 * The checks below are compile-time checks first (`npm run typecheck` runs over test/): a route
 * whose answer is untyped, or a caller reading a field the action does not answer, fails the build.
 */

type AnswerByRoute = { [R in RouteTable as `${R['method']} ${R['path']}`]: R['method'] extends 'GET' | 'POST' ? AnswerAt<R['method'], R['path']> : never };
/** Routes whose action's answer is `unknown` or `any` (a handler typed loosely): must be none. */
type Untyped = { [K in keyof AnswerByRoute]: unknown extends AnswerByRoute[K] ? K : never }[keyof AnswerByRoute];
const everyRouteTyped: [Untyped] extends [never] ? true : Untyped = true;

type Data<F extends (...args: never[]) => Promise<ApiResult<unknown>>> = Extract<Awaited<ReturnType<F>>, { ok: true }>['data'];

describe('API contract', () => {
  it('types every route by its action', () => {
    expect(everyRouteTyped).toBe(true);
  });

  it('names an existing action for every route', () => {
    for (const route of routes) {
      expect(typeof extensions.actions?.[route.namespace]?.[route.action], `${route.method} ${route.path}`).toBe('function');
    }
  });

  it("gives callers the action's answer, so reading a field it does not answer does not compile", () => {
    const cart = { success: true, cart: { lineItems: [] } } as unknown as Data<typeof fetchCart>;
    expect(Array.isArray(cart.cart.lineItems)).toBe(true);
    // @ts-expect-error the cart action answers no `basket`
    expect(cart.basket).toBeUndefined();
    const orders = { success: true, data: [] } as unknown as Data<typeof fetchOrdersOfYear>;
    // @ts-expect-error an order answers no `total` field
    expect(orders.data.map((o) => o.total)).toEqual([]);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/_hirmer/api/account/orders/history/{year}', { year: 2025 })).toBe('/_hirmer/api/account/orders/history/2025');
    expect(fillPath('/_hirmer/api/account/orders/search/{term}', { term: 'a/b c' })).toBe('/_hirmer/api/account/orders/search/a%2Fb%20c');
  });
});
