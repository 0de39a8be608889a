import type { TextIndex, WordMatch } from './snapshot';
import { allowedTypos, boundedDistance } from './text';

export interface TypoOptions {
  enabled: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

/** Half-open range of terms starting with `prefix` (terms are sorted). */
function prefixRange(terms: string[], prefix: string): [number, number] {
  let lo = 0, hi = terms.length;
  while (lo < hi) { const m = (lo + hi) >>> 1; if (terms[m] < prefix) lo = m + 1; else hi = m; }
  const from = lo;
  hi = terms.length;
  const end = prefix + '\uffff';
  while (lo < hi) { const m = (lo + hi) >>> 1; if (terms[m] < end) lo = m + 1; else hi = m; }
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
  if (exactId !== undefined) { matches.push({ term: exactId, typos: 0, exact: true }); seen.add(exactId); }
  if (isLast) {
    const [from, to] = prefixRange(index.terms, word);
    for (let t = from; t < to; t++) if (!seen.has(t)) { matches.push({ term: t, typos: 0, exact: false }); seen.add(t); }
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
        if (d > 0 && d <= k) { matches.push({ term: t, typos: d, exact: false }); seen.add(t); }
      }
    }
  }
  if (index.wordCache.size > 50_000) index.wordCache.clear();
  index.wordCache.set(cacheKey, matches);
  return matches;
}
