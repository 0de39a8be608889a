import { describe, expect, it } from 'vitest';
import {
  addToBasketWarning,
  applyTallFlag,
  autoSelectedSize,
  clampQuantity,
  colourLacksSize,
  compareSizes,
  initialDetailState,
  maxQuantity,
  multiPartWarning,
  productDetailReducer,
  sizeAfterColourChange,
  type ProductDetailState,
} from '../../src/domain/variant-rules';
import { black, blue, colour, grey, jacket, size } from './fixtures';

const reduce = productDetailReducer(jacket.colorVariants);
const state = (over: Partial<ProductDetailState> = {}): ProductDetailState => ({
  selectedColorVariant: blue.itemnum,
  selectedSize: null,
  sizeType: 'eu',
  selectedQuantity: 1,
  addToCartSizeError: null,
  ...over,
});

describe('§4 choosing a colour', () => {
  it.each([
    ['keeps the same size when the new colour has it', state({ selectedSize: 'B50' }), black.itemnum, 'S50'],
    ['clears the size when the new colour lacks it', state({ selectedSize: 'B52' }), black.itemnum, null],
    ['clears the size when the new colour lacks it (only 48)', state({ selectedSize: 'B50' }), grey.itemnum, null],
    ['keeps no size when none was chosen', state(), black.itemnum, null],
  ])('%s', (_rule, before, itemnum, expected) => {
    const after = reduce(before, { type: 'chooseColour', itemnum });
    expect(after.selectedColorVariant).toBe(itemnum);
    expect(after.selectedSize).toBe(expected);
  });

  it('matches the size by the current size type', () => {
    const a = colour('20000001', 'A', [size('A1', '50', 1, { size: { eu: '50', us: '40R' } })]);
    const b = colour('20000002', 'B', [size('B1', '52', 1, { size: { eu: '52', us: '40R' } })]);
    expect(sizeAfterColourChange(b, a.sizeVariants[0]!, 'us')?.sku).toBe('B1');
    expect(sizeAfterColourChange(b, a.sizeVariants[0]!, 'eu')).toBeNull();
  });

  it('clears the size error and resets the quantity to 1', () => {
    const after = reduce(state({ selectedSize: 'B50', selectedQuantity: 3, addToCartSizeError: 'warnSizeSelect' }), {
      type: 'chooseColour',
      itemnum: black.itemnum,
    });
    expect(after.addToCartSizeError).toBeNull();
    expect(after.selectedQuantity).toBe(1);
  });

  it('ignores an unknown colour', () => {
    const before = state();
    expect(reduce(before, { type: 'chooseColour', itemnum: '99999999' })).toBe(before);
  });
});

describe('§4 choosing a size', () => {
  it('clears the size error and resets the quantity to 1', () => {
    const after = reduce(state({ selectedQuantity: 4, addToCartSizeError: 'warnSizeSelect' }), { type: 'chooseSize', sku: 'B48' });
    expect(after).toMatchObject({ selectedSize: 'B48', selectedQuantity: 1, addToCartSizeError: null });
  });
  it('resetting the detail state restores the defaults', () => {
    const defaults = initialDetailState(jacket.colorVariants);
    expect(reduce(state({ selectedSize: 'B48', selectedQuantity: 2 }), { type: 'reset', state: defaults })).toEqual(defaults);
    expect(defaults).toMatchObject({ selectedColorVariant: blue.itemnum, selectedSize: null, selectedQuantity: 1, sizeType: 'eu' });
  });
  it('starts on the colour of the colorVariant parameter', () => {
    expect(initialDetailState(jacket.colorVariants, { colorVariant: black.itemnum }).selectedColorVariant).toBe(black.itemnum);
    expect(initialDetailState(jacket.colorVariants, { colorVariant: '00000000' }).selectedColorVariant).toBe(blue.itemnum);
  });
});

describe('§4 colours lacking the chosen size show a cross', () => {
  const chosen = blue.sizeVariants[1]!; // 50
  it.each([
    ['black has 50', black, false],
    ['grey lacks 50', grey, true],
    ['blue has 50', blue, false],
  ])('%s', (_rule, c, cross) => expect(colourLacksSize(c, chosen, 'eu')).toBe(cross));
  it('no size chosen: no crosses', () => expect(colourLacksSize(grey, null, 'eu')).toBe(false));
  it('a colour whose matching size is sold out shows a cross', () => expect(colourLacksSize(black, size('x', '54'), 'eu')).toBe(true));
});

describe('§4 auto-selection of the size', () => {
  it.each([
    ['only one size exists', grey, {}, 'G48'],
    ['the only size is sold out: nothing', colour('3', 'c', [size('X', '50', 0)]), {}, null],
    ['from the size query parameter', blue, { querySize: '50' }, 'B50'],
    [
      'from size and sizeType query parameters',
      colour('4', 'c', [size('U1', '50', 1, { size: { eu: '50', us: '40' } }), size('U2', '52', 1, { size: { eu: '52', us: '42' } })]),
      { querySize: '42', querySizeType: 'us' },
      'U2',
    ],
    ['a sold-out query size is not chosen', blue, { querySize: '52' }, null],
    ['exactly one size matches the saved size filter', blue, { savedSizeFilter: ['48', 'XL'] }, 'B48'],
    ['two sizes match the saved size filter: nothing', blue, { savedSizeFilter: ['48', '50'] }, null],
    ['several sizes and nothing asked: nothing', blue, {}, null],
  ])('%s', (_rule, c, input, expected) => expect(autoSelectedSize(c, input)?.sku ?? null).toBe(expected));
});

describe('§5 quantity: 1 to stock, capped at 20', () => {
  it.each([
    ['stock 3 allows 3', size('a', '1', 3), 3],
    ['stock 50 is capped at 20', size('a', '1', 50), 20],
    ['never-out-of-stock allows 20', size('a', '1', 0, { isNos: true }), 20],
    ['stock 0 still has minimum 1', size('a', '1', 0), 1],
    ['no size chosen: 20', null, 20],
  ])('%s', (_rule, s, max) => expect(maxQuantity(s)).toBe(max));
  it.each([
    [0, 1],
    [-4, 1],
    [2, 2],
    [7, 3],
    [2.7, 2],
    [Number.NaN, 1],
  ])('quantity %s with stock 3 becomes %s', (wanted, expected) => expect(clampQuantity(wanted, size('a', '1', 3))).toBe(expected));
  it('the reducer clamps the quantity to the chosen size', () => {
    expect(reduce(state({ selectedSize: 'B48' }), { type: 'setQuantity', quantity: 10 }).selectedQuantity).toBe(3);
  });
});

describe('§5 add to basket needs an available size', () => {
  it.each([
    ['no size: warnSizeSelect', null, 'warnSizeSelect'],
    ['a sold-out size: warnSizeSelect', size('a', '1', 0), 'warnSizeSelect'],
    ['an available size: no warning', size('a', '1', 1), null],
    ['never-out-of-stock: no warning', size('a', '1', 0, { isNos: true }), null],
  ])('%s', (_rule, s, expected) => expect(addToBasketWarning(s)).toBe(expected));
  it.each([
    ['outfit with one size chosen', 'outfit', [size('a', '1'), null], null],
    ['outfit with none chosen', 'outfit', [null, null], 'warnSelectAllSize'],
    ['set with all sizes chosen', 'set', [size('a', '1'), size('b', '2')], null],
    ['set with one size missing', 'set', [size('a', '1'), null], 'warnSelectAllSize'],
    ['kit with all sizes chosen', 'kit', [size('a', '1')], null],
  ] as const)('%s', (_rule, kind, chosen, expected) => expect(multiPartWarning(kind, chosen)).toBe(expected));
});

describe('§5 size sort', () => {
  it('numeric before letters, all-size last, letters in garment order, body types normal, short, tall', () => {
    const sizes = [
      size('1', 'XL'),
      size('2', 'One Size'),
      size('3', 'S'),
      size('4', '52'),
      size('5', '48'),
      size('6', 'XXL'),
      size('7', 'M'),
      size('8', '102', 1, { bodyType: 'tall' }),
      size('9', '26', 1, { bodyType: 'short' }),
      size('10', '3XL'),
      size('11', '4XL'),
      size('12', 'XLT', 1, { bodyType: 'tall' }),
    ];
    expect([...sizes].sort(compareSizes).map((s) => s.sizeString)).toEqual(['48', '52', 'S', 'M', 'XL', 'XXL', '3XL', '4XL', 'One Size', '26', '102', 'XLT']);
  });
});

describe('§2 tall-size flag', () => {
  const tallColour = colour('50000001', 'Tall', [size('T1', '50'), size('T2', '102', 2, { bodyType: 'tall' }), size('T3', '106', 0, { bodyType: 'tall' })]);
  it('keeps only colours with tall sizes in stock and their tall sizes', () => {
    const out = applyTallFlag([blue, tallColour], true);
    expect(out.map((c) => c.itemnum)).toEqual(['50000001']);
    expect(out[0]!.sizeVariants.map((s) => s.sku)).toEqual(['T2']);
  });
  it('without the flag everything stays', () => expect(applyTallFlag([blue, tallColour], false)).toHaveLength(2));
});
