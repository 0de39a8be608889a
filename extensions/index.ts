import type { ExtensionRegistry } from '@frontastic/extension-types';
import { actions } from './actions';
import { dynamicPageHandler } from './dynamic-page-handler';
import { dataSources } from './data-sources';

/** The extension registry the runtime loads: actions by namespace, data sources, dynamic pages. */
const extensions: ExtensionRegistry = {
  actions: { ...actions },
  'data-sources': dataSources,
  'dynamic-page-handler': dynamicPageHandler,
};

export default extensions;
