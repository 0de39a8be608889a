import { CURRENCIES, currencyKey, type Currency } from '../config/currencies';
import type { Flag } from '../domain/product';

/**
 * The spec's filter rules (storefront-browsing.md §2 Filters, §3, §5), one function each, as
 * fragments of Algolia's `filters` syntax.
 */

/** Quote a facet value or attribute for the `filters` syntax. */
export function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function facetFilter(attribute: string, value: string): string {
  return `${quote(attribute)}:${quote(value)}`;
}

/** OR inside one attribute. */
export function anyOf(attribute: string, values: readonly string[]): string {
  const parts = values.map((v) => facetFilter(attribute, v));
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

/** "Only the flags sustainable and exclusive are filterable flags." */
export const FILTERABLE_FLAGS: readonly Flag[] = ['sustainable', 'exclusive'];
export const FLAGS_ATTRIBUTE = 'flags';

export function filterableFlagValues(values: readonly string[]): string[] {
  return values.filter((v) => (FILTERABLE_FLAGS as readonly string[]).includes(v));
}

/** "Fixed filter keys: productType, body type." They come from the page, never from the shopper's state. */
export const FIXED_FILTER_KEYS = ['productType', 'bodyType'] as const;
export type FixedFilterKey = (typeof FIXED_FILTER_KEYS)[number];

export const TALL_BODY_TYPES = ['tall', 'uni'] as const;
export const TALL_EXEMPT_TYPE = 'waesche';
export const BODY_TYPE_ATTRIBUTE = 'colorVariants.sizeVariants.bodyType';

/** "Tall filter keeps body types tall and uni, except product type waesche" (which it keeps whole). */
export function tallFilter(): string {
  return `(${TALL_BODY_TYPES.map((b) => facetFilter(BODY_TYPE_ATTRIBUTE, b)).join(' OR ')} OR ${facetFilter('type', TALL_EXEMPT_TYPE)})`;
}

/** Project configuration `filterProductBlacklists` entry. */
export interface FilterProductBlacklist {
  productType: string;
  /** Comma-separated territory codes. */
  countryList: string;
  isWhitelist?: boolean;
}

/**
 * A blacklist entry hides its product type in the listed countries; a whitelist entry shows it
 * only there. Either way the result for one territory is "hidden" or not.
 */
export function blacklistFilters(entries: readonly FilterProductBlacklist[], territory: string): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const listed = e.countryList
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .includes(territory.toUpperCase());
    const hidden = e.isWhitelist ? !listed : listed;
    if (hidden) out.push(`NOT ${facetFilter('productType', e.productType)}`);
  }
  return out;
}

const CURRENCY_KEYS: readonly string[] = CURRENCIES.map(currencyKey);

/**
 * "Price filters are offered only for the current currency": an attribute ending in another
 * currency's key (priceMin.chf while shopping in EUR) is not a filter here.
 */
export function isOfferedForCurrency(attribute: string, currency: Currency): boolean {
  const last = attribute.slice(attribute.lastIndexOf('.') + 1);
  return !CURRENCY_KEYS.includes(last) || last === currencyKey(currency);
}

/** "A search that is exactly 8 digits is treated as an item number." */
export function isItemNumberQuery(query: string): boolean {
  return /^\d{8}$/.test(query.trim());
}
