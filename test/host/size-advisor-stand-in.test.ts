import { describe, expect, it } from 'vitest';
import { normalSize, recommendSize } from '../../host/size-advisor/stand-in';

type Sizes = Parameters<typeof recommendSize>[0];
const sizes = (system: Sizes[number]['system'], labels: string[], sold: string[] = []): Sizes =>
  labels.map((label) => ({ sku: label, label, system, available: !sold.includes(label) }));
const jackets = [
  ...sizes('normal', ['46', '48', '50', '52', '54', '56', '58']),
  ...sizes('short', ['24', '25', '26', '27', '28']),
  ...sizes('long', ['98', '102', '106', '110']),
];

describe("the local size advisor stand-in's advice", () => {
  it.each([
    [{ height: 180, weight: 80, fit: 'regular' }, 50],
    [{ height: 180, weight: 80, fit: 'slim' }, 48],
    [{ height: 180, weight: 80, fit: 'loose' }, 52],
    [{ height: 190, weight: 95, fit: 'regular' }, 54],
  ] as const)('%o wears normal size %i', (body, size) => expect(normalSize(body)).toBe(size));

  it.each([
    ['a man of 180 cm, 80 kg: normal size', { height: 180, weight: 80, fit: 'regular' }, jackets, '50'],
    ['a tall slim man: the long (schlank) size', { height: 194, weight: 84, fit: 'regular' }, jackets, '102'],
    ['a short strong man: the short (untersetzt) size', { height: 168, weight: 86, fit: 'regular' }, jackets, '25'],
    ['letters', { height: 180, weight: 80, fit: 'regular' }, sizes('letters', ['S', 'M', 'L', 'XL']), 'L'],
    [
      'a sold-out fit gives way to a size in stock of the same distance',
      { height: 180, weight: 80, fit: 'regular' },
      sizes('normal', ['48', '52'], ['48']),
      '52',
    ],
  ] as const)('%s', (_rule, body, offered, advised) => expect(recommendSize(offered, body)).toBe(advised));
});
