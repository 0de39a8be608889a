import { describe, expect, it } from 'vitest';
import extensions from '../../extensions';
import { routes, type RouteTable } from '../../extensions/routes';
import type { ActionAnswer, ActionName, AnswerAt } from '../../extensions/api-contract';
import type { ApiResult } from '../../src/api/request';
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

type AnswerByName = { [N in ActionName<'GET' | 'POST'>]: ActionAnswer<N> };
/** Actions the browser calls by name whose answer is untyped: must be none. */
type UntypedByName = { [K in keyof AnswerByName]: unknown extends AnswerByName[K] ? K : never }[keyof AnswerByName];
const everyActionTyped: [UntypedByName] extends [never] ? true : UntypedByName = true;

type Data<F extends (...args: never[]) => Promise<ApiResult<unknown>>> = Extract<Awaited<ReturnType<F>>, { ok: true }>['data'];

describe('API contract', () => {
  it('types every route, and every action the browser calls by name, by its action', () => {
    expect(everyRouteTyped).toBe(true);
    expect(everyActionTyped).toBe(true);
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

  it('names actions only with the method their route has', () => {
    const get: ActionName<'GET'> = 'hirmer-cart/get';
    // @ts-expect-error adding to the cart is a POST
    const wrong: ActionName<'GET'> = 'hirmer-cart/add';
    // @ts-expect-error commercetools' own namespace is not the shop's
    const foreign: ActionName<'POST'> = 'cart/add';
    expect([get, wrong, foreign]).toHaveLength(3);
  });
});
