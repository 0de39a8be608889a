import { BRANDS_NODE_NAME, BRANDS_NODE_SLUG } from '../config/constants';

/**
 * Brands A-Z (storefront-browsing.md §2 "Brands page"): brands grouped by first letter, digits in
 * one '0-9' group; one shop groups letters into ranges instead (ProjectDefinition.brandsIndex).
 */
export type BrandsIndexStyle = 'letters' | 'ranges';

export interface BrandEntry {
  title: string;
  slug: string;
  /** URL of the brand node / brand listing. */
  href: string;
}

export interface BrandGroup {
  key: string;
  label: string;
  brands: BrandEntry[];
}

export const DIGITS_GROUP = '0-9';
const RANGES = ['A-E', 'F-J', 'K-O', 'P-T', 'U-Z'] as const;

/** First letter without accents (Ä -> A, Č -> C); digits and other symbols go to 0-9. */
export function initialOf(title: string): string {
  const first = title
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : DIGITS_GROUP;
}

function groupKey(initial: string, style: BrandsIndexStyle): string {
  if (initial === DIGITS_GROUP || style === 'letters') return initial;
  return RANGES.find((range) => initial >= range[0]! && initial <= range[2]!) ?? RANGES[RANGES.length - 1]!;
}

export function groupBrands(brands: readonly BrandEntry[], style: BrandsIndexStyle, locale = 'de'): BrandGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, BrandEntry[]>();
  for (const brand of brands) {
    const key = groupKey(initialOf(brand.title), style);
    groups.set(key, [...(groups.get(key) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === DIGITS_GROUP ? 1 : b === DIGITS_GROUP ? -1 : a.localeCompare(b)))
    .map(([key, list]) => ({ key, label: key, brands: list.sort((x, y) => collator.compare(x.title, y.title)) }));
}

/** Every letter the index shows as a button (letters without brands are shown disabled). */
export function indexKeys(style: BrandsIndexStyle): string[] {
  const letters = style === 'letters' ? Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)) : [...RANGES];
  return [...letters, DIGITS_GROUP];
}

/** A brands node is recognised by its slug 'brands' or its name 'marken'. */
export function isBrandsNode(node: { _url?: string; path?: string; name: string }): boolean {
  const url = node._url ?? node.path ?? '';
  const slug = url.split('/').filter(Boolean).pop() ?? '';
  return slug === BRANDS_NODE_SLUG || node.name.trim().toLowerCase() === BRANDS_NODE_NAME;
}

/**
 * The brands the page lists: the brand nodes (`brands`); with the node's `brandsPageSource` the
 * catalogue's brands instead (the values of that search attribute), each linked to its node where
 * one matches (by slug, or by name), else to the search for it. Brand nodes without products then
 * drop out.
 */
export function brandEntries(
  nodes: readonly BrandEntry[],
  source: { attribute: 'brand.title' | 'brand.slug'; values: readonly string[] } | null | undefined,
  searchHref: (query: string) => string,
): BrandEntry[] {
  if (!source) return [...nodes];
  return source.values.map((value) => {
    const wanted = value.trim().toLowerCase();
    const node = nodes.find((n) => (source.attribute === 'brand.slug' ? n.slug.toLowerCase() === wanted : n.title.trim().toLowerCase() === wanted));
    return node ?? { title: value, slug: value, href: searchHref(value) };
  });
}
