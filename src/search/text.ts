/**
 * Text normalisation shared by indexing, querying, highlighting and facet-value search, so that
 * "Größe", "GROESSE"-free "grosse" and "große" all meet on the same token.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lowercase, strip diacritics, fold ß: the form every token is stored and compared in. */
export function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(/ß/g, 'ss');
}

/** Words of a text in normalised form. */
export function tokenize(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

export interface TokenSpan {
  /** Normalised token. */
  token: string;
  start: number;
  end: number;
}

/**
 * Words with their offsets in the original text, for highlighting. Normalisation can change the
 * length (ß -> ss), so tokens are normalised one by one on the original spans.
 */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const m of text.matchAll(WORD)) {
    spans.push({ token: normalize(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

/**
 * Damerau (optimal string alignment) distance, abandoned as soon as it must exceed `max`:
 * Algolia counts a transposition as one typo.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/** Typos a query word of this length may have (Algolia's defaults: 1 from 4 letters, 2 from 8). */
export function allowedTypos(word: string, minFor1 = 4, minFor2 = 8): number {
  if (word.length >= minFor2) return 2;
  if (word.length >= minFor1) return 1;
  return 0;
}
