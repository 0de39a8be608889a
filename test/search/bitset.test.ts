import { describe, expect, it } from 'vitest';
import { Bitset } from '../../host/search-engine/engine/bitset';

/** The documents of a bitset written into an array are those forEach visits, in the same order. */
describe('Bitset.writeDocs', () => {
  it.each([
    ['empty', 100, []],
    ['first and last', 100, [0, 99]],
    ['word boundaries', 97, [31, 32, 63, 64, 95, 96]],
    ['a full word and a sparse tail', 70, [...Array.from({ length: 32 }, (_, i) => 32 + i), 69]],
  ] as const)('%s', (_case, size, docs) => {
    const bits = Bitset.fromSorted(size, docs);
    const out = new Uint32Array(size);
    const n = bits.writeDocs(out);
    const visited: number[] = [];
    bits.forEach((d) => visited.push(d));
    expect(n).toBe(bits.count());
    expect([...out.subarray(0, n)]).toEqual([...docs]);
    expect([...out.subarray(0, n)]).toEqual(visited);
  });
});
