import { describe, expect, it } from 'vitest';
import { getProject } from '../../src/config/projects';
import {
  boxRecord,
  boxSizesOf,
  flagBadges,
  initialColorIndex,
  productHref,
  sizeChipState,
  sizesOf,
  visibleColorTiles,
} from '../../src/domain/product-box-rules';
import { colorVariant, record } from '../../stories/listing/fixtures';

describe('product box rules (storefront-browsing.md §2 "Product boxes")', () => {
  it.each([
    [5, false, 5, 0],
    [8, false, 8, 0],
    [11, false, 8, 3],
    [11, true, 11, 0],
  ])('%i colours, hovered %s: %i tiles and +%i', (count, expanded, tiles, more) => {
    const r = visibleColorTiles(
      Array.from({ length: count }, (_, i) => i),
      expanded,
    );
    expect([r.tiles.length, r.more]).toEqual([tiles, more]);
  });

  it('shows at most 2 flag badges', () => {
    expect(flagBadges({ isNew: true, isOnSale: true, flags: ['sustainable', 'exclusive'] }, getProject('hrm'))).toEqual(['new', 'sale']);
  });

  it('shows big/tall badges only in the project that has them', () => {
    const r = { isNew: false, isOnSale: false, flags: ['bigandtall', 'sustainable'] as const };
    expect(flagBadges({ ...r, flags: [...r.flags] }, getProject('hgg'))).toEqual(['bigandtall', 'sustainable']);
    expect(flagBadges({ ...r, flags: [...r.flags] }, getProject('hrm'))).toEqual(['sustainable']);
  });

  it.each([
    ['a size outside the size filter is unselected', 'M', ['L'], 'unselected'],
    ['a filtered size this colour has in stock is fully selected', 'M', ['M'], 'full'],
    ['a filtered size only another colour has in stock is partially selected', 'XL', ['XL'], 'partial'],
  ])('%s', (_name, size, selected, state) => {
    const r = record(1);
    const sizeVariants = colorVariant('20000001', 1).sizeVariants.map((s) => ({ ...s, stock: 3 }));
    const other = { ...colorVariant('20000001', 1), sizeVariants, ...boxSizesOf(sizeVariants) };
    const withOther = boxRecord({ ...r, colorVariants: [r.colorVariants[0]!, other] });
    expect(sizeChipState(size, withOther.colorVariants[0]!, withOther, selected)).toBe(state);
  });

  it('starts with the colour asked for by colorVariant or the colour filter', () => {
    const r = record(1, { colors: 3 });
    expect(initialColorIndex(r, { colorVariant: r.colorVariants[2]!.itemnum })).toBe(2);
    expect(initialColorIndex(r, { filterColors: ['black'] })).toBe(1);
    expect(initialColorIndex(r)).toBe(0);
  });

  it('links to the product route with colorVariant and queryID', () => {
    expect(productHref({ slug: 'sakko-ulf', objectID: 'P1' }, '30000125', 'abc')).toBe('/p/sakko-ulf/P1?colorVariant=30000125&queryID=abc');
  });

  it('keeps only what the box reads of a record', () => {
    const slim = boxRecord(record(1));
    expect('sizeVariants' in slim.colorVariants[0]!).toBe(false);
    expect(slim.colorVariants[0]!.sizes.length).toBeGreaterThan(0);
    expect('categories' in slim).toBe(false);
  });

  it("lists a colour's sizes once each, in size order, available when any variant of the size is", () => {
    const variant = boxSizesOf([
      { sizeString: '3XL', stock: 1, isNos: false },
      { sizeString: 'M', stock: 0, isNos: false },
      { sizeString: 'S', stock: 0, isNos: true },
      { sizeString: 'M', stock: 2, isNos: false },
      { sizeString: 'XXL', stock: 0, isNos: false },
    ]);
    expect(variant).toEqual({ sizes: ['S', 'M', 'XXL', '3XL'], soldOutSizes: ['XXL'] });
    expect(sizesOf(variant)).toEqual([
      { size: 'S', available: true },
      { size: 'M', available: true },
      { size: 'XXL', available: false },
      { size: '3XL', available: true },
    ]);
  });
});
