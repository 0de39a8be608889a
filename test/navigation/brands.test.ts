import { describe, expect, it } from 'vitest';
import { groupBrands, indexKeys, initialOf, isBrandsNode } from '../../src/navigation/brands';
import { brandNames } from '../../stories/support/navigation';

const brands = brandNames.map((title, i) => ({ title, slug: `b${i}`, href: `/marken/b${i}` }));

describe('brands A-Z', () => {
  it('groups by first letter, accents folded, digits in a 0-9 group at the end', () => {
    expect(groupBrands(brands, 'letters').map((g) => [g.key, g.brands.map((b) => b.title)])).toEqual([
      ['A', ['Alster & Co', 'Äquator']],
      ['B', ['Brenner']],
      ['C', ['Corvin']],
      ['V', ['Valmont']],
      ['Z', ['Zermatt Outdoor']],
      ['0-9', ['8848 Summit']],
    ]);
  });

  it('groups into letter ranges for the shop that uses them', () => {
    expect(groupBrands(brands, 'ranges').map((g) => g.key)).toEqual(['A-E', 'U-Z', '0-9']);
    expect(indexKeys('ranges')).toEqual(['A-E', 'F-J', 'K-O', 'P-T', 'U-Z', '0-9']);
    expect(indexKeys('letters')).toHaveLength(27);
  });

  it.each([
    ['Čedok', 'C'],
    ['1899 Heritage', '0-9'],
    ['(brackets)', '0-9'],
  ])('%s starts with %s', (title, initial) => {
    expect(initialOf(title)).toBe(initial);
  });

  it.each([
    [{ _url: '/brands', name: 'Brands' }, true],
    [{ _url: '/de/marken', name: 'Marken' }, true],
    [{ _url: '/labels', name: 'Marken' }, true],
    [{ _url: '/schuhe', name: 'Schuhe' }, false],
  ])('recognises a brands node by slug or name: %o', (node, expected) => {
    expect(isBrandsNode(node)).toBe(expected);
  });
});
