import { splitPath } from './paths';
import { tokenSpans } from '../../../src/search/text';

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
  /** Highlights already computed in this query: brands, categories and colours repeat across hits. */
  cache?: Map<string, HighlightLeaf>;
}

export interface HighlightLeaf {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

function highlightLeaf(h: Highlighter, raw: string | number): HighlightLeaf {
  const value = String(raw);
  if (h.words.length === 0) return { value: escapeHtml(value), matchLevel: 'none', matchedWords: [] };
  h.cache ??= new Map();
  let leaf = h.cache.get(value);
  if (!leaf) {
    leaf = computeLeaf(h, value);
    h.cache.set(value, leaf);
  }
  return leaf;
}

/** Record text is escaped so a highlighted value is safe to insert as HTML; only the tags are markup. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function computeLeaf(h: Highlighter, value: string): HighlightLeaf {
  const spans = tokenSpans(value);
  const matched = new Set<number>();
  let out = '';
  let at = 0;
  let highlightedAll = spans.length > 0;
  for (const span of spans) {
    const hit = h.terms.get(span.token);
    if (!hit) {
      highlightedAll = false;
      continue;
    }
    matched.add(hit.word);
    const end = hit.prefix !== null && span.token.length === span.end - span.start ? span.start + hit.prefix : span.end;
    if (end < span.end) highlightedAll = false;
    out += escapeHtml(value.slice(at, span.start)) + h.pre + escapeHtml(value.slice(span.start, end)) + h.post;
    at = end;
  }
  out += escapeHtml(value.slice(at));
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => h.words[i]);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === h.words.length ? 'full' : 'partial';
  const leaf: HighlightLeaf = { value: out, matchLevel, matchedWords };
  if (matched.size > 0) leaf.fullyHighlighted = highlightedAll;
  return leaf;
}

/**
 * Writes the highlight of the value at `segments` (from `i`) below `target[key]`, creating the
 * same nesting as the record: objects become objects, arrays arrays of the same length.
 */
function highlightInto(
  h: Highlighter,
  source: unknown,
  segments: string[],
  i: number,
  target: Record<string, unknown> | unknown[],
  key: string | number,
): void {
  if (source === null || source === undefined) return;
  const slot = target as Record<string | number, unknown>;
  if (Array.isArray(source)) {
    const list = (Array.isArray(slot[key]) ? slot[key] : (slot[key] = new Array(source.length).fill(null))) as unknown[];
    for (let j = 0; j < source.length; j++) highlightInto(h, source[j], segments, i, list, j);
    return;
  }
  if (i === segments.length) {
    if (typeof source === 'string' || typeof source === 'number') slot[key] = highlightLeaf(h, source);
    return;
  }
  if (typeof source !== 'object') return;
  const next = (source as Record<string, unknown>)[segments[i]];
  if (next === null || next === undefined) return;
  // No `delete` anywhere: it would turn the objects slow for JSON.stringify.
  const child = (slot[key] && typeof slot[key] === 'object' ? slot[key] : (slot[key] = {})) as Record<string, unknown>;
  highlightInto(h, next, segments, i + 1, child, segments[i]);
}

export function highlightRecord(h: Highlighter, record: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const path of paths) {
    const segments = splitPath(path);
    highlightInto(h, record[segments[0]], segments, 1, result, segments[0]);
  }
  return result;
}
