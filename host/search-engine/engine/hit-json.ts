import { project } from './project';
import type { SearchRecord } from './snapshot';

/**
 * Hits written as JSON from records serialised once per attribute projection: a listing page's 48
 * hits are most of its answer (about 50 of 59 KB), and projecting and writing them was the largest
 * part of the engine's work on one. Records are never changed in place (a write replaces them),
 * so a record's JSON for a projection holds as long as the record does (a WeakMap: replaced
 * records take their JSON with them). What is kept is bounded: the projections last used, and
 * the bytes of all of them together (past it, everything kept is let go and kept anew).
 */

/** Projections kept at once (the listing's, the search page's, the product boxes'... per language). */
export const HIT_JSON_PROJECTIONS = 16;
/** Characters of record JSON kept at most, over all projections. */
export const HIT_JSON_BUDGET = 128 * 1024 * 1024;

/** A value already written as JSON (a hit, a search's facets): the answer writer joins it as it is (JSON.stringify gives the same object). */
export class RawJson {
  constructor(readonly json: string) {}
  toJSON(): unknown {
    return JSON.parse(this.json);
  }
}

const projections = new Map<string, WeakMap<SearchRecord, string>>();
let kept = 0;

function projectionKey(attributes: readonly string[] | undefined): string {
  return attributes ? attributes.join('\n') : '*';
}

/** The JSON of `project(record, attributes)`, from the projection's cache when it was written before. */
export function projectedJson(record: SearchRecord, attributes: readonly string[] | undefined): string {
  const key = projectionKey(attributes);
  let cache = projections.get(key);
  if (cache) {
    // Most recently used last.
    projections.delete(key);
    projections.set(key, cache);
    const json = cache.get(record);
    if (json !== undefined) return json;
  } else {
    cache = new WeakMap();
    projections.set(key, cache);
    if (projections.size > HIT_JSON_PROJECTIONS) projections.delete(projections.keys().next().value!);
  }
  const json = JSON.stringify(project(record, attributes));
  kept += json.length;
  if (kept > HIT_JSON_BUDGET) {
    projections.clear();
    projections.set(key, (cache = new WeakMap()));
    kept = json.length;
  }
  cache.set(record, json);
  return json;
}

/**
 * A hit as JSON: the record's projection with `_highlightResult` as the last member, the text
 * JSON.stringify writes for `{ ...project(record, attributes), _highlightResult: highlight }`.
 */
export function hitJson(record: SearchRecord, attributes: readonly string[] | undefined, highlight: Record<string, unknown>): RawJson {
  if (Object.hasOwn(record, '_highlightResult')) {
    // A record with an attribute of that name keeps its place in the object: written whole.
    const hit = project(record, attributes);
    hit._highlightResult = highlight;
    return new RawJson(JSON.stringify(hit));
  }
  const projected = projectedJson(record, attributes);
  return new RawJson(`${projected.length > 2 ? `${projected.slice(0, -1)},` : '{'}"_highlightResult":${JSON.stringify(highlight)}}`);
}
