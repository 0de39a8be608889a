/**
 * Fixed-size bitsets over document numbers: filters combine in word-wide AND/OR/NOT, which is
 * what keeps a listing query with several refinements far from a scan over records.
 */
export class Bitset {
  readonly words: Uint32Array;
  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const b = new Bitset(size);
    b.words.fill(0xffffffff);
    b.trim();
    return b;
  }

  static fromSorted(size: number, docs: ArrayLike<number>): Bitset {
    const b = new Bitset(size);
    const w = b.words;
    for (let i = 0; i < docs.length; i++) w[docs[i] >>> 5] |= 1 << (docs[i] & 31);
    return b;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** Clear the bits past `size` in the last word, so counts and complements stay exact. */
  private trim(): void {
    const rest = this.size & 31;
    if (rest) this.words[this.words.length - 1] &= 0xffffffff >>> (32 - rest);
  }

  set(doc: number): void {
    this.words[doc >>> 5] |= 1 << (doc & 31);
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5] & (1 << (doc & 31))) !== 0;
  }

  andInPlace(other: Bitset): this {
    const a = this.words,
      b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= b[i];
    return this;
  }

  orInPlace(other: Bitset): this {
    const a = this.words,
      b = other.words;
    for (let i = 0; i < a.length; i++) a[i] |= b[i];
    return this;
  }

  /** OR with a sorted list of documents (a sparse facet value's postings), without a bitset built for it. */
  orSorted(docs: ArrayLike<number>): this {
    const a = this.words;
    for (let i = 0; i < docs.length; i++) a[docs[i] >>> 5] |= 1 << (docs[i] & 31);
    return this;
  }

  /**
   * AND with a sorted list of documents, without a bitset built for it: each word keeps the bits
   * of the list's documents in it, and the words holding none of them are cleared.
   */
  andSorted(docs: ArrayLike<number>): this {
    const a = this.words;
    let w = 0;
    for (let i = 0; i < docs.length; ) {
      const word = docs[i] >>> 5;
      for (; w < word; w++) a[w] = 0;
      let mask = 0;
      for (; i < docs.length && docs[i] >>> 5 === word; i++) mask |= 1 << (docs[i] & 31);
      a[w] &= mask;
      w = word + 1;
    }
    for (; w < a.length; w++) a[w] = 0;
    return this;
  }

  notInPlace(): this {
    const a = this.words;
    for (let i = 0; i < a.length; i++) a[i] = ~a[i];
    this.trim();
    return this;
  }

  /** Size of the intersection, without building it (facet counts over large result sets). */
  andCount(other: Bitset): number {
    let n = 0;
    const a = this.words,
      b = other.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i] & b[i];
      if (v === 0) continue;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }

  count(): number {
    let n = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      if (v === 0) continue;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }

  /**
   * Writes the set documents into `out` in increasing order and returns how many there are
   * (`out` holds at least count() numbers): a loop without a call per document.
   */
  writeDocs(out: Uint32Array): number {
    const a = this.words;
    let n = 0;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      while (v !== 0) {
        const low = v & -v;
        out[n++] = (i << 5) + 31 - Math.clz32(low);
        v ^= low;
      }
    }
    return n;
  }

  /** Calls fn for every set document, in increasing order. */
  forEach(fn: (doc: number) => void): void {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      while (v !== 0) {
        const low = v & -v;
        fn((i << 5) + 31 - Math.clz32(low));
        v ^= low;
      }
    }
  }
}
