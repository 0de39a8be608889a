import type { Locale } from '../config/locale';
import { fieldsOf, isTranslatable, type TasticFieldDefinition, type TasticSchema } from './tastic-schema';
import type { Page, TasticInstance } from '../shop/page-model';
import type { NavigationNode } from '../domain/navigation';
import { pickTranslation, pickTranslationsDeep } from '../domain/translation';
import { nodeValueConfiguration, parseNodeConfiguration, type NodeConfiguration, type NodeValueConfiguration } from '../domain/node-configuration';

/**
 * Turns a page as stored (translatable values as maps by locale or language, data sources as ids)
 * into what tastics receive (FRONTASTIC.md "Values a tastic receives"): values for the current
 * locale, defaults applied, and `{ dataSourceId, dataSource }` for data-source fields. The runtime
 * does this on the server, so the browser gets resolved values only.
 */

/** Read access to the page-folder tree, for node, tree and page-folder reference values. */
export interface FolderLookup {
  get(pageFolderId: string): FolderInfo | undefined;
  children(pageFolderId: string): FolderInfo[];
  rootId(): string | undefined;
}

export interface FolderInfo {
  pageFolderId: string;
  name: string;
  path: string;
  sort: number;
  nodeType: 'landingpage' | 'link';
  configuration: Record<string, unknown>;
}

export interface ResolveContext {
  locale: Pick<Locale, 'code' | 'language'>;
  /** Payloads by data-source id; null: data-source fields stay references `{ dataSourceId }`, as the runtime's page API sends them. */
  dataSources: Record<string, unknown> | null;
  folders?: FolderLookup;
}

/** Page-folder references nested in node configurations (flyout teaser links) get their folder's URL too. */
function resolveReferencesDeep(value: unknown, ctx: ResolveContext): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveReferencesDeep(v, ctx));
  if (!value || typeof value !== 'object') return value;
  const type = (value as { type?: unknown }).type;
  // References inside groups (flyout teasers, navigation images): page folders and node_ links alike.
  if (type === 'page-folder' || (type === 'link' && typeof (value as { link?: unknown }).link === 'string')) return resolveReference(value, ctx);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveReferencesDeep(v, ctx)]));
}

/**
 * Resolved configurations by folder tree, stored configuration and locale. A stored configuration
 * and the folder tree its references point into do not change while a site is loaded, so every
 * request of a locale gets the same value: the header's navigation tree alone resolves and parses
 * about a hundred of them per page (a tenth of a listing's time on the server without this).
 */
const resolvedConfigurations = new WeakMap<object, WeakMap<object, Map<string, NodeConfiguration>>>();
const WITHOUT_FOLDERS = {};

/** A page folder's configuration for the locale: translations picked, references resolved, parsed (src/domain/node-configuration.ts). */
export function resolveNodeConfiguration(configuration: Record<string, unknown>, ctx: ResolveContext): NodeConfiguration {
  const tree = ctx.folders ?? WITHOUT_FOLDERS;
  let byConfiguration = resolvedConfigurations.get(tree);
  if (!byConfiguration) resolvedConfigurations.set(tree, (byConfiguration = new WeakMap()));
  let byLocale = byConfiguration.get(configuration);
  if (!byLocale) byConfiguration.set(configuration, (byLocale = new Map()));
  let resolved = byLocale.get(ctx.locale.code);
  if (!resolved) {
    resolved = parseNodeConfiguration(resolveReferencesDeep(pickTranslationsDeep(configuration, ctx.locale.code), ctx));
    byLocale.set(ctx.locale.code, resolved);
  }
  return resolved;
}

const nodeConfigurations = new WeakMap<NodeConfiguration, Map<string, NodeValueConfiguration>>();

/** A folder's configuration as a tastic's node or tree value carries it (nodeValueConfiguration), made once per resolved configuration and name. */
function nodeConfiguration(folder: FolderInfo, ctx: ResolveContext): NodeValueConfiguration {
  const full = resolveNodeConfiguration(folder.configuration, ctx);
  let byName = nodeConfigurations.get(full);
  if (!byName) nodeConfigurations.set(full, (byName = new Map()));
  let own = byName.get(folder.name);
  if (!own) {
    own = nodeValueConfiguration(full, folder.name);
    byName.set(folder.name, own);
  }
  return own;
}

function nodeValue(folder: FolderInfo, ctx: ResolveContext, depth: number): NavigationNode {
  const children = depth > 0 && ctx.folders ? ctx.folders.children(folder.pageFolderId).map((c) => nodeValue(c, ctx, depth - 1)) : [];
  return {
    pageFolderId: folder.pageFolderId,
    name: folder.name,
    sort: folder.sort,
    configuration: nodeConfiguration(folder, ctx),
    _url: folder.path,
    children,
  };
}

/** Default depth of a tree field without one: the header needs three levels (top, groups' items, their children). */
const DEFAULT_TREE_DEPTH = 3;

function resolveTree(value: unknown, ctx: ResolveContext): NavigationNode | null {
  if (!ctx.folders) return null;
  const v = (value ?? {}) as { node?: { pageFolderId?: string }; depth?: number };
  const id = v.node?.pageFolderId ?? ctx.folders.rootId();
  const folder = id ? ctx.folders.get(id) : undefined;
  if (!folder) return null;
  const depth = v.depth ?? DEFAULT_TREE_DEPTH;
  return { ...nodeValue(folder, ctx, depth), requestedDepth: depth };
}

/** Internal node links are written node_{pageFolderId} (storefront-browsing.md §2 Links). */
const NODE_LINK = /^node_([A-Za-z0-9_-]+)$/;

const MODAL_SUFFIX = '_modal';

/** node_{id} -> the node's path; node_{id}_modal -> the node's path with the modal suffix (src/content/links.ts opens it as a modal). */
export function nodeLinkTarget(link: string, ctx: ResolveContext): string | null {
  const modal = link.endsWith(MODAL_SUFFIX) && !ctx.folders?.get(link.slice('node_'.length));
  const match = NODE_LINK.exec(modal ? link.slice(0, -MODAL_SUFFIX.length) : link);
  if (!match || !ctx.folders) return null;
  const path = ctx.folders.get(match[1]!)?.path;
  return path ? `${path}${modal ? MODAL_SUFFIX : ''}` : null;
}

/** Markdown links to node_{id} become the node's URL; unknown nodes keep their text without a link target. */
export function resolveMarkdownNodeLinks(markdown: string, ctx: ResolveContext): string {
  return markdown.replace(/\]\((node_[A-Za-z0-9_-]+)\)/g, (whole, link: string) => {
    const url = nodeLinkTarget(link, ctx);
    return url ? `](${url})` : whole;
  });
}

function resolveReference(value: unknown, ctx: ResolveContext): unknown {
  const link = (value as { type?: string; link?: string } | null)?.type === 'link' ? (value as { link: string }).link : null;
  if (link && NODE_LINK.test(link)) {
    const url = nodeLinkTarget(link, ctx);
    return url ? { ...(value as object), link: url } : null;
  }
  const ref = value as { type?: string; pageFolder?: { pageFolderId?: string } } | null;
  if (ref?.type !== 'page-folder' || !ref.pageFolder?.pageFolderId || !ctx.folders) return value;
  const folder = ctx.folders.get(ref.pageFolder.pageFolderId);
  return folder ? { ...ref, pageFolder: { pageFolderId: folder.pageFolderId, name: folder.name, _url: folder.path } } : null;
}

function resolveField(field: TasticFieldDefinition, raw: unknown, ctx: ResolveContext): unknown {
  let value = raw === undefined ? field.default : raw;
  if (value === undefined) return undefined;
  if (isTranslatable(field)) value = pickTranslation(value, ctx.locale.code);
  switch (field.type) {
    case 'tree':
      return resolveTree(value, ctx);
    case 'node': {
      const id = (value as { pageFolderId?: string } | null)?.pageFolderId;
      const folder = id && ctx.folders ? ctx.folders.get(id) : undefined;
      return folder ? nodeValue(folder, ctx, 0) : null;
    }
    case 'reference':
      return resolveReference(value, ctx);
    case 'markdown':
      return typeof value === 'string' ? resolveMarkdownNodeLinks(value, ctx) : value;
    case 'dataSource': {
      // Stored as the id (site/), or as Frontend's reference `{ dataSourceId }`.
      const id = typeof value === 'string' ? value : (value as { dataSourceId?: unknown } | null)?.dataSourceId;
      if (typeof id !== 'string') return value;
      return ctx.dataSources ? { dataSourceId: id, dataSource: ctx.dataSources[id] ?? null } : { dataSourceId: id };
    }
    case 'group':
      return Array.isArray(value) ? value.map((item) => resolveFields(field.fields ?? [], (item ?? {}) as Record<string, unknown>, ctx)) : [];
    case 'media':
      if (value && typeof value === 'object' && 'title' in value) {
        return { ...value, title: pickTranslation((value as { title: unknown }).title, ctx.locale.code) };
      }
      return value;
    default:
      return value;
  }
}

function resolveFields(fields: TasticFieldDefinition[], values: Record<string, unknown>, ctx: ResolveContext) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const resolved = resolveField(field, values[field.field!], ctx);
    if (resolved !== undefined) out[field.field!] = resolved;
  }
  return out;
}

export function resolveTastic(tastic: TasticInstance, schema: TasticSchema | undefined, ctx: ResolveContext): TasticInstance {
  const { mobile = true, tablet = true, desktop = true } = tastic.configuration as Record<string, boolean | undefined>;
  if (!schema) return { ...tastic, configuration: { mobile, tablet, desktop } };
  return {
    ...tastic,
    configuration: { ...resolveFields(fieldsOf(schema), tastic.configuration, ctx), mobile, tablet, desktop },
  };
}

export function resolvePage(page: Page, schemas: ReadonlyMap<string, TasticSchema>, ctx: ResolveContext): Page {
  const sections = Object.fromEntries(
    Object.entries(page.sections).map(([name, section]) => [
      name,
      section && {
        ...section,
        layoutElements: section.layoutElements.map((element) => ({
          ...element,
          tastics: element.tastics.map((t) => resolveTastic(t, schemas.get(t.tasticType), ctx)),
        })),
      },
    ]),
  ) as Page['sections'];
  return { ...page, sections };
}
