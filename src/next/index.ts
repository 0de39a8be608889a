/**
 * `@hirmer/storefront-sdk/next`: server code for a Next.js Frontend site, free of React and of the
 * browser's modules. The spec's address table as data, and the route handler that serves those
 * addresses by forwarding them to the API hub's actions.
 */
export { createSpecRouteHandler, specAddresses, type SpecAddress, type SpecRouteHandlerOptions } from './route-handler';
export { crossSiteRefusal } from './cross-site';
