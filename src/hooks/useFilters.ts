import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { FILTER_COUNT_DEFAULT } from '../config/constants';
import { useShopContext } from '../shop/ShopContext';
import { openFilterAtom, mobileFilterAtom } from '../state/listing';
import { isArrayOf, isString } from '../state/checks';
import { readStored, writeStored } from '../state/storage';
import { track } from '../tracking';
import { FILTER_DEFINITIONS, facetViews, splitVisibleFilters, type FacetView } from '../search/listing-filters';
import type { ProductListConnector } from './useProductList';

/**
 * The filter connector (storefront-browsing.md §2 "Filters and sorting"): the shown filters,
 * desktop one-open-at-a-time with click outside, show more/less after filterCount, the mobile
 * panel's two levels, the saved size filter. No markup.
 */
export const SIZE_FILTER_ATTRIBUTE = 'colorVariants.sizeVariants.sizeString';
const SAVED_SIZE_FILTER_KEY = 'sizeFilter';

/** "A saved size filter is kept in local storage" (the product page auto-selects from it). */
export function readSavedSizeFilter(): string[] {
  return readStored(SAVED_SIZE_FILTER_KEY, isArrayOf(isString())) ?? [];
}
export function saveSizeFilter(sizes: readonly string[]): void {
  writeStored(SAVED_SIZE_FILTER_KEY, [...sizes]);
}

export function useFilters(list: ProductListConnector, filterCount = FILTER_COUNT_DEFAULT) {
  const { locale } = useShopContext();
  const [openFilter, setOpenFilter] = useAtom(openFilterAtom);
  const [mobile, setMobile] = useAtom(mobileFilterAtom);
  const [expanded, setExpanded] = useState(false);
  const result = list.result;
  const views: FacetView[] = useMemo(
    () =>
      result
        ? facetViews(
            FILTER_DEFINITIONS,
            { facets: result.facets, facetsStats: result.facetsStats, filters: list.state.filters, range: list.state.range },
            locale.currency,
            locale.language,
          )
        : [],
    [result, list.state.filters, list.state.range, locale],
  );
  const { shown, hidden } = splitVisibleFilters(views, expanded, filterCount);

  // Keep the size filter for the product page whenever it changes.
  const sizes = list.state.filters[SIZE_FILTER_ATTRIBUTE];
  const sizesKey = (sizes ?? []).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: sizesKey is the content of sizes: save on a change of the chosen sizes, not on every new array
  useEffect(() => {
    if (sizes) saveSizeFilter(sizes);
  }, [sizesKey]);

  // "Viewed filters": the refinements a result was shown with.
  const viewedKey = JSON.stringify(list.state.filters);
  const lastViewed = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewedKey is the content of the filters: track on a change of refinements, not on every new object
  useEffect(() => {
    const filters = Object.entries(list.state.filters).flatMap(([a, vs]) => vs.map((v) => `${a}:${v}`));
    if (!filters.length || viewedKey === lastViewed.current) return;
    lastViewed.current = viewedKey;
    track({ type: 'filtersViewed', filters });
  }, [viewedKey]);

  const toggleOpen = useCallback((id: string) => setOpenFilter((current) => (current === id ? null : id)), [setOpenFilter]);
  const close = useCallback(() => setOpenFilter(null), [setOpenFilter]);

  const activeCount = views.reduce((n, v) => n + v.selectedCount, 0);

  return {
    views,
    shown,
    hidden,
    expanded,
    toggleExpanded: () => setExpanded((e) => !e),
    openFilter,
    toggleOpen,
    close,
    activeCount,
    mobile,
    openMobile: () => setMobile({ open: true, level: null }),
    closeMobile: () => setMobile({ open: false, level: null }),
    mobileLevel: (id: string | null) => setMobile({ open: true, level: id }),
  };
}

export type FiltersConnector = ReturnType<typeof useFilters>;
