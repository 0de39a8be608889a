import { project } from './project';
import type { SearchRecord } from './snapshot';

/**
 * Hits written as JSON from records serialised once per attribute projection: a listing page's 48
 * hits are most of its answer (about 50 of 58 KB), and projecting and writing them was the largest
 * part of the engine's work on one. A record's JSON is kept as UTF-8 bytes, so an answer copies
 * them into its buffer instead of encoding the same text again for every answer (on 100k products
 * 46 KB of hits took 67 µs to encode and 3 µs to copy), and the kept JSON lies outside V8's heap,
 * where the garbage collector does not mark it. Records are never changed in place (a write replaces them),
 * so a record's JSON for a projection holds as long as the record does (a WeakMap: replaced
 * records take their JSON with them). What is kept is bounded: the projections last used, and
 * the bytes of all of them together (past it, everything kept is let go and kept anew). In the
 * engine thread's idle time the records of the indices searched are serialised ahead for the
 * projection used last (prefill), so a listing page's hits are joined, not written.
 */

/** Projections kept at once (the listing's, the search page's, the product boxes'... per language). */
export const HIT_JSON_PROJECTIONS = 16;
/** Bytes of record JSON kept at most, over all projections. */
export const HIT_JSON_BUDGET = 256 * 1024 * 1024;

/**
 * A value already written as JSON (a hit, a search's facets): the answer writer copies it into the
 * answer's bytes as it is (JSON.stringify gives the same object). `head` (a kept record's JSON as
 * UTF-8, or all of it but its closing brace) comes before `text`: each is written into the
 * answer's buffer on its own (engine/json-writer.ts), never joined into one string first.
 */
export class RawJson {
  constructor(
    readonly text: string,
    readonly head: string | Uint8Array = '',
  ) {}
  get json(): string {
    return (typeof this.head === 'string' ? this.head : utf8(this.head)) + this.text;
  }
  get byteLength(): number {
    return (typeof this.head === 'string' ? Buffer.byteLength(this.head) : this.head.byteLength) + Buffer.byteLength(this.text);
  }
  toJSON(): unknown {
    return JSON.parse(this.json);
  }
}

const utf8 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

interface Projection {
  attributes: readonly string[] | undefined;
  /**
   * Each record's JSON for the projection, as UTF-8. Small Buffers share Node's 8 KB pool slabs: a
   * slab lives while one of its records' JSON does, so records replaced one by one over time can
   * leave slabs mostly unused (a full reindex frees them); `kept` counts the JSON's own bytes.
   */
  records: WeakMap<SearchRecord, Uint8Array>;
  /** How far each list of records (a snapshot's) has been serialised ahead of its searches (prefill). */
  prefilled: WeakMap<readonly SearchRecord[], number>;
}

const projections = new Map<string, Projection>();
let kept = 0;
/**
 * The projection used last and the attributes list it was asked for with: a page's hits come with
 * one list (the query's), so its projection is looked up once per page, not once per hit.
 */
let last: { attributes: readonly string[] | undefined; projection: Projection } | null = null;

function projectionKey(attributes: readonly string[] | undefined): string {
  return attributes ? attributes.join('\n') : '*';
}

function projectionOf(attributes: readonly string[] | undefined): Projection {
  if (last && last.attributes === attributes) return last.projection;
  const key = projectionKey(attributes);
  let projection = projections.get(key);
  if (projection) {
    // Most recently used last.
    projections.delete(key);
  } else {
    projection = { attributes, records: new WeakMap(), prefilled: new WeakMap() };
    if (projections.size >= HIT_JSON_PROJECTIONS) projections.delete(projections.keys().next().value!);
  }
  projections.set(key, projection);
  last = { attributes, projection };
  return projection;
}

/** The JSON of `project(record, attributes)` as UTF-8, from the projection's cache when it was written before. */
export function projectedJson(record: SearchRecord, attributes: readonly string[] | undefined): Uint8Array {
  let projection = projectionOf(attributes);
  const cached = projection.records.get(record);
  if (cached !== undefined) return cached;
  const json = Buffer.from(JSON.stringify(project(record, attributes)));
  if (kept + json.length > HIT_JSON_BUDGET) {
    projections.clear();
    last = null;
    kept = 0;
    projection = projectionOf(attributes);
  }
  kept += json.length;
  projection.records.set(record, json);
  return json;
}

/**
 * Serialises ahead of the searches, in the engine's idle time, the records of `docs` (an index's
 * records) for the projection used last, until `deadline` (performance.now()). It fills at most
 * half the budget, so the projections searched next still find room. True when records are left.
 */
export function prefill(docs: readonly SearchRecord[], deadline: number, stats?: { recordsSerialisedAhead: number }): boolean {
  const projection = [...projections.values()].at(-1);
  if (!projection) return false;
  let at = projection.prefilled.get(docs) ?? 0;
  try {
    while (at < docs.length) {
      if (kept > HIT_JSON_BUDGET / 2) return false;
      const record = docs[at++];
      if (!projection.records.has(record)) {
        const json = Buffer.from(JSON.stringify(project(record, projection.attributes)));
        kept += json.length;
        projection.records.set(record, json);
        if (stats) stats.recordsSerialisedAhead++;
      }
      if ((at & 31) === 0 && performance.now() > deadline) return at < docs.length;
    }
    return false;
  } finally {
    projection.prefilled.set(docs, at);
  }
}

/**
 * A hit as JSON: the record's projection with `_highlightResult` as the last member, the text
 * JSON.stringify writes for `{ ...project(record, attributes), _highlightResult: highlight }`.
 * A hit with nothing highlighted has no `_highlightResult`, as Algolia leaves it out when
 * highlighting is off (`attributesToHighlight: []`) or none of the hit's attributes is highlighted:
 * the record's kept JSON is the hit.
 */
export function hitJson(record: SearchRecord, attributes: readonly string[] | undefined, highlight: Record<string, unknown>): RawJson {
  const highlighted = hasMembers(highlight);
  if (highlighted && Object.hasOwn(record, '_highlightResult')) {
    // A record with an attribute of that name keeps its place in the object: written whole.
    const hit = project(record, attributes);
    hit._highlightResult = highlight;
    return new RawJson(JSON.stringify(hit));
  }
  const projected = projectedJson(record, attributes);
  if (!highlighted) return new RawJson('', projected);
  const members = projected.length > 2;
  // `}` and `{` are one byte each.
  return new RawJson(`${members ? ',' : ''}"_highlightResult":${JSON.stringify(highlight)}}`, projected.subarray(0, members ? projected.length - 1 : 1));
}

/** Whether an object has an own enumerable member (without listing its keys). */
export function hasMembers(object: Record<string, unknown>): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return true;
  return false;
}
