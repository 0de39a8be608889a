import { describe, expect, it, vi } from 'vitest';
import { searchRedirect } from '../../tastics/listing/search/rules';
import { insertSlotsAfter } from '../../src/organisms/listing/inserts';
import { isSeoTextCollapsible } from '../../tastics/listing/seo-text';
import { breakerImageHref } from '../../src/organisms/listing/Breaker';
import { isShownInCountry } from '../../src/domain/countries';
import { categoryItems } from '../../tastics/listing/category-bar';
import { runListingSearch, sourceFilters, suggestedTermsOf, type ListingEnvironment } from '../../src/search/listing-query';
import { listingSourceOf } from '../../extensions/data-sources/product-list';
import { searchPageHref, shouldSuggest } from '../../src/hooks/useSearchState';
import { hasMore, hasPrevious, mergePage } from '../../src/search/product-list-model';
import { insightsEventsFor } from '../../src/tracking/insights';
import { categoryLevelValues } from '../../src/search/listing-filters';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';
import { EMPTY_SEARCH_STATE } from '../../src/search/state';
import { boxProduct, listingResult } from '../../stories/listing/fixtures';
import { navigationTree } from '../../stories/support/navigation';

const QID = 'a'.repeat(32);

describe('search rules (storefront-browsing.md §2 "Product list and search")', () => {
  const one = { nbHits: 1, hits: [boxProduct(1, { colors: 2 })], queryID: QID };
  it('an 8-digit search with exactly one hit goes straight to that product', () => {
    const itemnum = one.hits[0]!.colorVariants[1]!.itemnum;
    expect(searchRedirect(itemnum, one)).toBe(`/p/sakko-modell-1/p-0001?colorVariant=${itemnum}&queryID=${QID}`);
  });
  it('an 8-digit search with several hits stays on the list', () => {
    expect(searchRedirect('12345678', { ...one, nbHits: 2 })).toBeNull();
  });
  it('a 7-digit search is not an item number', () => {
    expect(searchRedirect('1234567', one)).toBeNull();
  });
  it('zero hits go to the configured zero-result page with the query', () => {
    expect(searchRedirect('xyz blau', { nbHits: 0, hits: [] }, '/search/zero-results')).toBe('/search/zero-results?query=xyz%20blau');
  });
  it('zero hits without a zero-result page stay (the list shows productList.empty)', () => {
    expect(searchRedirect('xyz', { nbHits: 0, hits: [] })).toBeNull();
  });
  it('shows at most 6 suggested terms, not the query itself', () => {
    const hits = ['sakko', 'sakko blau', 'a', 'b', 'c', 'd', 'e', 'f'].map((query) => ({ query }));
    expect(suggestedTermsOf(hits, 'Sakko')).toEqual(['sakko blau', 'a', 'b', 'c', 'd', 'e']);
  });
  it.each([
    ['', false],
    ['sa', false],
    ['  sa ', false],
    ['sak', true],
  ])('suggestions for %j: %s (at least 3 characters)', (q, yes) => {
    expect(shouldSuggest(q)).toBe(yes);
  });
  it('builds the search route with the query', () => expect(searchPageHref(' blaues sakko ')).toBe('/search?query=blaues%20sakko'));
});

describe('breakers, teaser boxes, SEO text, category bar', () => {
  it.each([
    [6, [{ insert: 0, breakpoints: 'small' }]],
    [9, [{ insert: 0, breakpoints: 'md' }]],
    [
      12,
      [
        { insert: 1, breakpoints: 'small' },
        { insert: 0, breakpoints: 'lg' },
      ],
    ],
    [18, [{ insert: 1, breakpoints: 'md' }]],
    [24, [{ insert: 1, breakpoints: 'lg' }]],
    [7, []],
  ])('after product %i: %j', (position, slots) => expect(insertSlotsAfter(position, 2)).toEqual(slots));

  it('places no second insert when there is only one', () => expect(insertSlotsAfter(24, 1)).toEqual([]));

  it('a breaker image with an item number starts its search', () => {
    expect(breakerImageHref({ itemNumberLink: '12345678', imageLink: { type: 'link', link: '/x' } })).toBe('/search?query=12345678');
    expect(breakerImageHref({ imageLink: { type: 'link', link: '/x' } })).toBe('/x');
  });

  it('collapses SEO texts from 750 characters', () => {
    expect(isSeoTextCollapsible('a'.repeat(749))).toBe(false);
    expect(isSeoTextCollapsible('a'.repeat(750))).toBe(true);
  });

  it('limits blocks to semicolon-separated countries', () => {
    expect(isShownInCountry('DE;AT', 'AT')).toBe(true);
    expect(isShownInCountry('DE;AT', 'PL')).toBe(false);
    expect(isShownInCountry('', 'PL')).toBe(true);
  });

  it('links the category bar to the child category nodes, the current one active', () => {
    const items = categoryItems(navigationTree.children[0], 'node-sakkos');
    expect(items.length).toBeGreaterThan(0);
    expect(items.find((i) => i.active)?.href).toBe('/bekleidung/sakkos');
  });
});

describe('loaded pages', () => {
  const r = listingResult(2, { nbHits: 100, hitsPerPage: 2 });
  it('merges pages in order and knows about previous and more', () => {
    const pages = mergePage([{ page: 3, hits: [] }], { page: 2, hits: [] });
    expect(pages.map((p) => p.page)).toEqual([2, 3]);
    expect(hasPrevious(pages)).toBe(true);
    expect(hasMore(pages, r)).toBe(true);
    expect(hasMore([{ page: 50, hits: [] }], r)).toBe(false);
  });
});

describe('listing query', () => {
  const env: ListingEnvironment = { configuration: parseProjectConfiguration({}, 'de'), currency: 'EUR', territory: 'DE', language: 'de' };

  it('turns the editor configuration into fixed filters', () => {
    const source = listingSourceOf({ category: 'cat-sakkos', brand: 'corvin', flags: 'sustainable', sale: true });
    expect(sourceFilters(source)).toEqual(['"categories":"cat-sakkos"', '"brand.slug":"corvin"', '"flags":"sustainable"', '"isOnSale":"true"']);
  });

  it('queries the sorting replica of the language, with the refinements and the suggestions index on search pages', async () => {
    const search = vi.fn(async ({ requests }: { requests: object[] }) => ({
      results: requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 48, facets: {} })),
    }));
    await runListingSearch(
      { search },
      { ...EMPTY_SEARCH_STATE, query: 'sakko', sortBy: 'price_asc', filters: { 'brand.title': ['Corvin'] } },
      { search: true },
      env,
    );
    const requests = search.mock.calls[0]![0].requests as { indexName: string; filters?: string; hitsPerPage: number }[];
    expect(requests[0]).toMatchObject({ indexName: 'products_de_price_asc', hitsPerPage: 48 });
    expect(requests[0]!.filters).toContain('"brand.title":"Corvin"');
    expect(requests.at(-1)).toMatchObject({ indexName: 'products_de_suggestions', query: 'sakko' });
  });
});

describe('the list answer', () => {
  const env: ListingEnvironment = { configuration: parseProjectConfiguration({}, 'de'), currency: 'EUR', territory: 'DE', language: 'de' };
  it('keeps the price filter bounds (stats) and leaves out its values per price, which no filter shows', async () => {
    const prices = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`${20 + i}.95`, 1]));
    const search = async ({ requests }: { requests: object[] }) => ({
      results: requests.map(() => ({
        hits: [],
        nbHits: 200,
        page: 0,
        nbPages: 5,
        hitsPerPage: 48,
        facets: { 'priceMin.eur': prices, 'brand.title': { Corvin: 120, Alster: 80 } },
        facets_stats: { 'priceMin.eur': { min: 20.95, max: 219.95 } },
      })),
    });
    const result = await runListingSearch({ search }, EMPTY_SEARCH_STATE, { category: 'c1' }, env);
    expect(result.facets).toEqual({ 'brand.title': { Corvin: 120, Alster: 80 } });
    expect(result.facetsStats).toEqual({ 'priceMin.eur': { min: 20.95, max: 219.95 } });
  });
});

describe('item number search', () => {
  const env: ListingEnvironment = { configuration: parseProjectConfiguration({}, 'de'), currency: 'EUR', territory: 'DE', language: 'de' };
  const answer =
    (nbHits: number) =>
    async ({ requests }: { requests: object[] }) => ({ results: requests.map(() => ({ hits: [], nbHits, page: 0, nbPages: 1, hitsPerPage: 48, facets: {} })) });

  it('looks an 8-digit search up as an item number first', async () => {
    const search = vi.fn(answer(1));
    await runListingSearch({ search }, { ...EMPTY_SEARCH_STATE, query: '30000038' }, { search: true }, env);
    const main = (search.mock.calls[0]![0].requests as { query: string; filters: string }[])[0]!;
    expect(main.query).toBe('');
    expect(main.filters).toContain('"colorVariants.itemnum":"30000038"');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('falls back to the text search when no colour has that item number', async () => {
    const search = vi.fn(answer(0));
    await runListingSearch({ search }, { ...EMPTY_SEARCH_STATE, query: '30000038' }, { search: true }, env);
    expect(search).toHaveBeenCalledTimes(2);
    expect((search.mock.calls[1]![0].requests as { query: string }[])[0]!.query).toBe('30000038');
  });
});

describe('insights events (§7)', () => {
  const ctx = { index: 'products_de', userToken: 'u1' };
  it('sends viewed objects in batches of 20', () => {
    const objectIDs = Array.from({ length: 45 }, (_, i) => `p${i}`);
    expect(insightsEventsFor({ type: 'productImpressions', list: 'l', objectIDs }, ctx).map((e) => e.objectIDs!.length)).toEqual([20, 20, 5]);
  });
  it('sends a click after search with queryID and position', () => {
    expect(insightsEventsFor({ type: 'productClick', objectID: 'p1', position: 7, queryID: QID }, ctx)).toEqual([
      { ...ctx, eventType: 'click', eventName: 'Product Clicked', queryID: QID, objectIDs: ['p1'], positions: [7] },
    ]);
  });
  it.each([
    ['filtersViewed', 'view'],
    ['filtersClicked', 'click'],
    ['filtersConverted', 'conversion'],
  ] as const)('sends %s as %s events in batches of 10', (type, eventType) => {
    const filters = Array.from({ length: 12 }, (_, i) => `brand.title:B${i}`);
    const event = type === 'filtersConverted' ? { type, filters, objectID: 'p1' } : { type, filters };
    const out = insightsEventsFor(event, ctx);
    expect(out.map((e) => [e.eventType, e.filters!.length])).toEqual([
      [eventType, 10],
      [eventType, 2],
    ]);
  });
  it('ignores events insights does not take', () => {
    expect(insightsEventsFor({ type: 'register' }, ctx)).toEqual([]);
  });
});

describe('the category filter offers the next level down', () => {
  const v = (value: string, selected = false) => ({ value, selected });
  it.each([
    [
      'on a category with sub-categories: its sub-categories',
      ['Bekleidung', 'Bekleidung|Sakkos', 'Bekleidung|Sakkos|Business-Sakkos', 'Bekleidung|Sakkos|Freizeit-Sakkos'],
      ['Bekleidung|Sakkos|Business-Sakkos', 'Bekleidung|Sakkos|Freizeit-Sakkos'],
    ],
    [
      'on a top category: its children, not the grandchildren',
      ['Bekleidung', 'Bekleidung|Sakkos', 'Bekleidung|Hemden', 'Bekleidung|Sakkos|Business-Sakkos'],
      ['Bekleidung|Sakkos', 'Bekleidung|Hemden'],
    ],
    ['on mixed search results: the top levels', ['Bekleidung', 'Bekleidung|Sakkos', 'Schuhe', 'Schuhe|Sneaker'], ['Bekleidung', 'Schuhe']],
    ['on a leaf: nothing to narrow', ['Bekleidung', 'Bekleidung|Jeans'], []],
  ])('%s', (_rule, values, offered) => {
    expect(categoryLevelValues(values.map((x) => v(x))).map((x) => x.value)).toEqual(offered);
  });
  it('keeps a chosen value whatever its level', () => {
    expect(categoryLevelValues([v('Bekleidung'), v('Bekleidung|Jeans', true)]).map((x) => x.value)).toEqual(['Bekleidung|Jeans']);
  });
});
