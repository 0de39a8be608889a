import { createSpecRouteHandler } from '@hirmer/storefront-sdk/next';
import { apiHub } from './api-hub';

/** A route handler that forwards the shop's spec addresses to their actions on the API hub, with the site's session. */
export function specRoute() {
  const handler = (request: Request) => {
    const { endpoint, extensionVersion } = apiHub();
    return createSpecRouteHandler({ endpoint, extensionVersion, defaultLocale: 'de_DE' })(request);
  };
  return { GET: handler, POST: handler };
}
