import * as z from 'zod/mini';
import { MOBILE_NAVIGATION_INDEX_DEFAULT } from '../config/constants';
import { mediaValueSchema, referenceValueSchema } from './field-values';
import { pickTranslationsDeep } from './translation';
import { isNodeConfigurationDefault, NODE_CONFIGURATION_DEFAULTS } from './node-configuration-defaults';

/**
 * The node configuration: the fields the navigation editor keeps on every page folder
 * (schemas/node-configuration.schema.json, storefront-browsing.md §3 "Navigation node configuration"),
 * as their readers take them: translatable texts resolved for the locale, defaults applied. A stored
 * value the schema refuses (a text where a flag belongs, a reference to a folder that is gone, an enum
 * value the editor no longer offers) counts as unset: its default, or none. Parsed where a page
 * folder's configuration enters (the page's resolution on the server, a Frontend page response, the
 * data source's page folder, the page head); the shop's own pages bring it parsed, so their browser
 * code reads it without loading a schema. zod/mini: a Frontend project's client renderer parses a
 * page response in the browser (about 5 KB instead of zod's 26).
 * test/schemas/node-configuration-schema.test.ts holds this schema and the JSON schema to each other.
 */

const text = () => z.catch(z.optional(z.string()), undefined);
const flag = (byDefault: boolean) => z.catch(z._default(z.boolean(), byDefault), byDefault);
const choice = <const T extends readonly [string, ...string[]]>(values: T, byDefault: T[number]) => z.catch(z._default(z.enum(values), byDefault), byDefault);
const media = () => z.catch(z.optional(mediaValueSchema), undefined);
const reference = () => z.catch(z.optional(referenceValueSchema), undefined);
/** A group field: its items, each one the schema refuses left out. */
const group = <Shape extends z.core.$ZodShape>(shape: Shape) =>
  z.pipe(
    z._default(z.catch(z.array(z.catch(z.nullable(z.object(shape)), null)), []), []),
    z.transform((items) => items.filter((item) => item !== null)),
  );

export const nodeConfigurationSchema = z.object({
  // Page
  pageName: text(),
  brandsPageSource: text(),
  pimSlug: text(),
  crossShopUrl: text(),
  // Desktop navigation
  showInNavigation: flag(false),
  showInCategories: flag(true),
  hideCategoryLine: flag(false),
  hideAdditionAll: flag(false),
  layerTwoName: text(),
  showAllBrands: flag(false),
  showAllBrandsText: text(),
  styleAllBrands: choice(['bold', 'italic'], 'bold'),
  styleAllNavigationTitles: choice(['black', 'red', 'grey', 'gold', 'blue'], 'black'),
  navigationImage: media(),
  navigationImageLink: reference(),
  isPremiumSale: flag(false),
  // Mobile navigation
  showInMobileNavigation: flag(false),
  MobileAppStyle: choice(['main', 'service', 'main red'], 'main'),
  mobileNavigationMenuImage: media(),
  mobileNavigationIndex: z.catch(z._default(z.int(), MOBILE_NAVIGATION_INDEX_DEFAULT), MOBILE_NAVIGATION_INDEX_DEFAULT),
  // Highlighting
  displayHighlightMenuItem: flag(false),
  displayHighlightCategoryTag: text(),
  displayDescription: text(),
  displayClassname: text(),
  displayMedia: media(),
  // Flyout teasers
  flyoutTeaser: group({
    imagesList: group({ image: mediaValueSchema }),
    link: referenceValueSchema,
    occupiedColumns: choice(['1', '2', '3', '4'], '4'),
  }),
  // Additional navigation items
  additionalnavigationitems: group({
    layerTwoNameTitle: text(),
    navitem: text(),
    navitemlink: reference(),
  }),
  // SEO
  seoTitle: text(),
  seoDescription: text(),
  seoKeywords: text(),
  canonicalUrl: text(),
});

export type NodeConfiguration = z.output<typeof nodeConfigurationSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A page folder's configuration as its readers take it. Stored values (translation maps) need the
 * locale to pick from (the one picker, ./translation.ts); values resolved before need none, and
 * parsing them again gives them back unchanged.
 */
export function parseNodeConfiguration(value: unknown, locale?: string): NodeConfiguration {
  if (!isRecord(value)) return nodeConfigurationSchema.parse({});
  // A page's readers (its head, its data sources) parse the same configuration object again: once is enough.
  let byLocale = parsed.get(value);
  if (!byLocale) parsed.set(value, (byLocale = new Map()));
  let configuration = byLocale.get(locale ?? '');
  if (!configuration) {
    const picked = locale === undefined ? value : pickTranslationsDeep(value, locale);
    configuration = nodeConfigurationSchema.parse(isRecord(picked) ? picked : {});
    byLocale.set(locale ?? '', configuration);
  }
  return configuration;
}

const parsed = new WeakMap<object, Map<string, NodeConfiguration>>();

/**
 * The fields only the page's own folder (`pageFolder`) is read for, never a node of a tastic's node or
 * tree value: the SEO fields (the page head), `pimSlug` and `brandsPageSource` (the product list's and
 * brand list's data sources, on the server) and `hideCategoryLine` (the category bar hides itself on
 * its page).
 */
const PAGE_FOLDER_FIELDS = [
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'canonicalUrl',
  'pimSlug',
  'brandsPageSource',
  'hideCategoryLine',
] as const satisfies readonly (keyof NodeConfiguration)[];
const pageFolderFields = new Set<string>(PAGE_FOLDER_FIELDS);

/** A node's configuration as the navigation reads it (src/navigation/node.ts `nodeConfiguration`): every field but the page folder's own. */
export type NodeFields = Omit<NodeConfiguration, (typeof PAGE_FOLDER_FIELDS)[number]>;

/**
 * A node's configuration as a tastic's node or tree value carries it: the fields a node is read for
 * that differ from their defaults (./node-configuration-defaults.ts), and `pageName` only where it is
 * not the node's own name (the label is the one or the other: `nodeLabel`, src/navigation/node.ts).
 * Read it through `nodeConfiguration(node)` (src/navigation/node.ts), which puts the defaults back.
 */
export type NodeValueConfiguration = Partial<NodeFields>;

// The zod-free defaults are the schema's, field by field (their values: test/navigation/node-configuration-values.test.ts).
type AsDefaults<T> = { readonly [K in keyof T]: T[K] extends (infer Item)[] ? readonly Item[] : T[K] };
NODE_CONFIGURATION_DEFAULTS satisfies AsDefaults<Pick<NodeConfiguration, keyof typeof NODE_CONFIGURATION_DEFAULTS>>;

/**
 * A folder's configuration as a tastic's node or tree value carries it (NodeValueConfiguration): without
 * the page folder's own fields, unset fields, values at their defaults and a `pageName` that is the
 * node's `name`. The header's tree of every page carried them to the browser for each of its nodes: on
 * the example's listing 78 nodes, about 34 KB of its page data (and 1.3 KB of page names the same as
 * the names beside them).
 */
export function nodeValueConfiguration(configuration: NodeConfiguration, name?: string): NodeValueConfiguration {
  const carried: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(configuration)) {
    if (pageFolderFields.has(field) || isNodeConfigurationDefault(field, value) || (field === 'pageName' && value === name)) continue;
    carried[field] = value;
  }
  return carried as NodeValueConfiguration;
}
