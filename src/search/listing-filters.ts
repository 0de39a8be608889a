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
}

export const FILTER_DEFINITIONS: readonly FilterDefinition[] = [
  { id: 'category', attribute: 'categoryTitlesDE', type: 'default' },
  { id: 'brand', attribute: 'brand.title', type: 'searchable' },
  { id: 'size', attribute: 'colorVariants.sizeVariants.sizeString', type: 'size' },
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
  return defs.map((d) => attributeOf(d, currency));
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Category filter: the group the value is listed under. */
  group?: string;
  /** Size filter: the size system tab. */
  system?: SizeSystem;
}

export interface FacetView {
  def: FilterDefinition;
  attribute: string;
  values: FacetValue[];
  /** Price: the bounds of the current result and the chosen range. */
  stats?: { min: number; max: number };
  range?: { min?: number; max?: number };
  selectedCount: number;
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

export type SizeSystem = 'letters' | 'numeric' | 'inch' | 'other';
const LETTER_SIZE = /^(\d?X{0,4}[SML]|X{1,4}L|\d?XL|XS|XXS)(\s*(tall|short|T|K))?$/i;

/** "Size filter has tabs per size system": letters (S, XL), numbers (48, 42.5), width/length (32/34). */
export function sizeSystemOf(size: string): SizeSystem {
  const s = size.trim();
  if (LETTER_SIZE.test(s)) return 'letters';
  if (/^\d+([.,]\d+)?$/.test(s)) return 'numeric';
  if (/^\d+\s*\/\s*\d+$/.test(s)) return 'inch';
  return 'other';
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
  const selected = input.filters[attribute] ?? [];
  const counts = input.facets[attribute] ?? {};
  let entries = Object.entries(counts);
  if (def.type === 'switch' && attribute === 'flags') entries = entries.filter(([v]) => (FILTERABLE_FLAGS as readonly string[]).includes(v));
  // A chosen value stays listed even when the current answer has no count for it.
  for (const s of selected) if (!(s in counts)) entries.push([s, 0]);
  let values: FacetValue[] = entries.map(([value, count]) => {
    const base: FacetValue = { value, label: value, count, selected: selected.includes(value) };
    if (def.id === 'category') return { ...base, ...categoryGroupOf(value) };
    if (def.type === 'size') return { ...base, system: sizeSystemOf(value) };
    return base;
  });
  if (def.type === 'searchable' || def.id === 'category') {
    // "Brand filter is sorted alphabetically."
    const collator = collatorFor(sortLocale);
    values.sort((a, b) => collator.compare(a.label, b.label));
  } else if (def.type === 'size') {
    values.sort((a, b) => compareSizes(a.value, b.value));
  } else {
    values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
  if (def.type === 'flag') values = values.filter((v) => v.value === def.value);
  if (def.id === 'category') values = categoryLevelValues(values);
  const range = input.range[attribute];
  const stats = input.facetsStats[attribute];
  const selectedCount = def.type === 'price' ? (range && (range.min !== undefined || range.max !== undefined) ? 1 : 0) : selected.length;
  return { def, attribute, values, ...(stats ? { stats } : {}), ...(range ? { range } : {}), selectedCount };
}

export function facetViews(defs: readonly FilterDefinition[], input: FacetInput, currency: Currency, sortLocale?: string): FacetView[] {
  return defs.map((d) => facetView(d, input, currency, sortLocale)).filter(isFacetShown);
}

/** Category groups in order of first appearance, 'Others' last. */
export function groupValues(values: readonly FacetValue[]): { group: string; values: FacetValue[] }[] {
  const groups = new Map<string, FacetValue[]>();
  for (const v of values) {
    const g = v.group ?? OTHERS_GROUP;
    groups.set(g, [...(groups.get(g) ?? []), v]);
  }
  return [...groups].sort(([a], [b]) => (a === OTHERS_GROUP ? 1 : 0) - (b === OTHERS_GROUP ? 1 : 0)).map(([group, vs]) => ({ group, values: vs }));
}

/**
 * Price range rule (§5): a typed value outside the bounds resets to the bound; min stays at least
 * `minDifference` below max and vice versa. `changed` says which end the shopper moved.
 */
export function clampPriceRange(
  range: { min: number; max: number },
  bounds: { min: number; max: number },
  minDifference: number,
  changed: 'min' | 'max',
): { min: number; max: number } {
  let min = Number.isFinite(range.min) ? range.min : bounds.min;
  let max = Number.isFinite(range.max) ? range.max : bounds.max;
  if (min < bounds.min || min > bounds.max) min = bounds.min;
  if (max > bounds.max || max < bounds.min) max = bounds.max;
  if (max - min < minDifference) {
    if (changed === 'min') min = Math.max(bounds.min, max - minDifference);
    else max = Math.min(bounds.max, min + minDifference);
  }
  return { min, max };
}

/** "Slider moves breaching it are ignored": the previous range stays. */
export function acceptSliderMove(
  next: { min: number; max: number },
  previous: { min: number; max: number },
  minDifference: number,
): { min: number; max: number } {
  return next.max - next.min < minDifference ? previous : next;
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
