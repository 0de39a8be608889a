import { describe, expect, it } from 'vitest';
import {
  categoryGroupOf,
  compareSizes,
  facetAttributes,
  facetView,
  facetViews,
  FILTER_DEFINITIONS,
  isFacetShown,
  splitVisibleFilters,
  toggleValue,
  type FilterDefinition,
} from '../../src/search/listing-filters';
import { acceptSliderMove, clampPriceRange, groupValues, sizeSystemPanels } from '../../src/search/filter-values';
import { sizeSystemOf, sizeSystemOfLabel, systemSizeKey } from '../../src/domain/size-systems';

const def = (id: string): FilterDefinition => FILTER_DEFINITIONS.find((d) => d.id === id)!;
const input = (facets: Record<string, Record<string, number>>, filters: Record<string, string[]> = {}) => ({ facets, facetsStats: {}, filters, range: {} });

describe('filter rules (storefront-browsing.md §2 "Filters and sorting")', () => {
  it.each([
    ['Bekleidung|Sakkos', 'Bekleidung', 'Sakkos'],
    ['Schuhe|Sneaker', 'Schuhe', 'Sneaker'],
    ['Bekleidung', 'Others', 'Bekleidung'],
  ])('category %s is grouped under %s (default group Others)', (path, group, label) => {
    expect(categoryGroupOf(path)).toEqual({ group, label });
  });

  it('lists category groups in order with Others last', () => {
    const values = [
      { value: 'a', label: 'A', count: 1, selected: false, group: 'Others' },
      { value: 'b', label: 'B', count: 1, selected: false, group: 'Schuhe' },
    ];
    expect(groupValues(values).map((g) => g.group)).toEqual(['Schuhe', 'Others']);
  });

  it.each([
    ['standarddob', 'normal', 'normal'],
    ['standarddob', 'short', 'short'],
    ['standarddob', 'tall', 'long'],
    ['standard', 'normal', 'letters'],
    ['standard', 'tall', 'letters'],
    ['inch', 'short', 'waistLength'],
    ['collar', 'tall', 'collar'],
    ['shoe', 'normal', 'shoe'],
    ['underwear', 'normal', 'underwear'],
    ['allsize', 'normal', 'other'],
    ['belt', 'normal', 'other'],
  ] as const)('a size of type %s for body type %s is in the %s system', (sizeType, bodyType, system) => expect(sizeSystemOf(sizeType, bodyType)).toBe(system));

  it.each([
    ['M', 'letters'],
    ['3XL', 'letters'],
    ['48', 'normal'],
    ['32/34', 'waistLength'],
    ['One Size', 'other'],
  ])('a size %s the index has no system for is judged by its format: %s', (size, system) => expect(sizeSystemOfLabel(size)).toBe(system));

  it("the jackets' size filter has a tab for normal, short and long sizes; a size in two systems is in both; none is lost", () => {
    const labels = ['46', '48', '50', '24', '25', '98', '102', '44', 'XL'];
    const values = labels.map((value) => ({ value, label: value, count: 1, selected: false }));
    const systemSizes = Object.fromEntries(
      [
        ...['46', '48', '50', '44'].map((l) => systemSizeKey('normal', l)),
        ...['24', '25'].map((l) => systemSizeKey('short', l)),
        ...['98', '102'].map((l) => systemSizeKey('long', l)),
        systemSizeKey('collar', '44'),
        'unknown|50',
      ].map((k) => [k, 1]),
    );
    const panels = sizeSystemPanels(values, systemSizes);
    expect([...panels.keys()]).toEqual(['letters', 'normal', 'short', 'long', 'collar']);
    expect(panels.get('normal')!.map((v) => v.value)).toEqual(['46', '48', '50', '44']);
    expect(panels.get('short')!.map((v) => v.value)).toEqual(['24', '25']);
    expect(panels.get('long')!.map((v) => v.value)).toEqual(['98', '102']);
    expect(panels.get('collar')!.map((v) => v.value)).toEqual(['44']);
    expect(panels.get('letters')!.map((v) => v.value)).toEqual(['XL']);
  });

  it('the size filter asks for the size systems beside the sizes and keeps their counts in its view', () => {
    expect(facetAttributes(FILTER_DEFINITIONS, 'EUR')).toContain('colorVariants.sizeVariants.systemSize');
    const view = facetView(
      def('size'),
      input({ 'colorVariants.sizeVariants.sizeString': { '25': 2, '48': 3 }, 'colorVariants.sizeVariants.systemSize': { 'short|25': 2, 'normal|48': 3 } }),
      'EUR',
    );
    expect(view.companion).toEqual({ 'short|25': 2, 'normal|48': 3 });
  });

  it('the category filter lists the paths in the index language (the translated categories)', () => {
    expect(def('category').attribute).toBe('categoryTitles');
    const view = facetView(def('category'), input({ categoryTitles: { Oblečení: 7, 'Oblečení|Saka': 4, 'Oblečení|Košile': 3 } }), 'CZK', 'cs');
    expect(view.values.map((v) => [v.group, v.label])).toEqual([
      ['Oblečení', 'Košile'],
      ['Oblečení', 'Saka'],
    ]);
  });

  it('sorts sizes numeric before letters, letters xs..xxl, all-size last', () => {
    expect(['XL', 'One Size', 'S', '50', 'M', '48', 'XS'].sort(compareSizes)).toEqual(['48', '50', 'XS', 'S', 'M', 'XL', 'One Size']);
    // Sizes with a leading digit are letters, not numbers; tall sizes rank with their base size.
    expect(['3XL', '5XL', 'S', 'XXL', '4XL', 'M', 'XXXL', 'XL', 'L'].sort(compareSizes)).toEqual(['S', 'M', 'L', 'XL', 'XXL', '3XL', 'XXXL', '4XL', '5XL']);
    expect(['3XLT', 'LT', 'XXLT', 'XLT'].sort(compareSizes)).toEqual(['LT', 'XLT', 'XXLT', '3XLT']);
    expect(['34/34', '32/32', '32/34', '27'].sort(compareSizes)).toEqual(['27', '32/32', '32/34', '34/34']);
  });

  it('sorts the brand filter alphabetically', () => {
    const view = facetView(def('brand'), input({ 'brand.title': { Valmont: 9, Alster: 1, Äquator: 3, Corvin: 5 } }), 'EUR');
    expect(view.values.map((v) => v.label)).toEqual(['Alster', 'Äquator', 'Corvin', 'Valmont']);
  });

  it('hides facets with only one value, unless a value of it is chosen', () => {
    const one = facetView(def('fit'), input({ 'attributes.fit': { Slim: 4 } }), 'EUR');
    expect(isFacetShown(one)).toBe(false);
    const chosen = facetView(def('fit'), input({ 'attributes.fit': { Slim: 4 } }, { 'attributes.fit': ['Slim'] }), 'EUR');
    expect(isFacetShown(chosen)).toBe(true);
  });

  it('the price filter is a range of the result bounds: no list of the facet prices, a chosen range counts as one', () => {
    const prices = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`${20 + i}.95`, 1 + (i % 7)]));
    const facets = { 'priceMin.eur': prices };
    const open = facetView(def('price'), { facets, facetsStats: { 'priceMin.eur': { min: 20.95, max: 319.95 } }, filters: {}, range: {} }, 'EUR');
    expect(open).toEqual({ def: def('price'), attribute: 'priceMin.eur', values: [], stats: { min: 20.95, max: 319.95 }, selectedCount: 0 });
    expect(isFacetShown(open)).toBe(true);
    const chosen = facetView(
      def('price'),
      { facets, facetsStats: { 'priceMin.eur': { min: 20.95, max: 319.95 } }, filters: {}, range: { 'priceMin.eur': { min: 50 } } },
      'EUR',
    );
    expect([chosen.values, chosen.range, chosen.selectedCount]).toEqual([[], { min: 50 }, 1]);
    // One price for the whole result: nothing to choose.
    expect(isFacetShown(facetView(def('price'), { facets, facetsStats: { 'priceMin.eur': { min: 99.95, max: 99.95 } }, filters: {}, range: {} }, 'EUR'))).toBe(
      false,
    );
  });

  it('offers price filters only for the current currency', () => {
    expect(facetAttributes(FILTER_DEFINITIONS, 'PLN')).toContain('priceMin.pln');
    expect(facetAttributes(FILTER_DEFINITIONS, 'PLN')).not.toContain('priceMin.eur');
  });

  it('offers only the flags sustainable and exclusive as switches', () => {
    const view = facetView(def('flags'), input({ flags: { sustainable: 3, big: 9, exclusive: 1, online_only: 2 } }), 'EUR');
    expect(view.values.map((v) => v.value).sort()).toEqual(['exclusive', 'sustainable']);
  });

  it('shows the first filterCount filters (default 5) and the rest behind show more', () => {
    const views = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(splitVisibleFilters(views, false)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], hidden: 2 });
    expect(splitVisibleFilters(views, true)).toEqual({ shown: views, hidden: 0 });
    expect(splitVisibleFilters(views, false, 3).hidden).toBe(4);
  });

  it('keeps a chosen value listed even without a count', () => {
    const views = facetViews([def('color')], input({ 'colorVariants.filterColor': { blue: 3, black: 2 } }, { 'colorVariants.filterColor': ['red'] }), 'EUR');
    expect(views[0]!.values.find((v) => v.value === 'red')).toMatchObject({ selected: true, count: 0 });
  });

  it('toggles a filter value on and off', () => {
    const on = toggleValue({}, 'brand.title', 'Corvin');
    expect(on).toEqual({ 'brand.title': ['Corvin'] });
    expect(toggleValue(on, 'brand.title', 'Corvin')).toEqual({});
  });
});

describe('price range rule (§5)', () => {
  const bounds = { min: 50, max: 400 };
  it.each([
    ['a typed min below the bound resets to the bound', { min: 10, max: 300 }, 'min', { min: 50, max: 300 }],
    ['a typed max above the bound resets to the bound', { min: 100, max: 999 }, 'max', { min: 100, max: 400 }],
    ['min stays the minimum difference below max', { min: 295, max: 300 }, 'min', { min: 290, max: 300 }],
    ['max stays the minimum difference above min', { min: 100, max: 104 }, 'max', { min: 100, max: 110 }],
    ['a range inside the bounds is kept', { min: 100, max: 200 }, 'min', { min: 100, max: 200 }],
  ] as const)('%s', (_name, range, changed, expected) => {
    expect(clampPriceRange(range, bounds, 10, changed)).toEqual(expected);
  });

  it('ignores slider moves that breach the minimum difference', () => {
    const previous = { min: 100, max: 200 };
    expect(acceptSliderMove({ min: 195, max: 200 }, previous, 10)).toBe(previous);
    expect(acceptSliderMove({ min: 150, max: 200 }, previous, 10)).toEqual({ min: 150, max: 200 });
  });
});
