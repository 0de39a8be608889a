import type { DynamicPageHandler, ExtensionRegistry } from '@frontastic/extension-types';
import storefront from '@hirmer/storefront-sdk/extensions';
import greeting from './greeting';

/**
 * The project's backend extension, deployed to the API hub as one file (`npm run build:backend`):
 * the shop's extension merged with the project's others. Actions and data sources by name; the
 * dynamic-page handlers in turn, the first that knows the address answers.
 */
const extensions: ExtensionRegistry[] = [storefront, greeting];

const dynamicPageHandlers = extensions.flatMap((e) => (e['dynamic-page-handler'] ? [e['dynamic-page-handler']] : []));

const merged: ExtensionRegistry = {
  actions: Object.assign({}, ...extensions.map((e) => e.actions ?? {})),
  'data-sources': Object.assign({}, ...extensions.map((e) => e['data-sources'] ?? {})),
  'dynamic-page-handler': (async (request, context) => {
    for (const handler of dynamicPageHandlers) {
      const result = await handler(request, context);
      if (result) return result;
    }
    return null;
  }) as DynamicPageHandler,
};

export default merged;
