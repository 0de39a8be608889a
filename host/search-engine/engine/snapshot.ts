import { Bitset } from './bitset';
import { allStrings, facetKey, numericValue, splitPath, valuesAt, type Leaf } from './paths';
import type { SearchableAttribute, SortCriterion } from './settings';
import { tokenize } from '../../../src/search/text';

/** The documents of a facet value not in the index. */
const NO_DOCS = new Uint32Array(0);

export type SearchRecord = Record<string, unknown> & { objectID: string };

/** Values of one attribute: posting lists per distinct value and, per document, its value ids. */
export interface FacetColumn {
  keys: string[];
  display: string[];
  /** The number each value stands for, or null for text/boolean values (facets_stats need all numeric). */
  numbers: (number | null)[];
  byKey: Map<string, number>;
  postings: Uint32Array[];
  /** CSR layout: value ids of document d are values[offsets[d] .. offsets[d + 1]). */
  offsets: Uint32Array;
  values: Uint32Array;
  /**
   * The same values in one small array a document, where they fit (see compactValues): counting a
   * query's documents then reads one entry of a few hundred kilobytes per document instead of two
   * of megabytes (offsets and values), which on 100k records is what facet counting waited for.
   */
  compact: CompactValues | null;
  denseBits: Map<number, Bitset>;
  /** Values in alphabetical order of their display strings, and each value's place in it (lazy). */
  alphabetical?: { order: number[]; rank: Uint32Array };
  /** Each value's display string as a JSON key with its colon, or null when two values share one (lazy; search.facetJson). */
  displayJson?: string[] | null;
  /**
   * `numbers` in one typed array, NaN for a value that is not a number (lazy; search.facetStats):
   * reading the shown values' numbers boxed one by one from the array waited for memory.
   */
  numberArray?: Float64Array;
  /** Count buffers reused by every query (see search.countFacet), and how much of `present` is in use. */
  scratch?: { counts: Uint32Array; present: Uint32Array; used: number };
  /** Work of counting through posting lists (dense values by bitset): sum of min(postings, words). */
  postingsCost: number;
}

/**
 * Per document, its values of a facet in one entry: `single` holds the value id of a facet with at
 * most one value a document (`none` where it has none); `mask` has bit i set for value id i, for a
 * text facet with several values a document and at most 32 distinct values.
 */
export type CompactValues =
  | { kind: 'single'; ids: Uint8Array | Uint16Array | Uint32Array; none: number }
  | { kind: 'mask'; bits: Uint8Array | Uint16Array | Uint32Array };

/** A facet's values per document in the smallest array that holds them, or null (many values, several a document). */
export function compactValues(size: number, offsets: Uint32Array, values: Uint32Array, numbers: readonly (number | null)[]): CompactValues | null {
  const distinct = numbers.length;
  let single = true;
  for (let d = 0; d < size && single; d++) if (offsets[d + 1] - offsets[d] > 1) single = false;
  if (single) {
    const none = distinct < 0xff ? 0xff : distinct < 0xffff ? 0xffff : 0xffffffff;
    const ids = none === 0xff ? new Uint8Array(size) : none === 0xffff ? new Uint16Array(size) : new Uint32Array(size);
    for (let d = 0; d < size; d++) ids[d] = offsets[d + 1] > offsets[d] ? values[offsets[d]] : none;
    return { kind: 'single', ids, none };
  }
  // Numeric facets keep the documents' own value order: their facets_stats sum in it.
  if (distinct > 32 || numbers.some((n) => n !== null)) return null;
  const bits = distinct <= 8 ? new Uint8Array(size) : distinct <= 16 ? new Uint16Array(size) : new Uint32Array(size);
  for (let d = 0; d < size; d++) {
    let m = 0;
    for (let k = offsets[d]; k < offsets[d + 1]; k++) m |= 1 << values[k];
    bits[d] = m;
  }
  return { kind: 'mask', bits };
}

/** Numeric values of one attribute sorted, with their documents: a range is two binary searches. */
export interface NumericColumn {
  values: Float64Array;
  docs: Uint32Array;
}

/** Inverted index of the searchable attributes: sorted terms (prefix = a contiguous range). */
export interface TextIndex {
  terms: string[];
  termIds: Map<string, number>;
  docs: Uint32Array[];
  /** Best (lowest) searchable-attribute rank of the term in each document of `docs`. */
  ranks: Uint8Array[];
  /** Term ids bucketed by term length, for the typo scan; digit-only terms (item numbers) apart. */
  byLength: Map<number, number[]>;
  numericByLength: Map<number, number[]>;
  /** Documents-sized buffers reused by every query on this snapshot (see search.match). */
  scratch: TextScratch;
  /** Cache of query word -> matching terms (the vocabulary is fixed per snapshot). */
  wordCache: Map<string, WordMatch[]>;
  /** Recently used word postings (LRU by total entries). */
  postingsCache: { map: Map<string, WordPostings>; entries: number };
}

export interface TextScratch {
  /** Best match code per document while a word's postings are merged (reset to NO_MATCH after). */
  code?: Uint16Array;
  list?: Uint32Array;
  candidates?: Uint32Array;
  textKeys?: Uint32Array;
  keys?: Float64Array;
}

/** A query word's matching documents (sorted) with their match codes; see matching.wordPostings. */
export interface WordPostings {
  docs: Uint32Array;
  codes: Uint16Array;
  matches: WordMatch[];
}

export interface WordMatch {
  term: number;
  typos: number;
  exact: boolean;
}

/** Ranking positions of documents for a ranking formula (see settings.rankingPlan). */
export interface Order {
  /** Dense rank by the criteria placed before textual relevance (0 for all when none). */
  pre: Uint32Array;
  /** Total rank by pre criteria, post criteria, then document order. */
  post: Uint32Array;
  /** Documents by `post`. */
  permutation: Uint32Array;
  preCount: number;
}

/**
 * An immutable view of an index's records at one write version, with the derived structures
 * built lazily on first use and kept until the next write. Replicas share the primary's
 * snapshot, so a sort replica costs one extra order, not another index.
 */
export class Snapshot {
  readonly size: number;
  readonly byObjectID: Map<string, number>;
  private readonly facets = new Map<string, FacetColumn>();
  private readonly numerics = new Map<string, NumericColumn>();
  private readonly texts = new Map<string, TextIndex>();
  private readonly orders = new Map<string, Order>();
  private readonly groups = new Map<string, { ids: Int32Array; unique: boolean }>();
  private all: Bitset | null = null;

  constructor(readonly docs: SearchRecord[]) {
    this.size = docs.length;
    this.byObjectID = new Map(docs.map((d, i) => [d.objectID, i]));
  }

  private docs32: Uint32Array | null = null;
  private recordBytes = -1;
  private docBytes: Uint32Array | null = null;

  /** The average size of a record as JSON, from a sample spread over the index. */
  averageRecordBytes(): number {
    if (this.recordBytes < 0) {
      const n = Math.min(32, this.size);
      let bytes = 0;
      for (let i = 0; i < n; i++) bytes += this.bytesOf(Math.floor((i * this.size) / n));
      this.recordBytes = n === 0 ? 0 : bytes / n;
    }
    return this.recordBytes;
  }

  /**
   * The size of document d's record as JSON, measured once per snapshot (records of one index vary
   * several times in size, so a page's size is the sum of its own records, not an average's multiple).
   */
  bytesOf(d: number): number {
    this.docBytes ??= new Uint32Array(this.size);
    if (this.docBytes[d] === 0) this.docBytes[d] = Buffer.byteLength(JSON.stringify(this.docs[d]));
    return this.docBytes[d];
  }

  /** A documents-sized buffer for one query's matched documents (queries run one at a time). */
  docsBuffer(): Uint32Array {
    this.docs32 ??= new Uint32Array(this.size);
    return this.docs32;
  }

  allDocs(): Bitset {
    this.all ??= Bitset.full(this.size);
    return this.all;
  }

  facet(path: string): FacetColumn {
    let col = this.facets.get(path);
    if (!col) {
      col = this.buildFacet(path);
      this.facets.set(path, col);
    }
    return col;
  }

  /** Bitset of a facet value; large posting lists keep theirs, so common filters cost a copy. */
  facetBits(path: string, key: string): Bitset {
    const col = this.facet(path);
    const id = col.byKey.get(key);
    if (id === undefined) return new Bitset(this.size);
    return this.denseValueBits(col, id)?.clone() ?? Bitset.fromSorted(this.size, col.postings[id]);
  }

  /**
   * A facet value's documents to be combined into another bitset, read only: a dense value's
   * cached bitset, a sparse value's sorted posting list itself (no bitset of 12 KB on 100k records
   * built and zeroed for it).
   */
  facetDocsShared(path: string, key: string): Bitset | Uint32Array {
    const col = this.facet(path);
    const id = col.byKey.get(key);
    if (id === undefined) return NO_DOCS;
    return this.denseValueBits(col, id) ?? col.postings[id];
  }

  /** The bitset of a dense facet value (cached), or null for a sparse one. */
  denseValueBits(col: FacetColumn, id: number): Bitset | null {
    const cached = col.denseBits.get(id);
    if (cached) return cached;
    if (col.postings[id].length * 32 <= this.size) return null;
    const bits = Bitset.fromSorted(this.size, col.postings[id]);
    col.denseBits.set(id, bits);
    return bits;
  }

  private buildFacet(path: string): FacetColumn {
    const segments = splitPath(path);
    const keys: string[] = [],
      display: string[] = [],
      numbers: (number | null)[] = [];
    const byKey = new Map<string, number>();
    const lists: number[][] = [];
    const offsets = new Uint32Array(this.size + 1);
    const values: number[] = [];
    const leaves: Leaf[] = [];
    for (let d = 0; d < this.size; d++) {
      offsets[d] = values.length;
      leaves.length = 0;
      valuesAt(this.docs[d], segments, leaves);
      for (const leaf of leaves) {
        const key = facetKey(leaf);
        let id = byKey.get(key);
        if (id === undefined) {
          id = keys.length;
          byKey.set(key, id);
          keys.push(key);
          display.push(String(leaf));
          numbers.push(typeof leaf === 'number' ? leaf : null);
          lists.push([]);
        }
        const list = lists[id];
        if (list[list.length - 1] !== d) {
          list.push(d);
          values.push(id);
        }
      }
    }
    offsets[this.size] = values.length;
    const valueIds = Uint32Array.from(values);
    return {
      keys,
      display,
      numbers,
      byKey,
      offsets,
      values: valueIds,
      compact: compactValues(this.size, offsets, valueIds, numbers),
      postings: lists.map((l) => Uint32Array.from(l)),
      denseBits: new Map(),
      postingsCost: lists.reduce((sum, l) => sum + Math.min(l.length, (this.size + 31) >>> 5), 0),
    };
  }

  numeric(path: string): NumericColumn {
    let col = this.numerics.get(path);
    if (!col) {
      const segments = splitPath(path);
      const pairs: [number, number][] = [];
      const leaves: Leaf[] = [];
      for (let d = 0; d < this.size; d++) {
        leaves.length = 0;
        for (const leaf of valuesAt(this.docs[d], segments, leaves)) {
          const n = numericValue(leaf);
          if (n !== null) pairs.push([n, d]);
        }
      }
      pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      col = { values: Float64Array.from(pairs, (p) => p[0]), docs: Uint32Array.from(pairs, (p) => p[1]) };
      this.numerics.set(path, col);
    }
    return col;
  }

  /** Documents with a value in [low, high] (inclusive; pass open bounds as +-Infinity). */
  numericRange(path: string, low: number, high: number, lowInclusive = true, highInclusive = true): Bitset {
    const col = this.numeric(path);
    const from = lowerBound(col.values, low, !lowInclusive);
    const to = lowerBound(col.values, high, highInclusive);
    const bits = new Bitset(this.size);
    for (let i = from; i < to; i++) bits.set(col.docs[i]);
    return bits;
  }

  text(plan: SearchableAttribute[] | null): TextIndex {
    const key = JSON.stringify(plan);
    let index = this.texts.get(key);
    if (!index) {
      index = this.buildText(plan);
      this.texts.set(key, index);
    }
    return index;
  }

  private buildText(plan: SearchableAttribute[] | null): TextIndex {
    const postings = new Map<string, { docs: number[]; ranks: number[] }>();
    const compiled = plan?.map((a) => ({ rank: a.rank, paths: a.paths.map(splitPath) }));
    const add = (token: string, d: number, rank: number) => {
      let p = postings.get(token);
      if (!p) {
        p = { docs: [], ranks: [] };
        postings.set(token, p);
      }
      const last = p.docs.length - 1;
      if (p.docs[last] === d) {
        if (rank < p.ranks[last]) p.ranks[last] = rank;
      } else {
        p.docs.push(d);
        p.ranks.push(rank);
      }
    };
    const leaves: Leaf[] = [];
    for (let d = 0; d < this.size; d++) {
      if (!compiled) {
        for (const s of allStrings(this.docs[d])) for (const t of tokenize(s)) add(t, d, 0);
        continue;
      }
      for (const attr of compiled) {
        for (const segments of attr.paths) {
          leaves.length = 0;
          for (const leaf of valuesAt(this.docs[d], segments, leaves)) {
            if (typeof leaf === 'boolean') continue;
            for (const t of tokenize(String(leaf))) add(t, d, attr.rank);
          }
        }
      }
    }
    const terms = [...postings.keys()].sort();
    const termIds = new Map(terms.map((t, i) => [t, i]));
    const byLength = new Map<number, number[]>();
    const numericByLength = new Map<number, number[]>();
    terms.forEach((t, i) => {
      const buckets = /^\d+$/.test(t) ? numericByLength : byLength;
      const list = buckets.get(t.length) ?? [];
      list.push(i);
      buckets.set(t.length, list);
    });
    return {
      terms,
      termIds,
      byLength,
      numericByLength,
      wordCache: new Map(),
      postingsCache: { map: new Map(), entries: 0 },
      scratch: {},
      docs: terms.map((t) => Uint32Array.from(postings.get(t)!.docs)),
      ranks: terms.map((t) => Uint8Array.from(postings.get(t)!.ranks)),
    };
  }

  order(pre: SortCriterion[], post: SortCriterion[]): Order {
    const key = JSON.stringify([pre, post]);
    let order = this.orders.get(key);
    if (!order) {
      order = this.buildOrder(pre, post);
      this.orders.set(key, order);
    }
    return order;
  }

  private sortValues(c: SortCriterion): Float64Array {
    const out = new Float64Array(this.size).fill(NaN);
    const segments = splitPath(c.path);
    const leaves: Leaf[] = [];
    for (let d = 0; d < this.size; d++) {
      leaves.length = 0;
      let best = NaN;
      for (const leaf of valuesAt(this.docs[d], segments, leaves)) {
        const n = numericValue(leaf);
        if (n === null) continue;
        // An array sorts by its smallest value ascending and its largest descending, as Algolia does.
        if (Number.isNaN(best) || (c.descending ? n > best : n < best)) best = n;
      }
      out[d] = best;
    }
    return out;
  }

  private buildOrder(pre: SortCriterion[], post: SortCriterion[]): Order {
    const preCols = pre.map((c) => ({ values: this.sortValues(c), desc: c.descending }));
    const postCols = post.map((c) => ({ values: this.sortValues(c), desc: c.descending }));
    const compareBy = (cols: typeof preCols, a: number, b: number): number => {
      for (const { values, desc } of cols) {
        const x = values[a],
          y = values[b];
        if (x === y) continue;
        // Missing values always sort last.
        if (Number.isNaN(x)) {
          if (!Number.isNaN(y)) return 1;
          continue;
        }
        if (Number.isNaN(y)) return -1;
        return desc ? y - x : x - y;
      }
      return 0;
    };
    const permutation = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) permutation[i] = i;
    if (pre.length + post.length > 0) {
      permutation.sort((a, b) => compareBy(preCols, a, b) || compareBy(postCols, a, b) || a - b);
    }
    const preRank = new Uint32Array(this.size);
    const postRank = new Uint32Array(this.size);
    let dense = 0;
    for (let i = 0; i < this.size; i++) {
      const d = permutation[i];
      if (i > 0 && pre.length > 0 && compareBy(preCols, permutation[i - 1], d) !== 0) dense++;
      preRank[d] = dense;
      postRank[d] = i;
    }
    return { pre: preRank, post: postRank, permutation, preCount: dense + 1 };
  }

  /** Distinct group number per document for attributeForDistinct (-1 when the attribute is missing). */
  distinctGroups(path: string): { ids: Int32Array; unique: boolean } {
    let g = this.groups.get(path);
    if (!g) {
      const segments = splitPath(path);
      const idsByKey = new Map<string, number>();
      const ids = new Int32Array(this.size).fill(-1);
      for (let d = 0; d < this.size; d++) {
        const leaf = valuesAt(this.docs[d], segments)[0];
        if (leaf === undefined) continue;
        const key = facetKey(leaf);
        let id = idsByKey.get(key);
        if (id === undefined) {
          id = idsByKey.size;
          idsByKey.set(key, id);
        }
        ids[d] = id;
      }
      g = { ids, unique: idsByKey.size === this.size };
      this.groups.set(path, g);
    }
    return g;
  }
}

/** First index whose value is >= x (or > x when `strict`). */
function lowerBound(values: Float64Array, x: number, strict: boolean): number {
  let lo = 0,
    hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < x || (strict && values[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
