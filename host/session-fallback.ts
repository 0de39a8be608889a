import type { ExtensionRegistry, Request } from '@frontastic/extension-types';
import { ACCOUNT_REFRESH_PATH, CART_KEY } from '../src/api/keys';
import { tasticTypesOf } from '../src/page/page-tastics';
import type { PageData } from '../src/shop/page-model';
import { frontasticContext, type RequestContext } from './context';

/**
 * The shopper's own data in the first render of the pages made of it (the basket, the account
 * area): the answers the browser would fetch after hydrating (the cart, the user context), put
 * into the page's SWR fallback under the keys the hooks read (src/api/keys.ts). The page arrives
 * with its lines and the customer's data instead of a spinner, and its largest element paints with
 * the document rather than after the scripts and a round trip (issue 37: the basket's LCP was
 * 3.0 s, the account's 3.4 s on a Lighthouse phone). The browser's hooks revalidate as before.
 *
 * The answers come from the registered actions, with the page request's session: the same code
 * and the same rules as the call from the browser. An answer that would change the session (an
 * account gone since) is left to the browser's call, which carries the change back.
 */
interface SessionSource {
  /** The SWR key the browser's hook reads. */
  key: string;
  namespace: string;
  action: string;
  /** The hook's data from the action's JSON answer. */
  pick(answer: Record<string, unknown>): unknown;
}

const CART: SessionSource = { key: CART_KEY, namespace: 'hirmer-cart', action: 'get', pick: (answer) => answer.cart };
const USER: SessionSource = { key: ACCOUNT_REFRESH_PATH, namespace: 'hirmer-account', action: 'refresh', pick: (answer) => answer };

/** Which tastics are drawn from the shopper's data in their first render. */
const SOURCES_OF_TASTIC: Readonly<Record<string, readonly SessionSource[]>> = {
  'hirmer/cart/basket': [CART, USER],
  'hirmer/account/page': [USER],
};

export async function sessionFallback(data: PageData, extensions: ExtensionRegistry, ctx: RequestContext, request: Request): Promise<Record<string, unknown>> {
  const sources = new Set(tasticTypesOf(data).flatMap((type) => SOURCES_OF_TASTIC[type] ?? []));
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    [...sources].map(async (source) => {
      const handler = extensions.actions?.[source.namespace]?.[source.action];
      if (typeof handler !== 'function') return;
      try {
        const response = await handler(
          { ...request, method: 'GET', path: `/frontastic/action/${source.namespace}/${source.action}`, query: {}, body: undefined },
          { frontasticContext: frontasticContext(ctx) },
        );
        if (response.statusCode !== 200 || response.sessionData !== undefined || !response.body) return;
        fallback[source.key] = source.pick(JSON.parse(response.body) as Record<string, unknown>);
      } catch {
        // The browser's own call tries again and shows what fails.
      }
    }),
  );
  return fallback;
}
