import { atom } from 'jotai';

/**
 * Client state of the listing UI (storefront-browsing.md §4): which desktop filter is open (one at
 * a time), the mobile filter panel and its second level, and the search panel. The filter panel
 * and the search box close each other.
 */
export const openFilterAtom = atom<string | null>(null);

export interface MobileFilterState {
  open: boolean;
  /** Filter id of the second level, null on the first-level list. */
  level: string | null;
}
const mobileFilterBase = atom<MobileFilterState>({ open: false, level: null });
const searchPanelBase = atom(false);

export const mobileFilterAtom = atom(
  (get) => get(mobileFilterBase),
  (_get, set, next: MobileFilterState) => {
    if (next.open) set(searchPanelBase, false);
    set(mobileFilterBase, next);
  },
);

export const searchPanelAtom = atom(
  (get) => get(searchPanelBase),
  (_get, set, open: boolean) => {
    if (open) set(mobileFilterBase, { open: false, level: null });
    set(searchPanelBase, open);
  },
);

/** The last search the shopper made (the search page reads it when the address has none). */
export const storedQueryAtom = atom<string>('');
