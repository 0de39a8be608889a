import { currencyKey, type Currency } from '../config/currencies';
import { compareSizeLabels } from '../domain/size-order';
import { FILTER_COUNT_DEFAULT } from '../config/constants';
import { FILTERABLE_FLAGS } from './rules';

/**
 * The list's filters (storefront-browsing.md §2 "Filters and sorting") and the spec's rules about
 * them, one pure function each. Widgets draw what `facetViews` returns.
 */
export type FilterType = 'default' | 'price' | 'flag' | 'color' | 'searchable' | 'size' | 'switch';

export interface FilterDefinition {
  /** Stable id used in messages (listing.filter.<id>) and the open-filter state. */
  id: string;
  /** Facet attribute; `{currency}` is replaced by the current currency's key. */
  attribute: string;
  type: FilterType;
  /** Flag filters: the value that means "on". */
  value?: string;
  /** A facet asked for beside this one, counted under the same refinements (the size filter's systems). */
  companion?: string;
}

export const FILTER_DEFINITIONS: readonly FilterDefinition[] = [
  // The paths in the index's language: each category's translation (storefront-browsing.md §2).
  { id: 'category', attribute: 'categoryTitles', type: 'default' },
  { id: 'brand', attribute: 'brand.title', type: 'searchable' },
  { id: 'size', attribute: 'colorVariants.sizeVariants.sizeString', type: 'size', companion: 'colorVariants.sizeVariants.systemSize' },
  { id: 'color', attribute: 'colorVariants.filterColor', type: 'color' },
  { id: 'price', attribute: 'priceMin.{currency}', type: 'price' },
  { id: 'new', attribute: 'isNew', type: 'flag', value: 'true' },
  { id: 'sale', attribute: 'isOnSale', type: 'flag', value: 'true' },
  { id: 'flags', attribute: 'flags', type: 'switch' },
  { id: 'bodyType', attribute: 'colorVariants.sizeVariants.bodyType', type: 'default' },
  { id: 'fit', attribute: 'attributes.fit', type: 'default' },
  { id: 'cut', attribute: 'attributes.cut', type: 'default' },
  { id: 'collarStyle', attribute: 'attributes.collarStyle', type: 'default' },
  { id: 'sole', attribute: 'attributes.sole', type: 'default' },
  { id: 'outerMaterial', attribute: 'attributes.outerMaterial', type: 'default' },
  { id: 'discountTier', attribute: 'attributes.discountTier', type: 'default' },
];

export function attributeOf(def: FilterDefinition, currency: Currency): string {
  return def.attribute.replace('{currency}', currencyKey(currency));
}

/** "Price filters are offered only for the current currency": only this currency's price attribute is asked for. */
export function facetAttributes(defs: readonly FilterDefinition[], currency: Currency): string[] {
  return defs.flatMap((d) => [attributeOf(d, currency), ...(d.companion ? [d.companion] : [])]);
}

/** The attributes whose filter is a range (price): the answer's stats bound it, its values per price are not used. */
export function rangeAttributes(defs: readonly FilterDefinition[], currency: Currency): string[] {
  return defs.filter((d) => d.type === 'price').map((d) => attributeOf(d, currency));
}

/** Each filter's companion facet by the filter's attribute. */
export function companionFacets(defs: readonly FilterDefinition[]): Record<string, string> {
  return Object.fromEntries(defs.flatMap((d) => (d.companion ? [[d.attribute, d.companion]] : [])));
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Category filter: the group the value is listed under. */
  group?: string;
}

export interface FacetView {
  def: FilterDefinition;
  attribute: string;
  values: FacetValue[];
  /** Price: the bounds of the current result and the chosen range. */
  stats?: { min: number; max: number };
  range?: { min?: number; max?: number };
  selectedCount: number;
  /** The companion facet's counts (the size filter: "short|25"). */
  companion?: Record<string, number>;
}

export const OTHERS_GROUP = 'Others';

/** "Category filter is grouped with default group 'Others'": the path's top level, else Others. */
export function categoryGroupOf(path: string): { group: string; label: string } {
  const parts = path
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { group: OTHERS_GROUP, label: parts[0] ?? path };
  return { group: parts[0]!, label: parts[parts.length - 1]! };
}

/**
 * The category filter offers the next level down: the children of the deepest category every hit
 * is in (on Sakkos its sub-categories, on Bekleidung Sakkos, Hemden, ...; on mixed search results
 * the top levels). Ancestors every hit shares would not narrow the list; deeper levels come once
 * their parent is chosen. Chosen values always stay.
 */
export function categoryLevelValues<T extends { value: string; selected: boolean }>(values: readonly T[]): T[] {
  const paths = values.map((v) => v.value.split('|').map((p) => p.trim()));
  let common: string[] = [];
  for (const candidate of [...paths].sort((a, b) => b.length - a.length)) {
    const onLine = (p: string[]) => p.slice(0, candidate.length).every((part, i) => candidate[i] === part);
    if (paths.every(onLine)) {
      common = candidate;
      break;
    }
  }
  return values.filter((v, i) => v.selected || paths[i]!.length === common.length + 1);
}

/** Size sort (§5), the same order as on the product page. */
export const compareSizes = compareSizeLabels;

/** "Facets with only 1 value are hidden" (a filter that cannot narrow the list); a chosen value keeps it. */
export function isFacetShown(view: Pick<FacetView, 'def' | 'values' | 'stats' | 'selectedCount'>): boolean {
  if (view.selectedCount > 0) return true;
  if (view.def.type === 'price') return !!view.stats && view.stats.max > view.stats.min;
  if (view.def.type === 'flag') return view.values.some((v) => v.value === view.def.value);
  return view.values.length > 1;
}

/** The first `filterCount` filters, the rest behind "show more". */
export function splitVisibleFilters<T>(views: readonly T[], expanded: boolean, filterCount = FILTER_COUNT_DEFAULT): { shown: T[]; hidden: number } {
  if (expanded || views.length <= filterCount) return { shown: [...views], hidden: 0 };
  return { shown: views.slice(0, filterCount), hidden: views.length - filterCount };
}

export interface FacetInput {
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, { min: number; max: number }>;
  filters: Record<string, string[]>;
  range: Record<string, { min?: number; max?: number }>;
}

/** One collator per language: building one costs more than sorting a facet's values with it. */
const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

export function facetView(def: FilterDefinition, input: FacetInput, currency: Currency, sortLocale = 'de'): FacetView {
  const attribute = attributeOf(def, currency);
  const range = input.range[attribute];
  const stats = input.facetsStats[attribute];
  if (def.type === 'price') {
    // A range of the result's bounds (its stats), not a list: the facet's counts per price (a listing
    // has hundreds) are neither shown nor sorted, on every render of the list.
    const selectedCount = range && (range.min !== undefined || range.max !== undefined) ? 1 : 0;
    return { def, attribute, values: [], ...(stats ? { stats } : {}), ...(range ? { range } : {}), selectedCount };
  }
  const selected = input.filters[attribute] ?? [];
  const counts = input.facets[attribute] ?? {};
  let entries = Object.entries(counts);
  if (def.type === 'switch' && attribute === 'flags') entries = entries.filter(([v]) => (FILTERABLE_FLAGS as readonly string[]).includes(v));
  // A chosen value stays listed even when the current answer has no count for it.
  for (const s of selected) if (!(s in counts)) entries.push([s, 0]);
  let values: FacetValue[] = entries.map(([value, count]) => {
    const base: FacetValue = { value, label: value, count, selected: selected.includes(value) };
    if (def.id === 'category') return { ...base, ...categoryGroupOf(value) };
    return base;
  });
  const collator = collatorFor(sortLocale);
  if (def.type === 'searchable' || def.id === 'category') {
    // "Brand filter is sorted alphabetically."
    values.sort((a, b) => collator.compare(a.label, b.label));
  } else if (def.type === 'size') {
    values.sort((a, b) => compareSizes(a.value, b.value));
  } else {
    values.sort((a, b) => b.count - a.count || collator.compare(a.label, b.label));
  }
  if (def.type === 'flag') values = values.filter((v) => v.value === def.value);
  if (def.id === 'category') values = categoryLevelValues(values);
  const selectedCount = selected.length;
  const companion = def.companion ? input.facets[def.companion] : undefined;
  return { def, attribute, values, ...(stats ? { stats } : {}), ...(range ? { range } : {}), selectedCount, ...(companion ? { companion } : {}) };
}

export function facetViews(defs: readonly FilterDefinition[], input: FacetInput, currency: Currency, sortLocale?: string): FacetView[] {
  return defs.map((d) => facetView(d, input, currency, sortLocale)).filter(isFacetShown);
}

/** Toggle a value of a multi-value filter. */
export function toggleValue(filters: Record<string, string[]>, attribute: string, value: string): Record<string, string[]> {
  const current = filters[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out = { ...filters };
  if (next.length) out[attribute] = next;
  else delete out[attribute];
  return out;
}
