import { describe, expect, it } from 'vitest';
import { project } from '../../host/search-engine/engine/project';

/** attributesToRetrieve as Algolia applies it: whole attributes, dotted paths into objects and arrays, exclusions next to `*`. */
describe('project (attributesToRetrieve)', () => {
  const record = {
    objectID: 'p1',
    title: 'Hemd',
    brand: { title: 'Olymp', slug: 'olymp' },
    colorVariants: [{ filterColor: 'blau', priceMin: { eur: 10, chf: 11 }, sizes: ['40'] }, { filterColor: 'weiss', priceMin: { eur: 12 } }, 'not an object'],
    stock: 3,
    note: null,
  };
  const cases: [string, readonly string[] | undefined, Record<string, unknown>][] = [
    ['everything without a list', undefined, record],
    ['everything with *', ['*'], record],
    [
      'everything but the excluded next to *',
      ['*', '-colorVariants', '-objectID'],
      { objectID: 'p1', title: 'Hemd', brand: record.brand, stock: 3, note: null },
    ],
    ['only objectID for an empty list', [], { objectID: 'p1' }],
    ['whole attributes, a missing one left out', ['title', 'missing', 'note'], { objectID: 'p1', title: 'Hemd', note: null }],
    ['a path into an object', ['brand.title'], { objectID: 'p1', brand: { title: 'Olymp' } }],
    [
      'paths into an array, element by element, keeping its length',
      ['colorVariants.filterColor', 'colorVariants.priceMin.eur'],
      { objectID: 'p1', colorVariants: [{ filterColor: 'blau', priceMin: { eur: 10 } }, { filterColor: 'weiss', priceMin: { eur: 12 } }, {}] },
    ],
    ['the whole attribute wins over a path into it', ['brand.slug', 'brand'], { objectID: 'p1', brand: record.brand }],
    ['a path through a value that is no object', ['title.x', 'stock.y'], { objectID: 'p1', title: {}, stock: {} }],
  ];
  it.each(cases)('%s', (_name, attributes, expected) => {
    expect(project(record, attributes)).toEqual(expected);
  });

  it('never changes the record', () => {
    const copy = structuredClone(record);
    project(record, ['colorVariants.priceMin.eur', 'brand.title']);
    expect(record).toEqual(copy);
  });
});
