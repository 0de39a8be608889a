import type { NodeValueConfiguration } from './node-configuration';

/**
 * Navigation values as tastics receive them (FRONTASTIC.md: node and tree field values): a page
 * folder with its resolved configuration, its URL and, for trees, its children to the requested depth.
 * Only what the shop's readers read (src/navigation): the header's tree is part of every page's data.
 */
export interface NavigationNode {
  pageFolderId: string;
  name: string;
  sort: number;
  /**
   * The node configuration (schemas/node-configuration.schema.json), resolved for the locale, parsed and
   * trimmed to the fields that differ from their defaults (./node-configuration.ts `nodeValueConfiguration`):
   * read it through `nodeConfiguration(node)` (src/navigation/node.ts), which puts the defaults back.
   */
  configuration: NodeValueConfiguration;
  _url: string;
  children: NavigationNode[];
  requestedDepth?: number;
}

export type { MediaValue, ReferenceValue } from './field-values';

/**
 * The brands page's source (the node configuration's `brandsPageSource`, storefront-browsing.md §3):
 * the search attribute whose values the brands page lists, so it shows the brands the catalogue
 * has, not only those an editor made a node for.
 */
export const BRANDS_PAGE_ATTRIBUTES = ['brand.title', 'brand.slug'] as const;
export type BrandsPageAttribute = (typeof BRANDS_PAGE_ATTRIBUTES)[number];

export function brandsPageAttribute(value: unknown): BrandsPageAttribute | null {
  const attribute = typeof value === 'string' ? value.trim() : '';
  return (BRANDS_PAGE_ATTRIBUTES as readonly string[]).includes(attribute) ? (attribute as BrandsPageAttribute) : null;
}

/** The brand list data source's payload (extensions/data-sources/brand-list.ts): the attribute's values in the index. */
export interface BrandListPayload {
  attribute: BrandsPageAttribute;
  values: string[];
}
