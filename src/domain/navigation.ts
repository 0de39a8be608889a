/**
 * Navigation values as tastics receive them (FRONTASTIC.md: node and tree field values): a page
 * folder with its resolved configuration, its URL and, for trees, its children to the requested depth.
 */
export interface NavigationNode {
  pageFolderId: string;
  name: string;
  nodeType: 'landingpage' | 'link';
  sort: number;
  /** Node configuration values (schemas/node-configuration.schema.json), resolved for the locale. */
  configuration: Record<string, unknown>;
  _url: string;
  children: NavigationNode[];
  requestedDepth?: number;
}

/** A reference field value (FRONTASTIC.md), resolved: page-folder references carry the folder's URL. */
export type ReferenceValue =
  | { type: 'link'; link: string; openInNewWindow?: boolean }
  | { type: 'page-folder'; pageFolder: { pageFolderId: string; name?: string; _url?: string }; openInNewWindow?: boolean };

/** A media field value (FRONTASTIC.md). */
export interface MediaValue {
  media: { mediaId: string; file: string; name?: string; width?: number; height?: number; format?: string };
  title?: string;
  ratio?: string;
  gravity?: unknown;
}
