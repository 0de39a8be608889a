import { parseSearchState, serializeSearchState } from '../../src/search/url-state';
import { EMPTY_SEARCH_STATE, type SearchState } from '../../src/search/state';

const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, range: {}, filters: {}, ...over });

describe('search state in the address', () => {
  it.each([
    ['an empty state is an empty query string', state({}), ''],
    ['page 1 is omitted', state({ query: 'sakko', page: 1 }), 'query=sakko'],
    ['page 2 is written', state({ query: 'sakko', page: 2 }), 'query=sakko&page=2'],
    ['the sorting is written by name', state({ sortBy: 'price_asc' }), 'sortBy=price_asc'],
    ['a price range carries min and max', state({ range: { 'priceMin.eur': { min: 50, max: 200 } } }), 'range[priceMin.eur]=50:200'],
    ['an open range keeps its empty side', state({ range: { 'priceMin.eur': { min: 50 } } }), 'range[priceMin.eur]=50:'],
    ['filter values are comma-joined per attribute', state({ filters: { 'brand.title': ['Boss', 'Olymp'] } }), 'filters[brand.title]=Boss,Olymp'],
    ['a comma inside a value is escaped', state({ filters: { 'brand.title': ['Pierre Cardin, Paris'] } }), 'filters[brand.title]=Pierre%20Cardin%5C,%20Paris'],
    ['the colour variant is the item number', state({ colorVariant: '12345678' }), 'colorVariant=12345678'],
    [
      'everything in a fixed order, attributes sorted',
      state({
        query: 'blau hemd',
        page: 3,
        sortBy: 'new',
        colorVariant: '10000001',
        range: { 'priceMin.eur': { max: 99.5 } },
        filters: { type: ['hemd'], 'brand.title': ['Boss'] },
      }),
      'query=blau%20hemd&page=3&sortBy=new&range[priceMin.eur]=:99.5&filters[brand.title]=Boss&filters[type]=hemd&colorVariant=10000001',
    ],
  ])('%s', (_name, s, expected) => {
    expect(serializeSearchState(s)).toBe(expected);
    expect(parseSearchState(expected)).toEqual(s);
  });

  it('round-trips values with commas, backslashes, ampersands and plus signs', () => {
    const s = state({ filters: { 'attributes.fit': ['a,b', 'c\\d', 'x&y=z', '1+1', ',', 'ü ß'] } });
    expect(parseSearchState(serializeSearchState(s))).toEqual(s);
    expect(parseSearchState(`?${serializeSearchState(s)}`)).toEqual(s);
  });

  it('reads what a browser re-encodes (brackets and commas percent-encoded)', () => {
    expect(parseSearchState('filters%5Bbrand.title%5D=Boss%2COlymp&page=2')).toEqual(state({ page: 2, filters: { 'brand.title': ['Boss', 'Olymp'] } }));
  });

  it('drops malformed parts instead of failing', () => {
    expect(parseSearchState('page=-3&sortBy=cheapest&range[priceMin.eur]=abc:&filters[type]=&other=1')).toEqual(state({}));
  });
});
