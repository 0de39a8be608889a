import { describe, expect, it } from 'vitest';
import { partiallyUpdated } from '../../host/search-engine/engine/partial-update';

/** Algolia's partial update, as its documentation describes it (partialUpdateObject and its built-in operations). */
const record = { objectID: 'a', title: 'Hemd', stock: 3, sizes: ['M', 'L'], colorVariants: [{ itemnum: '1', soldOutSizes: [] }], version: 2 };
const op = (_operation: string, value: unknown) => ({ _operation, value });

describe('a partial update', () => {
  it.each([
    ['sets a first-level attribute and keeps the others', { stock: 0 }, { ...record, stock: 0 }],
    ['adds a new attribute', { isNew: true }, { ...record, isNew: true }],
    [
      'replaces a nested attribute with its first-level ancestor, whole',
      { colorVariants: [{ itemnum: '1', soldOutSizes: ['M'] }] },
      { ...record, colorVariants: [{ itemnum: '1', soldOutSizes: ['M'] }] },
    ],
    ['increments a number', { stock: op('Increment', 2) }, { ...record, stock: 5 }],
    ['decrements a number', { stock: op('Decrement', 1) }, { ...record, stock: 2 }],
    ['increments a missing number from 0', { views: op('Increment', 1) }, { ...record, views: 1 }],
    ['appends to an array', { sizes: op('Add', 'M') }, { ...record, sizes: ['M', 'L', 'M'] }],
    ['appends to an array only what it lacks (AddUnique)', { sizes: op('AddUnique', 'M') }, record],
    ['removes every matching element', { sizes: op('Remove', 'M') }, { ...record, sizes: ['L'] }],
    ['increments from the value it holds (IncrementFrom)', { version: op('IncrementFrom', 2) }, { ...record, version: 3 }],
    ['ignores the whole update when IncrementFrom does not match', { stock: 0, version: op('IncrementFrom', 1) }, null],
    ['sets a greater value (IncrementSet)', { version: op('IncrementSet', 7) }, { ...record, version: 7 }],
    ['ignores the whole update when IncrementSet is not greater', { stock: 0, version: op('IncrementSet', 2) }, null],
  ])('%s', (_rule, body, expected) => {
    expect(partiallyUpdated(record, body)).toEqual(expected);
  });

  it('creates a missing record from IncrementFrom 0 only', () => {
    expect(partiallyUpdated(undefined, { version: op('IncrementFrom', 0) })).toEqual({ version: 1 });
    expect(partiallyUpdated(undefined, { version: op('IncrementFrom', 1) })).toBeNull();
  });
});
