import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { mobileFilterAtom, searchPanelAtom } from '../../src/state/listing';

describe('listing panels (§2: the filter panel and the search box close each other)', () => {
  it('opening the search box closes the mobile filter panel', () => {
    const store = createStore();
    store.set(mobileFilterAtom, { open: true, level: 'brand' });
    store.set(searchPanelAtom, true);
    expect(store.get(mobileFilterAtom)).toEqual({ open: false, level: null });
  });

  it('opening the mobile filter panel closes the search box', () => {
    const store = createStore();
    store.set(searchPanelAtom, true);
    store.set(mobileFilterAtom, { open: true, level: null });
    expect(store.get(searchPanelAtom)).toBe(false);
  });

  it('closing one leaves the other as it is', () => {
    const store = createStore();
    store.set(searchPanelAtom, true);
    store.set(mobileFilterAtom, { open: false, level: null });
    expect(store.get(searchPanelAtom)).toBe(true);
  });
});
