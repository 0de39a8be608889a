import { MOBILE_NAVIGATION_INDEX_DEFAULT } from '../config/constants';

/**
 * The node configuration's defaults (storefront-browsing.md §3 "Navigation node configuration",
 * schemas/node-configuration.schema.json): each field's value where the editor left it unset. The
 * fields without one (texts, media, references) are unset. A node or tree value carries only what
 * differs from these (./node-configuration.ts `nodeValueConfiguration`), and its readers put them back
 * (src/navigation/node.ts `nodeConfiguration`): on the example's listing the header's 78 nodes carried
 * about 34 KB of configuration to the browser, most of it these values.
 * No zod: the browser reads this with the navigation. test/navigation/node-configuration-values.test.ts
 * holds it equal to `nodeConfigurationSchema.parse({})`; ./node-configuration.ts checks its types.
 */
export const NODE_CONFIGURATION_DEFAULTS = Object.freeze({
  showInNavigation: false,
  showInCategories: true,
  hideCategoryLine: false,
  hideAdditionAll: false,
  showAllBrands: false,
  styleAllBrands: 'bold',
  styleAllNavigationTitles: 'black',
  isPremiumSale: false,
  showInMobileNavigation: false,
  MobileAppStyle: 'main',
  mobileNavigationIndex: MOBILE_NAVIGATION_INDEX_DEFAULT,
  displayHighlightMenuItem: false,
  flyoutTeaser: Object.freeze([]),
  additionalnavigationitems: Object.freeze([]),
} as const);

/** Whether a field's value is its default (an empty group is its default, whichever array it is). */
export function isNodeConfigurationDefault(field: string, value: unknown): boolean {
  if (!Object.hasOwn(NODE_CONFIGURATION_DEFAULTS, field)) return value === undefined;
  const byDefault: unknown = NODE_CONFIGURATION_DEFAULTS[field as keyof typeof NODE_CONFIGURATION_DEFAULTS];
  return value === byDefault || (Array.isArray(byDefault) && Array.isArray(value) && value.length === 0);
}
