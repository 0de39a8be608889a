import type { ExtensionRegistry } from '@frontastic/extension-types';
import { actions } from './actions';
import { dynamicPageHandler } from './dynamic-page-handler';
import { dataSources } from './data-sources';
import { runtimeActions } from './request-context';

/**
 * The extension registry the runtime loads: actions by namespace, data sources, dynamic pages. Each
 * gets its call's context from the runtime's (extensions/request-context.ts).
 */
const extensions: ExtensionRegistry = {
  actions: runtimeActions(actions),
  'data-sources': dataSources,
  'dynamic-page-handler': dynamicPageHandler,
};

export default extensions;
