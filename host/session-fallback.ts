import type { ExtensionRegistry, Request } from '@frontastic/extension-types';
import { tasticTypesOf } from '../src/page/page-tastics';
import type { PageData } from '../src/shop/page-model';
import { sessionDataSources } from '../src/api/session-data';
import { frontasticContext, type RequestContext } from './context';

/**
 * The page's SWR fallback of the shopper's own data (src/shop/session-data.ts), from the registered
 * actions with the page request's session: the same code and rules as the browser's call. An answer
 * that would change the session (an account gone since) is left to the browser's call, which carries
 * the change back; so is a failure.
 */
export async function sessionFallback(data: PageData, extensions: ExtensionRegistry, ctx: RequestContext, request: Request): Promise<Record<string, unknown>> {
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    sessionDataSources(tasticTypesOf(data)).map(async (source) => {
      const [namespace = '', action = ''] = source.action.split('/');
      const handler = extensions.actions?.[namespace]?.[action];
      if (typeof handler !== 'function') return;
      try {
        const response = await handler(
          { ...request, method: 'GET', path: `/frontastic/action/${source.action}`, query: {}, body: undefined },
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
