import { describe, expect, it } from 'vitest';
import type { ActionHandler, ExtensionRegistry } from '@frontastic/extension-types';
import shop from '../../extensions';
import { routes } from '../../extensions/routes';

/**
 * A Frontend project's `backend/index.ts` merges several extensions into one registry, as the
 * public starters do: per namespace, a later extension's action replaces an earlier one of the same
 * name. The shop's actions live in namespaces of their own (`hirmer-…`), so merging them with
 * commercetools' commerce extension (README, "Use in your Frontend project") replaces nothing.
 */
function mergeExtensions(extensions: ExtensionRegistry[]): ExtensionRegistry {
  const actions: NonNullable<ExtensionRegistry['actions']> = {};
  for (const extension of extensions) {
    for (const [namespace, handlers] of Object.entries(extension.actions ?? {})) actions[namespace] = { ...actions[namespace], ...handlers };
  }
  return {
    actions,
    'data-sources': Object.assign({}, ...extensions.map((e) => e['data-sources'] ?? {})),
    'dynamic-page-handler': extensions.map((e) => e['dynamic-page-handler']).find(Boolean),
  };
}

const handler = (name: string): ActionHandler => Object.assign(async () => ({ statusCode: 200, body: JSON.stringify({ from: name }) }), { owner: name });

/** The namespaces and action names of commercetools' commerce extension (scaffold-b2c / b2b). */
const commerceExtension: ExtensionRegistry = {
  actions: {
    account: Object.fromEntries(['login', 'logout', 'register', 'reset', 'password', 'getAccount', 'confirm'].map((a) => [a, handler(`account/${a}`)])),
    cart: Object.fromEntries(
      ['getCart', 'addToCart', 'updateLineItem', 'removeLineItem', 'checkout', 'redeemDiscount', 'getOrders'].map((a) => [a, handler(`cart/${a}`)]),
    ),
    wishlist: Object.fromEntries(['getWishlist', 'addToWishlist', 'removeLineItem'].map((a) => [a, handler(`wishlist/${a}`)])),
    product: { getProduct: handler('product/getProduct'), query: handler('product/query') },
    project: { getProjectSettings: handler('project/getProjectSettings') },
  },
  'data-sources': { 'frontastic/product-list': async () => ({ dataSourcePayload: {} }) },
};

const pairs = (registry: ExtensionRegistry) => Object.entries(registry.actions ?? {}).flatMap(([ns, actions]) => Object.keys(actions).map((a) => `${ns}/${a}`));

describe("merging the shop's extension with commercetools' commerce extension in one backend/index.ts", () => {
  it.each([
    ['the shop first', [shop, commerceExtension]],
    ['commercetools first', [commerceExtension, shop]],
  ] as const)('keeps every action of both, in either order (%s)', (_order, extensions) => {
    const merged = mergeExtensions([...extensions]);
    for (const source of [shop, commerceExtension]) {
      for (const [namespace, actions] of Object.entries(source.actions ?? {})) {
        for (const [action, fn] of Object.entries(actions)) expect(merged.actions![namespace]![action], `${namespace}/${action}`).toBe(fn);
      }
    }
    expect(pairs(merged)).toHaveLength(pairs(shop).length + pairs(commerceExtension).length);
    // The pairs the issue names: commercetools' account/login and cart/checkout stay theirs, the shop's its own.
    expect(merged.actions!.account!.login).toBe(commerceExtension.actions!.account!.login);
    expect(merged.actions!.cart!.checkout).toBe(commerceExtension.actions!.cart!.checkout);
    expect(merged.actions!['hirmer-account']!.login).toBe(shop.actions!['hirmer-account']!.login);
    expect(merged.actions!['hirmer-cart']!.checkout).toBe(shop.actions!['hirmer-cart']!.checkout);
    expect(merged['dynamic-page-handler']).toBe(shop['dynamic-page-handler']);
  });

  it('uses no namespace of the commerce extension, in the registry or the route table', () => {
    const theirs = Object.keys(commerceExtension.actions!);
    expect(Object.keys(shop.actions!).filter((ns) => theirs.includes(ns))).toEqual([]);
    expect(Object.keys(shop.actions!).every((ns) => ns.startsWith('hirmer-'))).toBe(true);
    expect(routes.filter((r) => !r.namespace.startsWith('hirmer-'))).toEqual([]);
  });

  it("keeps the shop's data sources beside theirs", () => {
    const merged = mergeExtensions([commerceExtension, shop]);
    expect(Object.keys(merged['data-sources']!)).toEqual(expect.arrayContaining(['frontastic/product-list', ...Object.keys(shop['data-sources']!)]));
  });
});
