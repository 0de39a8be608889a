import { splitPath } from './paths';
import { tokenSpans } from './text';

/**
 * `_highlightResult`: for every highlighted attribute, the value with matched words wrapped in the
 * highlight tags, its matchLevel and matchedWords, nested like the record (arrays stay arrays),
 * which is the shape InstantSearch's Highlight widget and the suggestion list read.
 */

export interface HighlightTerm {
  /** Index of the query word this vocabulary term matches. */
  word: number;
  /** Length of the highlighted prefix for a prefix match, or null for the whole word. */
  prefix: number | null;
}

export interface Highlighter {
  words: string[];
  terms: Map<string, HighlightTerm>;
  pre: string;
  post: string;
}

export interface HighlightLeaf {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

function highlightLeaf(h: Highlighter, raw: string | number): HighlightLeaf {
  const value = String(raw);
  if (h.words.length === 0) return { value, matchLevel: 'none', matchedWords: [] };
  const spans = tokenSpans(value);
  const matched = new Set<number>();
  let out = '';
  let at = 0;
  let highlightedAll = spans.length > 0;
  for (const span of spans) {
    const hit = h.terms.get(span.token);
    if (!hit) { highlightedAll = false; continue; }
    matched.add(hit.word);
    const end = hit.prefix !== null && span.token.length === span.end - span.start ? span.start + hit.prefix : span.end;
    if (end < span.end) highlightedAll = false;
    out += value.slice(at, span.start) + h.pre + value.slice(span.start, end) + h.post;
    at = end;
  }
  out += value.slice(at);
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => h.words[i]);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === h.words.length ? 'full' : 'partial';
  const leaf: HighlightLeaf = { value: out, matchLevel, matchedWords };
  if (matched.size > 0) leaf.fullyHighlighted = highlightedAll;
  return leaf;
}

function highlightAt(h: Highlighter, source: unknown, segments: string[], i: number): unknown {
  if (source === null || source === undefined) return undefined;
  if (Array.isArray(source)) return source.map((el) => highlightAt(h, el, segments, i) ?? null);
  if (i === segments.length) {
    return typeof source === 'string' || typeof source === 'number' ? highlightLeaf(h, source) : undefined;
  }
  if (typeof source !== 'object') return undefined;
  const inner = highlightAt(h, (source as Record<string, unknown>)[segments[i]], segments, i + 1);
  return inner === undefined ? undefined : { [segments[i]]: inner };
}

/** Merge two highlight trees of the same record (two attributes below one object or array). */
function merge(a: unknown, b: unknown): unknown {
  if (a === undefined || a === null) return b;
  if (b === undefined || b === null) return a;
  if (Array.isArray(a) && Array.isArray(b)) return a.map((x, i) => merge(x, b[i]));
  if (typeof a === 'object' && typeof b === 'object' && !('matchLevel' in a)) {
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b as Record<string, unknown>)) out[k] = merge(out[k], v);
    return out;
  }
  return a;
}

export function highlightRecord(h: Highlighter, record: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  let result: unknown = {};
  for (const path of paths) {
    const segments = splitPath(path);
    const tree = highlightAt(h, record, segments, 0);
    if (tree !== undefined) result = merge(result, tree);
  }
  return result as Record<string, unknown>;
}
