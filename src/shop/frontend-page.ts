import { nodeValueConfiguration, parseNodeConfiguration } from '../domain/node-configuration';
import type { NavigationNode } from '../domain/navigation';
import type { DeviceVisibility, LayoutElement, Page, PageData, TasticInstance } from './page-model';

/**
 * The page of commercetools Frontend as `sdk.page.getPage` of `@commercetools/frontend-sdk` answers it
 * (`PageResponse`: `{ page, pageFolder, data: { dataSources } }`), and the one conversion into the page
 * data the shop's renderer takes (FRONTASTIC.md "Page model", "Values a tastic receives"). The runtime
 * has resolved the editor values for the locale already; a data-source field holds `{ dataSourceId }`,
 * and its payload is in `data.dataSources`. Pure: server components import it from the server entry.
 */

export interface FrontendTastic {
  tasticId: string;
  tasticType: string;
  configuration?: Record<string, unknown> | null;
}

export interface FrontendLayoutElement {
  layoutElementId: string;
  configuration?: Partial<DeviceVisibility> & { size?: number };
  tastics?: FrontendTastic[] | null;
}

export interface FrontendSection {
  sectionId?: string;
  layoutElements?: FrontendLayoutElement[] | null;
}

/** The page folder as the runtime sends it (extension-types' PageFolder, the fields the shop reads). */
export interface FrontendPageFolder {
  pageFolderId: string;
  name?: string;
  isDynamic?: boolean;
  pageFolderType?: string;
  configuration?: Record<string, unknown> | null;
  ancestorIdsMaterializedPath?: string;
  sort?: number;
  breadcrumbs?: { pageFolderId: string; name: string; _url: string }[];
  _url?: string;
}

export interface FrontendPageResponse {
  page: { pageId: string; state?: string; sections: { head?: FrontendSection | null; main?: FrontendSection | null; footer?: FrontendSection | null } };
  pageFolder: FrontendPageFolder;
  data?: { dataSources?: Record<string, unknown> | null } | null;
}

/** What `getPage` answers instead of a page when the address moved. */
export interface FrontendRedirectResponse {
  statusCode: number;
  reason?: string;
  targetType?: string;
  target: string;
}

export function isFrontendRedirect(value: FrontendPageResponse | FrontendRedirectResponse): value is FrontendRedirectResponse {
  return typeof (value as FrontendRedirectResponse).target === 'string' && !('page' in value);
}

/**
 * Puts each data source's payload next to its id, wherever a value `{ dataSourceId }` sits (a field, a
 * group item): `{ dataSourceId, dataSource }`, `dataSource: null` when the page brought none.
 */
export function withDataSources(value: unknown, dataSources: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => withDataSources(item, dataSources));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.dataSourceId === 'string' && !('dataSource' in record)) {
    return { ...record, dataSource: Object.hasOwn(dataSources, record.dataSourceId) ? dataSources[record.dataSourceId] : null };
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withDataSources(item, dataSources)]));
}

/**
 * Node and tree values (`{ pageFolderId, name, configuration, _url }`, a tree's with `children`) as the
 * shop's `NavigationNode`: only the fields its readers read (src/navigation; not the runtime's
 * `nodeType`, `_urls`, breadcrumbs and the like), the node configuration parsed
 * (src/domain/node-configuration.ts) and trimmed to what a node is read for (`nodeValueConfiguration`):
 * without the fields only the page's own folder (`pageFolder`) is read for (SEO, pimSlug,
 * brandsPageSource, hideCategoryLine), without unset fields, values at their defaults and a page name
 * that is the node's name. Its readers put the defaults back (`nodeConfiguration(node)`,
 * src/navigation/node.ts). The header's tree is part of every page's data in the browser (on the
 * example's listing about 34 KB of configuration for 78 nodes before).
 */
export function withParsedNodes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withParsedNodes);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isNodeValue(record)) return navigationNodeOf(record);
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withParsedNodes(item)]));
}

type NodeRecord = Record<string, unknown> & Pick<NavigationNode, 'pageFolderId' | '_url'>;

const isNodeValue = (record: Record<string, unknown>): record is NodeRecord =>
  typeof record.pageFolderId === 'string' && typeof record._url === 'string' && 'configuration' in record;

function navigationNodeOf(record: NodeRecord): NavigationNode {
  const name = typeof record.name === 'string' ? record.name : '';
  const { requestedDepth } = record;
  return {
    pageFolderId: record.pageFolderId,
    name,
    sort: typeof record.sort === 'number' ? record.sort : 0,
    configuration: nodeValueConfiguration(parseNodeConfiguration(record.configuration), name),
    _url: record._url,
    children: Array.isArray(record.children) ? (record.children.map(withParsedNodes) as NavigationNode[]) : [],
    ...(typeof requestedDepth === 'number' ? { requestedDepth } : {}),
  };
}

/** Device flags default to shown, as the editor's defaults are. */
function visibility(configuration: Partial<DeviceVisibility> | null | undefined): DeviceVisibility {
  return { mobile: configuration?.mobile !== false, tablet: configuration?.tablet !== false, desktop: configuration?.desktop !== false };
}

function tasticOf(tastic: FrontendTastic, dataSources: Readonly<Record<string, unknown>>): TasticInstance {
  const configuration = (withDataSources(withParsedNodes(tastic.configuration ?? {}), dataSources) ?? {}) as Record<string, unknown>;
  return { tasticId: tastic.tasticId, tasticType: tastic.tasticType, configuration: { ...configuration, ...visibility(configuration) } };
}

function layoutElementOf(element: FrontendLayoutElement, dataSources: Readonly<Record<string, unknown>>): LayoutElement {
  const size = element.configuration?.size;
  return {
    layoutElementId: element.layoutElementId,
    configuration: { size: typeof size === 'number' && size >= 1 && size <= 12 ? Math.round(size) : 12, ...visibility(element.configuration) },
    tastics: (element.tastics ?? []).map((tastic) => tasticOf(tastic, dataSources)),
  };
}

/**
 * The shop's page data of a Frontend page response: data sources put into their tastics, device
 * visibility complete, the page folder's address and place in the tree. `path` is the address asked
 * for, used when the folder does not name its own (a dynamic page).
 */
export function pageDataFromFrontend(response: FrontendPageResponse, path = '/'): PageData {
  const dataSources = response.data?.dataSources ?? {};
  const sections: Page['sections'] = { main: { sectionId: 'main', layoutElements: [] } };
  for (const name of ['head', 'main', 'footer'] as const) {
    const section = response.page.sections[name];
    if (section)
      sections[name] = { sectionId: section.sectionId ?? name, layoutElements: (section.layoutElements ?? []).map((e) => layoutElementOf(e, dataSources)) };
  }
  const folder = response.pageFolder;
  const ancestors = (folder.ancestorIdsMaterializedPath ?? '').split('/').filter(Boolean);
  return {
    page: { pageId: response.page.pageId, state: response.page.state ?? 'published', sections },
    pageFolder: {
      pageFolderId: folder.pageFolderId,
      parentId: ancestors.at(-1) ?? null,
      name: folder.name ?? '',
      path: folder.isDynamic ? path : (folder._url ?? path),
      sort: folder.sort ?? 0,
      nodeType: 'landingpage',
      configuration: parseNodeConfiguration(folder.configuration ?? {}),
      breadcrumbs: folder.breadcrumbs ?? [],
    },
    dataSources: { ...dataSources },
    ...(folder.isDynamic && folder.pageFolderType ? { dynamic: { dynamicPageType: folder.pageFolderType } } : {}),
  };
}

export { visibilityClasses } from './visibility';
