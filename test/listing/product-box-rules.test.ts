import { describe, expect, it } from 'vitest';
import { getProject } from '../../src/config/projects';
import { colourIconUrl, colourImageUrl } from '../../src/domain/product-media';
import {
  boxImageAlt,
  boxRecord,
  pageDataBox,
  boxSizesOf,
  flagBadges,
  initialColorIndex,
  productHref,
  sizeChipState,
  sizesOf,
  visibleColorTiles,
} from '../../src/domain/product-box-rules';
import type { SearchColorVariant } from '../../src/domain/search-record';
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

  it("leaves out a colour's pictures and alt text where they are what the box derives, and the box shows the same pictures and alt text", () => {
    const base = 'https://media.example.com';
    const r = record(1, { colors: 6 });
    const [a, b, c, d, e, f] = r.colorVariants as [SearchColorVariant, ...SearchColorVariant[]];
    const media = (itemnum: string, count: number, origin = '') => Array.from({ length: count }, (_, i) => `${origin}/media/product/${itemnum}/${i}/2000.jpg`);
    const alt = (color: string) => `${r.brand.title} ${r.title}, ${color}`;
    const colours = [
      // The catalogue's: media paths on the shop's origin, the catalogue's alt text.
      { ...a, images: media(a.itemnum, a.detailImgCount), imageAlt: alt(a.color) },
      // Media paths on the media base, fewer than the colour's pictures; no alt text (the title is shown).
      { ...b!, images: media(b!.itemnum, 1, base), imageAlt: '' },
      // Kept: pictures on another CDN; the pictures of another article; out of order; an own alt text.
      { ...c!, images: ['https://images.example.net/abc-large.jpg'] },
      { ...d!, images: media(a.itemnum, 2) },
      { ...e!, images: [...media(e!.itemnum, 2)].reverse() },
      { ...f!, images: undefined, imageAlt: 'Rückenansicht' },
    ];
    const full = { ...r, colorVariants: colours };
    const slim = pageDataBox(boxRecord(full), base);
    expect(slim.colorVariants.map((cv) => 'images' in cv)).toEqual([false, false, true, true, true, false]);
    expect(slim.colorVariants.map((cv) => 'imageAlt' in cv)).toEqual([false, true, true, true, true, true]);
    // Without the media base a path on it is not the one the box derives: kept.
    expect(pageDataBox(boxRecord(full)).colorVariants[1]).toHaveProperty('images');
    slim.colorVariants.forEach((cv, i) => {
      const whole = colours[i]!;
      expect(boxImageAlt(slim, cv)).toBe(whole.imageAlt || r.title);
      for (let index = 0; index < Math.max(whole.detailImgCount, 2); index++)
        for (const ref of [{ width: 300 }, { width: 600, dark: true }, { width: 900, format: 'jpg' as const }])
          expect(colourImageUrl(cv, { index, ...ref }, base)).toBe(colourImageUrl(whole, { index, ...ref }, base));
      expect(colourIconUrl(cv, { size: 45 }, base)).toBe(colourIconUrl(whole, { size: 45 }, base));
    });
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
