import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from '../../src/search/state';
import type { ListingHit, ListingResult } from '../../src/search/listing-query';
import {
  initialListState,
  nextPageRequest,
  previousPageRequest,
  productListReducer,
  retryRequest,
  type ProductListState,
} from '../../src/search/product-list-model';
import { freshQuery, withFilterToggled, withoutFilter, withoutFilters, withRange, withSort } from '../../src/search/refinements';

const hit = (id: string) => ({ objectID: id }) as unknown as ListingHit;
const result = (page: number, nbPages: number, facets: Record<string, Record<string, number>> = {}): ListingResult =>
  ({ page, nbPages, nbHits: nbPages * 2, hits: [hit(`p${page}a`), hit(`p${page}b`)], facets, facetsStats: {} }) as unknown as ListingResult;
const state = (page = 1): SearchState => ({ ...EMPTY_SEARCH_STATE, page });

describe('product list model (no DOM)', () => {
  it('starts from the server page, or empty for a search the browser runs', () => {
    const list = initialListState({ state: state(3), result: result(3, 5), source: {} } as never);
    expect(list.pages.map((p) => p.page)).toEqual([3]);
    expect(initialListState(null)).toMatchObject({ pages: [], result: null, loading: null, error: false });
  });

  it('loads more and previous pages in page order, keeping the first answer facets', () => {
    let list: ProductListState = productListReducer(initialListState(null), {
      type: 'loaded',
      kind: 'first',
      state: state(2),
      result: result(2, 4, { brand: { A: 3 } }),
    });
    const more = nextPageRequest(list)!;
    expect(more.page).toBe(3);
    list = productListReducer(list, { type: 'loading', kind: 'more', state: more });
    expect(nextPageRequest(list)).toBeNull();
    list = productListReducer(list, { type: 'loaded', kind: 'more', state: more, result: result(3, 4, { brand: { B: 1 } }) });
    list = productListReducer(list, { type: 'loaded', kind: 'previous', state: previousPageRequest(list)!, result: result(1, 4) });
    expect(list.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(list.result?.facets).toEqual({ brand: { A: 3 } });
    expect(previousPageRequest(list)).toBeNull();
    expect(list.state.page).toBe(2);
  });

  it('has no next page after the last one', () => {
    const list = productListReducer(initialListState(null), { type: 'loaded', kind: 'first', state: state(), result: result(2, 2) });
    expect(nextPageRequest(list)).toBeNull();
  });

  it('keeps the pages on a failure and retries the same request', () => {
    let list = productListReducer(initialListState(null), { type: 'loaded', kind: 'first', state: state(), result: result(1, 3) });
    list = productListReducer(list, { type: 'loading', kind: 'more', state: state(2) });
    list = productListReducer(list, { type: 'failed' });
    expect(list).toMatchObject({ loading: null, error: true });
    expect(list.pages).toHaveLength(1);
    expect(retryRequest(list)).toMatchObject({ kind: 'more', state: { page: 2 } });
    expect(retryRequest(initialListState(null))).toMatchObject({ kind: 'first' });
  });

  it('replaces pages and state on a first load and restores saved pages', () => {
    let list = productListReducer(initialListState(null), { type: 'loaded', kind: 'first', state: state(), result: result(1, 3) });
    list = productListReducer(list, { type: 'loaded', kind: 'first', state: { ...state(), query: 'sakko' }, result: result(1, 1) });
    expect(list.state.query).toBe('sakko');
    expect(list.pages).toHaveLength(1);
    list = productListReducer(list, {
      type: 'restored',
      pages: [
        { page: 1, hits: [] },
        { page: 2, hits: [] },
      ],
      result: result(2, 3),
    });
    expect(list.pages.map((p) => p.page)).toEqual([1, 2]);
  });
});

describe('refinements (no DOM)', () => {
  const base: SearchState = { ...EMPTY_SEARCH_STATE, page: 4, query: 'hemd', filters: { brand: ['Boss'] }, range: { price: { min: 50 } } };

  it('go back to page 1', () => {
    for (const next of [
      withFilterToggled(base, 'color', 'blau'),
      withRange(base, 'price', null),
      withoutFilter(base, 'brand'),
      withoutFilters(base),
      withSort(base, base.sortBy),
    ]) {
      expect(next.page).toBe(1);
    }
  });

  it('toggle values, set and clear ranges, and drop filters', () => {
    expect(withFilterToggled(base, 'brand', 'Boss').filters.brand ?? []).toEqual([]);
    expect(withFilterToggled(base, 'brand', 'Joop').filters.brand).toEqual(['Boss', 'Joop']);
    expect(withRange(base, 'price', { max: 100 }).range.price).toEqual({ max: 100 });
    expect(withRange(base, 'price', null).range).toEqual({});
    expect(withoutFilter(base, 'price').range).toEqual({});
    expect(withoutFilters(base)).toMatchObject({ filters: {}, range: {}, query: 'hemd' });
  });

  it('a fresh query keeps nothing of the old search', () => {
    expect(freshQuery('sakko')).toMatchObject({ query: 'sakko', filters: {}, range: {}, page: 1 });
  });
});
