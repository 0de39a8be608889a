import type { TextIndex, WordMatch, WordPostings } from './snapshot';
import { allowedTypos, boundedDistance } from '../../../src/search/text';

export interface TypoOptions {
  enabled: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

/** Half-open range of terms starting with `prefix` (terms are sorted). */
function prefixRange(terms: string[], prefix: string): [number, number] {
  let lo = 0,
    hi = terms.length;
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (terms[m] < prefix) lo = m + 1;
    else hi = m;
  }
  const from = lo;
  hi = terms.length;
  const end = `${prefix}\uffff`;
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (terms[m] < end) lo = m + 1;
    else hi = m;
  }
  return [from, lo];
}

/**
 * The vocabulary terms a query word matches: itself, every term it prefixes when it is the last
 * word (search as you type), and terms within the allowed typos (also as a prefix for the last word).
 * Cached per snapshot because typed queries repeat their words keystroke after keystroke.
 */
export function matchWord(index: TextIndex, word: string, isLast: boolean, typo: TypoOptions): WordMatch[] {
  const cacheKey = `${isLast ? 'p' : 'w'}${typo.enabled ? `${typo.minWordSizefor1Typo},${typo.minWordSizefor2Typos}` : 'x'}:${word}`;
  const cached = index.wordCache.get(cacheKey);
  if (cached) return cached;
  const matches: WordMatch[] = [];
  const seen = new Set<number>();
  const exactId = index.termIds.get(word);
  if (exactId !== undefined) {
    matches.push({ term: exactId, typos: 0, exact: true });
    seen.add(exactId);
  }
  if (isLast) {
    const [from, to] = prefixRange(index.terms, word);
    for (let t = from; t < to; t++)
      if (!seen.has(t)) {
        matches.push({ term: t, typos: 0, exact: false });
        seen.add(t);
      }
  }
  const k = typo.enabled ? allowedTypos(word, typo.minWordSizefor1Typo, typo.minWordSizefor2Typos) : 0;
  if (k > 0) {
    // Typos stay within their kind: a word never matches an item number by typo, and vice versa.
    for (const [length, ids] of /^\d+$/.test(word) ? index.numericByLength : index.byLength) {
      if (length < word.length - k) continue;
      if (!isLast && length > word.length + k) continue;
      for (const t of ids) {
        if (seen.has(t)) continue;
        const term = index.terms[t];
        let d = boundedDistance(word, term, k);
        if (isLast && d > 0) {
          for (let cut = Math.max(1, word.length - 1); cut <= Math.min(term.length, word.length + 1) && d > 0; cut++) {
            d = Math.min(d, boundedDistance(word, term.slice(0, cut), k));
          }
        }
        if (d > 0 && d <= k) {
          matches.push({ term: t, typos: d, exact: false });
          seen.add(t);
        }
      }
    }
  }
  if (index.wordCache.size > 50_000) index.wordCache.clear();
  index.wordCache.set(cacheKey, matches);
  return matches;
}

export const NO_MATCH = 0xffff;
/** Upper bound of cached posting entries per text index (6 bytes each: about 24 MB). */
const POSTINGS_CACHE_ENTRIES = 4_000_000;

/**
 * The documents a query word matches, sorted, each with its best match code
 * (typos << 7 | attribute rank << 1 | not exact). Cached: while a shopper types, every earlier
 * word repeats unchanged and only the last one is new.
 */
export function wordPostings(index: TextIndex, word: string, isLast: boolean, typo: TypoOptions, size: number): WordPostings {
  const key = `${isLast ? 'p' : 'w'}${typo.enabled ? `${typo.minWordSizefor1Typo},${typo.minWordSizefor2Typos}` : 'x'}:${word}`;
  const cache = index.postingsCache;
  const hit = cache.map.get(key);
  if (hit) {
    // Refresh recency: Map keeps insertion order, so the oldest entry is the first.
    cache.map.delete(key);
    cache.map.set(key, hit);
    return hit;
  }
  const matches = matchWord(index, word, isLast, typo);
  const code = (index.scratch.code ??= new Uint16Array(size).fill(NO_MATCH));
  const list = (index.scratch.list ??= new Uint32Array(size));
  let length = 0;
  for (const m of matches) {
    const docs = index.docs[m.term],
      ranks = index.ranks[m.term];
    const base = (m.typos << 7) | (m.exact ? 0 : 1);
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i];
      const c = base | (ranks[i] << 1);
      const prev = code[d];
      if (prev === NO_MATCH) {
        list[length++] = d;
        code[d] = c;
      } else if (c < prev) code[d] = c;
    }
  }
  const docs = list.slice(0, length).sort();
  const codes = new Uint16Array(length);
  for (let i = 0; i < length; i++) {
    codes[i] = code[docs[i]];
    code[docs[i]] = NO_MATCH;
  }
  const postings: WordPostings = { docs, codes, matches };
  cache.map.set(key, postings);
  cache.entries += length;
  for (const [oldKey, old] of cache.map) {
    if (cache.entries <= POSTINGS_CACHE_ENTRIES) break;
    cache.map.delete(oldKey);
    cache.entries -= old.docs.length;
  }
  return postings;
}

/** First position >= from whose doc is >= target (galloping: cheap when the lists differ in size). */
export function gallop(docs: Uint32Array, from: number, target: number): number {
  let step = 1,
    lo = from,
    hi = from;
  while (hi < docs.length && docs[hi] < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > docs.length) hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
