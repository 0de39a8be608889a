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

/** Combining with a sorted list of documents gives what combining with its bitset gives. */
describe('Bitset.andSorted and orSorted', () => {
  const cases = [
    ['both empty', 100, [], []],
    ['an empty list', 100, [1, 40, 99], []],
    ['an empty bitset', 100, [], [1, 40, 99]],
    ['the same documents', 100, [0, 31, 32, 99], [0, 31, 32, 99]],
    ['word boundaries', 97, [30, 31, 32, 33, 64, 96], [31, 32, 63, 64, 95, 96]],
    ['a list in one word of many', 200, [5, 70, 71, 150, 199], [70, 72]],
    ['a full word and a sparse tail', 70, Array.from({ length: 40 }, (_, i) => 30 + i), [31, 33, 35, 69]],
  ] as const;
  it.each(cases)('%s', (_case, size, bitsDocs, listDocs) => {
    const docsOf = (b: Bitset) => {
      const out: number[] = [];
      b.forEach((d) => out.push(d));
      return out;
    };
    const list = Uint32Array.from(listDocs);
    const and = Bitset.fromSorted(size, bitsDocs).andSorted(list);
    const or = Bitset.fromSorted(size, bitsDocs).orSorted(list);
    expect(docsOf(and)).toEqual(docsOf(Bitset.fromSorted(size, bitsDocs).andInPlace(Bitset.fromSorted(size, listDocs))));
    expect(docsOf(or)).toEqual(docsOf(Bitset.fromSorted(size, bitsDocs).orInPlace(Bitset.fromSorted(size, listDocs))));
    expect(and.count()).toBe(bitsDocs.filter((d) => (listDocs as readonly number[]).includes(d)).length);
  });
});
