/**
 * Reading record attributes by dotted path. Arrays are flattened at every level, as Algolia does
 * for `colorVariants.sizeVariants.sizeString`: the attribute's values are every leaf reached.
 */

export type Leaf = string | number | boolean;

const splitCache = new Map<string, string[]>();

/** Dotted path to segments; memoised, since the same few paths are split for every hit. */
export function splitPath(path: string): string[] {
  let segments = splitCache.get(path);
  if (!segments) {
    segments = path.split('.');
    if (splitCache.size < 10_000) splitCache.set(path, segments);
  }
  return segments;
}

/** Every scalar value reached by the path (arrays flattened, null/undefined skipped). */
export function valuesAt(record: unknown, segments: readonly string[], out: Leaf[] = [], from = 0): Leaf[] {
  if (record === null || record === undefined) return out;
  if (Array.isArray(record)) {
    for (const item of record) valuesAt(item, segments, out, from);
    return out;
  }
  if (from === segments.length) {
    if (typeof record === 'string' || typeof record === 'number' || typeof record === 'boolean') out.push(record);
    return out;
  }
  if (typeof record !== 'object') return out;
  return valuesAt((record as Record<string, unknown>)[segments[from]], segments, out, from + 1);
}

/** Every string leaf below a value, for indexes without searchableAttributes (all attributes searchable). */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) allStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) allStrings(v, out);
  return out;
}

/** The facet key of a leaf: what filters compare against (Algolia matches facet values case-insensitively). */
export function facetKey(value: Leaf): string {
  return String(value).toLowerCase();
}

/** The numeric reading of a leaf (booleans are 0/1 for numeric filters, as in Algolia). */
export function numericValue(value: Leaf): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}
