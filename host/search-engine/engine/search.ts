import { randomBytes } from 'node:crypto';
import { Bitset } from './bitset';
import { evaluateFilter } from './evaluate';
import { parseFilters, parseNestedFilters, FilterSyntaxError, type FilterNode } from './filters';
import { highlightRecord, type Highlighter } from './highlight';
import { gallop, wordPostings, type TypoOptions } from './matching';
import { BadRequestError, type SearchParams } from './params';
import { facetingPlan, rankingPlan, searchablePlan, type IndexSettings } from './settings';
import type { Snapshot, SearchRecord } from './snapshot';
import { tokenize } from '../../../src/search/text';
import { project } from './project';
import { RawJson, hasMembers, hitJson } from './hit-json';
import type { AnswerBudget, EngineStats } from './answer-budget';

/**
 * One query against one index: filters -> candidate set, text matching -> relevance keys,
 * ranking formula -> order, then facets, distinct, paging, projection and highlighting.
 */

export interface Matched {
  /** Documents matching query and filters. */
  bits: Bitset;
  /**
   * Text queries: the matched documents (unordered) and the first k in ranking order. Null when
   * ranking is the precomputed order restricted to `bits` (no query words).
   */
  text: { docs: Uint32Array; top: (k: number) => ArrayLike<number> } | null;
  highlighter: Highlighter;
}

export function combinedFilter(params: SearchParams): FilterNode | null {
  try {
    const parts = [
      parseFilters(params.filters),
      parseNestedFilters(params.facetFilters, 'facetFilters'),
      parseNestedFilters(params.numericFilters, 'numericFilters'),
      parseNestedFilters(params.tagFilters, 'tagFilters'),
    ].filter((p): p is FilterNode => p !== null && p !== undefined);
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0] : { kind: 'and', children: parts };
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw new BadRequestError(e.message);
    throw e;
  }
}

function typoOptions(settings: IndexSettings, params: SearchParams): TypoOptions {
  return {
    enabled: params.typoTolerance !== false,
    minWordSizefor1Typo: settings.minWordSizefor1Typo ?? 4,
    minWordSizefor2Typos: settings.minWordSizefor2Typos ?? 8,
  };
}

/** Filters and text matching: the documents a query matches and, for text queries, their order. */
export function match(snapshot: Snapshot, settings: IndexSettings, params: SearchParams): Matched {
  const filter = combinedFilter(params);
  const filterBits = filter ? evaluateFilter(snapshot, filter) : null;
  const words = tokenize(params.query);
  const highlighter: Highlighter = {
    words,
    terms: new Map(),
    pre: params.highlightPreTag,
    post: params.highlightPostTag,
  };
  if (words.length === 0) return { bits: filterBits ?? snapshot.allDocs().clone(), text: null, highlighter };

  const index = snapshot.text(searchablePlan(settings));
  const typo = typoOptions(settings, params);
  const n = snapshot.size;
  const scratch = index.scratch;
  // Per-query buffers are reused (queries run one at a time and nothing here outlives the call):
  // allocating documents-sized arrays per query would keep the garbage collector busy.
  scratch.candidates ??= new Uint32Array(n);
  scratch.textKeys ??= new Uint32Array(n);
  scratch.keys ??= new Float64Array(n);
  const postings = words.map((word, w) => {
    const p = wordPostings(index, word, w === words.length - 1, typo, n);
    for (const m of p.matches) {
      const term = index.terms[m.term];
      if (!highlighter.terms.has(term) || m.typos === 0) {
        highlighter.terms.set(term, { word: w, prefix: m.exact || m.typos > 0 ? null : word.length });
      }
    }
    return p;
  });
  // Drive the intersection from the shortest list; gallop through the others.
  postings.sort((a, b) => a.docs.length - b.docs.length);
  const [driver, ...others] = postings;
  const cursors = new Array<number>(others.length).fill(0);
  const candidates = scratch.candidates;
  const textKeys = scratch.textKeys;
  let count = 0;
  let minTypos = Infinity;
  outer: for (let j = 0; j < driver.docs.length; j++) {
    const d = driver.docs[j];
    if (filterBits && !filterBits.has(d)) continue;
    let c = driver.codes[j];
    let typos = c >> 7,
      rank = (c >> 1) & 63,
      exact = (c & 1) === 0 ? 1 : 0;
    for (let w = 0; w < others.length; w++) {
      const list = others[w].docs;
      const at = gallop(list, cursors[w], d);
      cursors[w] = at;
      if (at >= list.length) break outer;
      if (list[at] !== d) continue outer;
      c = others[w].codes[at];
      typos += c >> 7;
      const r = (c >> 1) & 63;
      if (r < rank) rank = r;
      if ((c & 1) === 0) exact++;
    }
    if (typos < minTypos) minTypos = typos;
    candidates[count] = d;
    textKeys[count++] = (Math.min(typos, 15) << 10) | (rank << 4) | (15 - Math.min(exact, 15));
  }

  // typoTolerance min/strict: only the results with the fewest typos.
  if (params.typoTolerance === 'min' || params.typoTolerance === 'strict') {
    let kept = 0;
    for (let i = 0; i < count; i++) {
      if (textKeys[i] >> 10 !== Math.min(minTypos, 15)) continue;
      candidates[kept] = candidates[i];
      textKeys[kept++] = textKeys[i];
    }
    count = kept;
  }
  const { pre, post } = rankingPlan(settings);
  const order = snapshot.order(pre, post);
  const bits = new Bitset(n);
  const docs = candidates.subarray(0, count);
  for (let i = 0; i < count; i++) bits.set(docs[i]);
  if ((order.preCount + 1) * 16384 * n < 2 ** 52) {
    // One float per candidate, (preRank, textKey, postRank) packed: selecting and sorting typed
    // numbers is far cheaper than a comparator over tuples.
    const keys = scratch.keys.subarray(0, count);
    for (let i = 0; i < count; i++) {
      const d = docs[i];
      keys[i] = (order.pre[d] * 16384 + textKeys[i]) * n + order.post[d];
    }
    const permutation = order.permutation;
    return { bits, text: { docs, top: (k: number) => Uint32Array.from(smallestKeys(keys, k), (key) => permutation[key % n]) }, highlighter };
  }
  const idx = Array.from({ length: count }, (_, i) => i).sort((a, b) => {
    const da = docs[a],
      db = docs[b];
    return order.pre[da] - order.pre[db] || textKeys[a] - textKeys[b] || order.post[da] - order.post[db];
  });
  const ranked = Uint32Array.from(idx, (i) => docs[i]);
  return { bits, text: { docs, top: (k) => ranked.subarray(0, k) }, highlighter };
}

/** The k smallest keys in order: a bounded max-heap, so a page of 48 out of 100k is no full sort. */
function smallestKeys(keys: Float64Array, k: number): Float64Array {
  if (k >= keys.length / 4) return keys.slice().sort().subarray(0, Math.min(k, keys.length));
  const heap = new Float64Array(k);
  let size = 0;
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let m = i;
      if (l < size && heap[l] > heap[m]) m = l;
      if (r < size && heap[r] > heap[m]) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (let j = 0; j < keys.length; j++) {
    const key = keys[j];
    if (size < k) {
      let i = size++;
      heap[i] = key;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent] >= heap[i]) break;
        [heap[i], heap[parent]] = [heap[parent], heap[i]];
        i = parent;
      }
    } else if (key < heap[0]) {
      heap[0] = key;
      siftDown(0);
    }
  }
  return heap.subarray(0, size).sort();
}

function facetsToCount(settings: IndexSettings, requested: string[]): string[] {
  const declared = facetingPlan(settings)
    .filter((f) => !f.filterOnly)
    .map((f) => f.path);
  if (requested.includes('*')) return declared;
  return requested.filter((f) => declared.includes(f));
}

export interface FacetCounts {
  counts: Uint32Array;
  column: ReturnType<Snapshot['facet']>;
  /** The values with a count above 0 (so numeric facets with thousands of values are not rescanned). */
  present: ArrayLike<number>;
}

/**
 * Value counts of one facet over the matched documents: walking each matched document's values,
 * or, when more documents match than the facet has postings, intersecting per value (bitset
 * popcount for dense values, posting-list probes for sparse ones).
 */
export function countFacet(
  snapshot: Snapshot,
  path: string,
  bits: Bitset,
  matchedDocs: () => Uint32Array,
  matchesAll: boolean,
  matched = bits.count(),
): FacetCounts {
  const column = snapshot.facet(path);
  const v = column.keys.length;
  // The buffers are the column's own, reused: the caller reads the counts before the next count
  // of this column (queries run one at a time). Only the values counted last time are cleared.
  const scratch = (column.scratch ??= { counts: new Uint32Array(v), present: new Uint32Array(v), used: 0 });
  const { counts, present } = scratch;
  for (let i = 0; i < scratch.used; i++) counts[present[i]] = 0;
  let p = 0;
  if (matchesAll) {
    for (let id = 0; id < v; id++) {
      counts[id] = column.postings[id].length;
      present[p++] = id;
    }
  } else if (column.postingsCost < matched * (column.values.length / Math.max(1, snapshot.size))) {
    for (let id = 0; id < v; id++) {
      const dense = snapshot.denseValueBits(column, id);
      let c = 0;
      if (dense) c = bits.andCount(dense);
      else {
        const postings = column.postings[id];
        for (let i = 0; i < postings.length; i++) if (bits.has(postings[i])) c++;
      }
      if (c > 0) {
        counts[id] = c;
        present[p++] = id;
      }
    }
  } else if (column.compact?.kind === 'single') {
    const docs = matchedDocs();
    const { ids, none } = column.compact;
    for (let i = 0; i < docs.length; i++) {
      const id = ids[docs[i]];
      if (id !== none && counts[id]++ === 0) present[p++] = id;
    }
  } else if (column.compact?.kind === 'mask') {
    const docs = matchedDocs();
    const masks = column.compact.bits;
    for (let i = 0; i < docs.length; i++) {
      for (let m = masks[docs[i]]; m !== 0; m &= m - 1) {
        const id = 31 - Math.clz32(m & -m);
        if (counts[id]++ === 0) present[p++] = id;
      }
    }
  } else {
    const docs = matchedDocs();
    const { offsets, values } = column;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i];
      for (let k = offsets[d], end = offsets[d + 1]; k < end; k++) if (counts[values[k]]++ === 0) present[p++] = values[k];
    }
  }
  scratch.used = p;
  return { counts, column, present: present.subarray(0, p) };
}

/** Values in alphabetical order of their display string, and each value's place in it (lazy). */
function alphabetical(column: FacetCounts['column']): { order: number[]; rank: Uint32Array } {
  if (!column.alphabetical) {
    const order = column.display.map((_, i) => i).sort((a, b) => (column.display[a] < column.display[b] ? -1 : column.display[a] > column.display[b] ? 1 : 0));
    const rank = new Uint32Array(order.length);
    order.forEach((id, r) => {
      rank[id] = r;
    });
    column.alphabetical = { order, rank };
  }
  return column.alphabetical;
}

/** The values to show: by count (ties alphabetical) or alphabetical, packed into numbers to sort. */
export function topValues({ counts, column, present }: FacetCounts, limit: number, by: 'count' | 'alpha'): number[] {
  const { order, rank } = alphabetical(column);
  const byRank = (ids: ArrayLike<number>, take: number): number[] => {
    const ranks = new Uint32Array(ids.length);
    for (let i = 0; i < ids.length; i++) ranks[i] = rank[ids[i]];
    ranks.sort();
    const out: number[] = [];
    for (let i = 0; i < Math.min(take, ranks.length); i++) out.push(order[ranks[i]]);
    return out;
  };
  if (by === 'alpha') return byRank(present, limit);
  // By count, ties alphabetical. A histogram of counts gives the smallest count that makes the
  // cut: values above it are few and sorted; values at it are taken alphabetically. Numeric
  // facets (prices) have thousands of values of which a few hundred are shown.
  let max = 0;
  for (let i = 0; i < present.length; i++) if (counts[present[i]] > max) max = counts[present[i]];
  let cut = 1;
  if (present.length > limit) {
    const histogram = new Uint32Array(max + 1);
    for (let i = 0; i < present.length; i++) histogram[counts[present[i]]]++;
    let taken = 0;
    for (let c = max; c > 0; c--) {
      taken += histogram[c];
      if (taken >= limit) {
        cut = c;
        break;
      }
    }
  }
  const above: number[] = [];
  const ties: number[] = [];
  for (let i = 0; i < present.length; i++) {
    const id = present[i];
    if (counts[id] > cut) above.push(id);
    else if (counts[id] === cut) ties.push(id);
  }
  const v = counts.length;
  const keys = Float64Array.from(above, (id) => (max - counts[id]) * v + rank[id]).sort();
  const out: number[] = [];
  for (let i = 0; i < keys.length; i++) out.push(order[keys[i] % v]);
  const need = limit - out.length;
  if (ties.length <= 4 * need) return out.concat(byRank(ties, need));
  // Many ties (most prices occur once): walk the alphabetical order until enough are found.
  for (let r = 0; r < order.length && out.length < limit; r++) if (counts[order[r]] === cut) out.push(order[r]);
  return out;
}

/** A facet's shown values and their counts, `{ value: count }`. */
function facetObject({ counts, column }: FacetCounts, shown: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of shown) out[column.display[v]] = counts[v];
  return out;
}

/**
 * The same as JSON, written from each value's key written once per column: an object of hundreds
 * of keys (prices) is slow to build and to write. Parsed, it is the object facetObject builds; a
 * column whose values share a display string (`1` and `"1"`) is built as that object.
 */
function facetJson(fc: FacetCounts, shown: readonly number[]): RawJson {
  const { column, counts } = fc;
  if (!column.displayJson) {
    const keys = column.display.map((d) => `${JSON.stringify(d)}:`);
    column.displayJson = new Set(column.display).size === column.display.length ? keys : null;
  }
  const keys = column.displayJson;
  if (!keys) return new RawJson(JSON.stringify(facetObject(fc, shown)));
  // Joined once: adding hundreds of pieces to a string one by one builds a rope to be flattened.
  const members = new Array<string>(shown.length);
  for (let i = 0; i < shown.length; i++) members[i] = keys[shown[i]] + counts[shown[i]];
  return new RawJson(`{${members.join(',')}}`);
}

/**
 * `facets_stats` of a facet whose counted values are all numbers, else null. The numbers are read
 * from one typed array: read boxed from `column.numbers`, a price facet's few hundred values were
 * the engine's hottest line (each a load from somewhere else in the heap).
 */
function facetStats({ counts, column, present }: FacetCounts): { min: number; max: number; avg: number; sum: number } | null {
  const numbers = (column.numberArray ??= Float64Array.from(column.numbers, (x) => x ?? Number.NaN));
  let min = Infinity,
    max = -Infinity,
    sum = 0,
    n = 0;
  for (let i = 0; i < present.length; i++) {
    const v = present[i];
    const x = numbers[v];
    if (Number.isNaN(x)) return null;
    const c = counts[v];
    if (x < min) min = x;
    if (x > max) max = x;
    sum += x * c;
    n += c;
  }
  return n > 0 ? { min, max, avg: sum / n, sum } : null;
}

/** The documents of a bitset, into the snapshot's reusable buffer (valid until the next query). */
function docsOf(snapshot: Snapshot, bits: Bitset): Uint32Array {
  const out = snapshot.docsBuffer();
  return out.subarray(0, bits.writeDocs(out));
}

/** Below one match in this many documents, a page is taken from the matches' places in the order rather than by walking it. */
const SPARSE_WALK = 32;

/** Ranked documents for one page, after distinct; also the total after distinct. `matched`: the filter's documents (m.bits.count()). */
function paginate(snapshot: Snapshot, settings: IndexSettings, params: SearchParams, m: Matched, matched: number, start: number, count: number) {
  const distinctParam = params.distinct ?? settings.distinct ?? false;
  const perGroup = distinctParam === true ? 1 : distinctParam === false ? 0 : distinctParam;
  const groups = perGroup > 0 && settings.attributeForDistinct ? snapshot.distinctGroups(settings.attributeForDistinct) : null;
  const useDistinct = groups !== null && !groups.unique;
  const page: number[] = [];
  const end = start + count;
  let total = 0;
  const seen = new Map<number, number>();
  const take = (d: number): boolean => {
    if (useDistinct) {
      const g = groups!.ids[d];
      if (g >= 0) {
        const c = seen.get(g) ?? 0;
        if (c >= perGroup) return true;
        seen.set(g, c + 1);
      }
    }
    if (total >= start && total < end) page.push(d);
    total++;
    // Without distinct the total is the bitset's count, so the walk can stop after the page.
    return useDistinct || total < end;
  };
  if (m.text) {
    const ranked = m.text.top(useDistinct ? m.text.docs.length : end);
    for (let i = 0; i < ranked.length; i++) if (!take(ranked[i])) break;
    if (!useDistinct) total = m.text.docs.length;
  } else {
    const { pre, post } = rankingPlan(settings);
    const order = snapshot.order(pre, post);
    const perm = order.permutation;
    const bits = m.bits;
    // A facet-only query (no page, no distinct) needs the total alone.
    if (count > 0 || useDistinct) {
      if (matched * SPARSE_WALK < perm.length) {
        // Few matches (a refined listing): their places in the order, sorted, instead of walking
        // the whole order past the documents that do not match.
        const places = new Uint32Array(matched);
        bits.writeDocs(places);
        const post = order.post;
        for (let i = 0; i < places.length; i++) places[i] = post[places[i]];
        places.sort();
        for (let j = 0; j < places.length; j++) if (!take(perm[places[j]])) break;
      } else {
        for (let i = 0; i < perm.length; i++) if (bits.has(perm[i]) && !take(perm[i])) break;
      }
    }
    if (!useDistinct) total = matched;
  }
  return { page, total };
}

export function highlightPaths(settings: IndexSettings, params: SearchParams, record: SearchRecord): string[] {
  const explicit = params.attributesToHighlight ?? settings.attributesToHighlight;
  if (explicit && !explicit.includes('*')) return explicit;
  const plan = searchablePlan(settings);
  return plan ? plan.flatMap((a) => a.paths) : Object.keys(record).filter((k) => k !== 'objectID');
}

/** Hits built to estimate a page's size: spread over the page. */
const HIT_SAMPLE = 16;
/** A page whose records take less than this share of the budget is not estimated (light queries pay nothing). */
const ESTIMATE_FROM_SHARE = 1 / 8;

/**
 * The bytes a page's hits will take: the size of its records (each measured once per snapshot),
 * times what a hit built as the request asks (projected, highlighted) weighs against its record,
 * from a sample of the page's hits.
 */
function estimateHitsBytes(snapshot: Snapshot, page: readonly number[], buildHit: (d: number) => unknown): number {
  const n = Math.min(HIT_SAMPLE, page.length);
  let hitBytes = 0;
  let sampleRecordBytes = 0;
  for (let i = 0; i < n; i++) {
    const d = page[Math.floor((i * page.length) / n)];
    const hit = buildHit(d);
    hitBytes += hit instanceof RawJson ? hit.byteLength : Buffer.byteLength(JSON.stringify(hit));
    sampleRecordBytes += snapshot.bytesOf(d);
  }
  if (n === 0 || sampleRecordBytes === 0) return 0;
  let recordBytes = 0;
  for (const d of page) recordBytes += snapshot.bytesOf(d);
  return recordBytes * (hitBytes / sampleRecordBytes);
}

export interface SearchContext {
  /** The answer's remaining bytes: a page estimated over it is refused before its hits are built. */
  budget?: AnswerBudget;
  stats?: EngineStats;
  /** Hits (written from records serialised once per projection) and facets as RawJson, for an answer sent as JSON. */
  hitsAsJson?: boolean;
}

/** Hits built between two pauses of a query run step by step (the engine's thread answers other queries in them). */
export const HITS_PER_STEP = 50;

/** Runs steps to their end without pausing. */
export function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export function search(snapshot: Snapshot, settings: IndexSettings, params: SearchParams, indexName: string, paramsEcho: string, context: SearchContext = {}) {
  return finish(searchSteps(snapshot, settings, params, indexName, paramsEcho, context));
}

/**
 * One query as steps: matching, ranking and facets in the first, then the page's hits
 * HITS_PER_STEP at a time. What a paused query holds is its own (its snapshot, its page, its
 * highlighter): the reused buffers of matching and facet counting are done with before the first
 * pause, so other queries may run in the pauses.
 */
export function* searchSteps(
  snapshot: Snapshot,
  settings: IndexSettings,
  params: SearchParams,
  indexName: string,
  paramsEcho: string,
  context: SearchContext = {},
): Generator<void, Record<string, unknown>> {
  const started = performance.now();
  const { budget, stats: counters } = context;
  if (counters) counters.queries++;
  const m = match(snapshot, settings, params);
  const hitsPerPage = params.hitsPerPage;
  const limit = settings.paginationLimitedTo ?? 1000;
  const start = params.offset ?? params.page * hitsPerPage;
  const count = Math.max(0, Math.min(params.length ?? hitsPerPage, limit - start));
  // Counted once: paginate and the facets both need it (a popcount over the index's words).
  const matched = m.bits.count();
  const { page, total } = paginate(snapshot, settings, params, m, matched, start, count);

  const attributesToRetrieve = params.attributesToRetrieve ?? settings.attributesToRetrieve;
  const explicitHighlight = params.attributesToHighlight ?? settings.attributesToHighlight;
  const plan = searchablePlan(settings);
  const fixedPaths = explicitHighlight && !explicitHighlight.includes('*') ? explicitHighlight : plan ? plan.flatMap((a) => a.paths) : null;
  const highlightOf = (record: SearchRecord) => highlightRecord(m.highlighter, record, fixedPaths ?? highlightPaths(settings, params, record));
  const buildHit = context.hitsAsJson
    ? (d: number) => hitJson(snapshot.docs[d], attributesToRetrieve, highlightOf(snapshot.docs[d]))
    : (d: number) => {
        const record = snapshot.docs[d];
        const hit = project(record, attributesToRetrieve);
        // As Algolia: no `_highlightResult` when nothing of the hit is highlighted (hit-json.ts).
        const highlight = highlightOf(record);
        if (hasMembers(highlight)) hit._highlightResult = highlight;
        return hit;
      };
  if (budget && page.length * snapshot.averageRecordBytes() >= budget.remaining * ESTIMATE_FROM_SHARE) {
    try {
      budget.take(estimateHitsBytes(snapshot, page, buildHit));
    } catch (e) {
      if (counters) counters.refusedByEstimate++;
      throw e;
    }
  }

  const facets: Record<string, Record<string, number> | RawJson> = {};
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
  const facetNames = facetsToCount(settings, params.facets);
  if (facetNames.length > 0) {
    const matchesAll = matched === snapshot.size;
    let docs: Uint32Array | null = null;
    const matchedDocs = () => (docs ??= m.text ? m.text.docs : docsOf(snapshot, m.bits));
    const maxValues = Math.min(params.maxValuesPerFacet, 1000);
    for (const name of facetNames) {
      const fc = countFacet(snapshot, name, m.bits, matchedDocs, matchesAll, matched);
      const shown = topValues(fc, maxValues, params.sortFacetValuesBy);
      facets[name] = context.hitsAsJson ? facetJson(fc, shown) : facetObject(fc, shown);
      const numeric = facetStats(fc);
      if (numeric) stats[name] = numeric;
    }
  }

  const hits: (Record<string, unknown> | RawJson)[] = [];
  for (let i = 0; i < page.length; i++) {
    if (i > 0 && i % HITS_PER_STEP === 0) yield;
    hits.push(buildHit(page[i]));
  }
  if (counters) counters.hitsBuilt += hits.length;
  const response: Record<string, unknown> = {
    hits,
    nbHits: total,
    page: params.offset !== undefined ? 0 : params.page,
    nbPages: hitsPerPage === 0 ? 0 : Math.min(Math.ceil(total / hitsPerPage), Math.ceil(limit / hitsPerPage)),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: paramsEcho,
    index: indexName,
    renderingContent: {},
    processingTimeMS: 0,
  };
  if (params.facets.length > 0) {
    response.facets = context.hitsAsJson
      ? new RawJson(
          `{${Object.entries(facets)
            .map(([name, json]) => `${JSON.stringify(name)}:${(json as RawJson).json}`)
            .join(',')}}`,
        )
      : facets;
  }
  if (Object.keys(stats).length > 0) response.facets_stats = stats;
  if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
  response.processingTimeMS = Math.round(performance.now() - started);
  return response;
}
