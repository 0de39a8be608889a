import type { NodeConfiguration } from './node-configuration';

/**
 * Navigation values as tastics receive them (FRONTASTIC.md: node and tree field values): a page
 * folder with its resolved configuration, its URL and, for trees, its children to the requested depth.
 */
export interface NavigationNode {
  pageFolderId: string;
  name: string;
  nodeType: 'landingpage' | 'link';
  sort: number;
  /** The node configuration (schemas/node-configuration.schema.json), resolved for the locale and parsed (./node-configuration.ts). */
  configuration: NodeConfiguration;
  _url: string;
  children: NavigationNode[];
  requestedDepth?: number;
}

export type { MediaValue, ReferenceValue } from './field-values';
