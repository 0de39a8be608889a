import { buildSearchRequests, mergeDisjunctiveResults, type QueryContext } from '../../src/search/query-builder';
import { blacklistFilters, isItemNumberQuery, isOfferedForCurrency, tallFilter } from '../../src/search/rules';
import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { EMPTY_SEARCH_STATE, type SearchState } from '../../src/search/state';
import { parseFilters } from '../../host/search-engine/engine/filters';

const index = defaultSearchIndexConfig('de');
const ctx: QueryContext = {
  index,
  currency: 'EUR',
  territory: 'DE',
  hitsPerPage: 48,
  facets: ['brand.title', 'colorVariants.filterColor', 'flags', 'priceMin.eur'],
  baseFilters: ['categories:"c-hemd"'],
};
const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, range: {}, filters: {}, ...over });

describe('filter rules', () => {
  it('a blacklist entry hides the product type in the listed countries only', () => {
    const entry = { productType: 'geschenkkarte', countryList: 'CH, AT' };
    expect(blacklistFilters([entry], 'CH')).toEqual(['NOT "productType":"geschenkkarte"']);
    expect(blacklistFilters([entry], 'DE')).toEqual([]);
  });

  it('a whitelist entry shows the product type only in the listed countries', () => {
    const entry = { productType: 'geschenkkarte', countryList: 'DE,AT,CH', isWhitelist: true };
    expect(blacklistFilters([entry], 'DE')).toEqual([]);
    expect(blacklistFilters([entry], 'PL')).toEqual(['NOT "productType":"geschenkkarte"']);
  });

  it('the tall filter keeps body types tall and uni, and waesche whole', () => {
    expect(tallFilter()).toBe('("colorVariants.sizeVariants.bodyType":"tall" OR "colorVariants.sizeVariants.bodyType":"uni" OR "type":"waesche")');
    expect(parseFilters(tallFilter())).not.toBeNull();
  });

  it('price filters are offered only for the current currency', () => {
    expect(isOfferedForCurrency('priceMin.eur', 'EUR')).toBe(true);
    expect(isOfferedForCurrency('priceMin.chf', 'EUR')).toBe(false);
    expect(isOfferedForCurrency('brand.title', 'EUR')).toBe(true);
  });

  it('a search of exactly 8 digits is an item number', () => {
    expect(isItemNumberQuery('12345678')).toBe(true);
    expect(isItemNumberQuery('1234567')).toBe(false);
  });
});

describe('query builder', () => {
  it('builds one main query on the sorting index with everything AND-combined', () => {
    const built = buildSearchRequests(state({ query: 'hemd', page: 2, sortBy: 'price_asc', colorVariant: '10000001' }), {
      ...ctx,
      tall: true,
      blacklists: [{ productType: 'geschenkkarte', countryList: 'DE' }],
      fixedFilters: { productType: ['regular'] },
    });
    expect(built.requests).toHaveLength(1);
    const [main] = built.requests;
    expect(main).toMatchObject({ indexName: index.sortings.price_asc, query: 'hemd', page: 1, hitsPerPage: 48, distinct: true, clickAnalytics: true });
    expect(main.filters).toBe(
      ['categories:"c-hemd"', '"productType":"regular"', tallFilter(), 'NOT "productType":"geschenkkarte"', '"colorVariants.itemnum":"10000001"'].join(' AND '),
    );
  });

  it('adds one disjunctive query per refined facet and range, each without its own refinement', () => {
    const built = buildSearchRequests(
      state({
        filters: { 'brand.title': ['Olymp', 'Eterna'], 'colorVariants.filterColor': ['blue'] },
        range: { 'priceMin.eur': { min: 20, max: 80 } },
      }),
      ctx,
    );
    expect(built.disjunctive).toEqual(['brand.title', 'colorVariants.filterColor', 'priceMin.eur']);
    expect(built.requests).toHaveLength(4);
    const brandQuery = built.requests[1];
    expect(brandQuery).toMatchObject({ facets: ['brand.title'], hitsPerPage: 0, analytics: false });
    expect(brandQuery.filters).not.toContain('Olymp');
    expect(brandQuery.filters).toContain('"colorVariants.filterColor":"blue"');
    expect(built.requests[0].filters).toContain('("brand.title":"Olymp" OR "brand.title":"Eterna")');
    expect(built.requests[0].filters).toContain('"priceMin.eur":20 TO 80');
  });

  it('drops non-filterable flags, other currencies and the fixed keys from the shopper state', () => {
    const built = buildSearchRequests(
      state({
        filters: { flags: ['sustainable', 'big'], productType: ['set'], 'priceMin.chf': ['1'] },
        range: { 'priceMin.chf': { min: 1 } },
      }),
      ctx,
    );
    const f = built.requests[0].filters;
    expect(f).toContain('"flags":"sustainable"');
    expect(f).not.toContain('big');
    expect(f).not.toContain('set');
    expect(f).not.toContain('chf');
    expect(built.disjunctive).toEqual(['flags']);
  });

  it('merges each refined facet from its own query', () => {
    const built = buildSearchRequests(state({ filters: { 'brand.title': ['Olymp'] } }), ctx);
    const merged = mergeDisjunctiveResults(built, [
      { facets: { 'brand.title': { Olymp: 3 }, flags: { exclusive: 1 } } },
      { facets: { 'brand.title': { Olymp: 3, Eterna: 5 } } },
    ]);
    expect(merged.facets).toEqual({ 'brand.title': { Olymp: 3, Eterna: 5 }, flags: { exclusive: 1 } });
  });

  it("counts the size filter's systems beside the sizes in the size's own query, and takes both from it", () => {
    const size = 'colorVariants.sizeVariants.sizeString';
    const systems = 'colorVariants.sizeVariants.systemSize';
    const built = buildSearchRequests(state({ filters: { [size]: ['25'] } }), {
      ...ctx,
      facets: [...ctx.facets, size, systems],
      companions: { [size]: systems },
    });
    expect(built.requests[1]).toMatchObject({ facets: [size, systems] });
    const merged = mergeDisjunctiveResults(built, [
      { facets: { [size]: { '25': 3 }, [systems]: { 'short|25': 3 } } },
      { facets: { [size]: { '25': 3, '48': 9 }, [systems]: { 'short|25': 3, 'normal|48': 9 } } },
    ]);
    expect(merged.facets).toEqual({ [size]: { '25': 3, '48': 9 }, [systems]: { 'short|25': 3, 'normal|48': 9 } });
  });
});
