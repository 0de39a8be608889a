import { FilterSyntaxError, parseFilters, parseNestedFilters } from '../../host/search-engine/engine/filters';

describe('filters parser', () => {
  it.each([
    ['brand:Boss', { kind: 'facet', attribute: 'brand', value: 'Boss' }],
    ['"brand.title":"Hugo \\"B\\" Boss"', { kind: 'facet', attribute: 'brand.title', value: 'Hugo "B" Boss' }],
    // Escapes at the start, in the middle and at the end of quoted text and of a bare word.
    ['\\:a:b\\ c', { kind: 'facet', attribute: ':a', value: 'b c' }],
    ['size:\\(52\\)', { kind: 'facet', attribute: 'size', value: '(52)' }],
    ["'x y':'O\\'Polo \\\\ Marc'", { kind: 'facet', attribute: 'x y', value: "O'Polo \\ Marc" }],
    ['price.eur:10 TO 20.5', { kind: 'range', attribute: 'price.eur', low: 10, high: 20.5 }],
    ['price>=-3', { kind: 'numeric', attribute: 'price', op: '>=', value: -3 }],
    [
      'a:1 OR b:2 AND c:3',
      {
        kind: 'or',
        children: [
          { kind: 'facet', attribute: 'a', value: '1' },
          {
            kind: 'and',
            children: [
              { kind: 'facet', attribute: 'b', value: '2' },
              { kind: 'facet', attribute: 'c', value: '3' },
            ],
          },
        ],
      },
    ],
    [
      'NOT (a:1 OR a:2)',
      {
        kind: 'not',
        child: {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'a', value: '1' },
            { kind: 'facet', attribute: 'a', value: '2' },
          ],
        },
      },
    ],
  ])('parses %s', (input, tree) => {
    expect(parseFilters(input)).toEqual(tree);
  });

  it.each([
    ['brand:', 'expected a value'],
    ['(a:1', 'expected ")"'],
    ['a:1 b:2', 'unexpected "b"'],
    ['price > cheap', 'expected a number'],
    ['a:1 TO x', 'expected a number'],
    ['a ! 1', 'expected "!="'],
    ['"open', 'unterminated'],
    ['a:1 AND', 'expected an attribute'],
  ])('rejects %s with a clear message', (input, message) => {
    expect(() => parseFilters(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilters(input)).toThrow(message);
  });

  it('reads facetFilters as AND of OR-lists with negation and an escaped dash', () => {
    expect(parseNestedFilters([['a:1', 'a:2'], 'b:-3', 'c:\\-4'], 'facetFilters')).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'a', value: '1' },
            { kind: 'facet', attribute: 'a', value: '2' },
          ],
        },
        { kind: 'not', child: { kind: 'facet', attribute: 'b', value: '3' } },
        { kind: 'facet', attribute: 'c', value: '-4' },
      ],
    });
    expect(parseNestedFilters('["a:1"]', 'facetFilters')).toEqual({ kind: 'facet', attribute: 'a', value: '1' });
    expect(() => parseNestedFilters(['nocolon'], 'facetFilters')).toThrow('attribute:value');
    expect(() => parseNestedFilters(['a:b'], 'numericFilters')).toThrow('numeric comparison');
  });
});
