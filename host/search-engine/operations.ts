import { AnswerBudget, type EngineStats } from './engine/answer-budget';
import type { SearchEngine } from './engine/engine';
import { BadRequestError } from './engine/params';
import { asObject, decodeBody, MAX_WRITE_BODY_BYTES, type RawBody } from './body';
import { boundedBody, MAX_ANSWER_BYTES, QUERY_TIME_BUDGET_MS } from './cost-gate';
import { finish, HITS_PER_STEP } from './engine/search';
import { RawJson } from './engine/hit-json';
import { JsonWriter } from './engine/json-writer';
import { withAnswerCache } from './answer-cache';

/**
 * The engine's operations as the HTTP API calls them, as plain data: they run where the engine
 * lives (its own thread in the host, see thread.ts; this thread in scripts and engine tests) and
 * answer the JSON text to send. Search bodies arrive parsed (the HTTP side weighs them); write
 * bodies arrive as bytes and are unpacked and parsed by the engine's side.
 */
export type EngineCall =
  | { op: 'multiSearch'; body: unknown; json?: string }
  | { op: 'search'; index: string; params: Record<string, unknown>; json?: string }
  | { op: 'searchForFacetValues'; index: string; facet: string; params: Record<string, unknown> }
  | { op: 'getObjects'; body: unknown }
  | { op: 'getObject'; index: string; objectID: string; attributes?: string[] }
  | { op: 'getProducts'; index: string; ids: string[] }
  | { op: 'listIndices' }
  | { op: 'getSettings'; index: string }
  | { op: 'setSettings'; index: string; body: RawBody; forwardToReplicas: boolean }
  | { op: 'batch'; index: string; body: RawBody }
  | { op: 'multipleBatch'; body: RawBody }
  | { op: 'clear'; index: string }
  | { op: 'operation'; index: string; body: RawBody }
  | { op: 'deleteIndex'; index: string }
  | { op: 'taskStatus'; index: string; taskID: number };

export interface EngineAnswer {
  /**
   * The answer as UTF-8 JSON, at most MAX_ANSWER_BYTES: encoded where the engine runs, so the
   * host's thread only sends it (from the engine's thread its memory moves over without a copy).
   */
  body: Buffer;
  /** Milliseconds the engine worked on it (the heavy lane rests in proportion). */
  ms: number;
  /** The queryIDs in a search answer (clickAnalytics): an answer served again gets new ones (answer-cache.ts). */
  queryIDs?: string[];
  /** The indices whose records a search answer read (a replica's: its primary): the writes that empty its cached copy (answer-cache.ts). */
  reads?: string[];
}

/*
 * A search from the HTTP API carries, beside its parsed body (the HTTP side weighs it), the JSON
 * text it came as (`json`): it is the search's key in the answer cache (no JSON.stringify of the
 * body to look it up and again to keep it), and it is what goes to the engine's thread, where it
 * is parsed again (a string is copied in one piece; a parsed body is cloned value by value on one
 * side and rebuilt on the other: 23 µs for a listing's 4 queries against 10 µs to parse them).
 */

/** A call as it goes to the engine's thread: a search with its JSON text without its parsed body. */
export function toThread(call: EngineCall): EngineCall {
  if (call.op === 'multiSearch' && call.json !== undefined) return { op: 'multiSearch', body: null, json: call.json };
  if (call.op === 'search' && call.json !== undefined) return { op: 'search', index: call.index, params: {}, json: call.json };
  return call;
}

/** A call as the engine's thread received it (toThread): a search's body parsed from its JSON text. */
export function fromHost(call: EngineCall): EngineCall {
  if (call.op === 'multiSearch' && call.json !== undefined) return { op: 'multiSearch', body: JSON.parse(call.json) };
  if (call.op === 'search' && call.json !== undefined) return { op: 'search', index: call.index, params: asObject(JSON.parse(call.json)) };
  return call;
}

/** Where the HTTP API's engine runs. */
export interface SearchBackend {
  run(call: EngineCall): Promise<EngineAnswer>;
  stats(): Promise<EngineStats>;
}

const writeBody = (body: RawBody) => decodeBody(body, MAX_WRITE_BODY_BYTES);

/** The answer of a call other than a search (searches: searchAnswerSteps). */
function answerOf(engine: SearchEngine, call: Exclude<EngineCall, SearchCall>): unknown {
  switch (call.op) {
    case 'searchForFacetValues':
      return engine.searchForFacetValues(call.index, call.facet, call.params);
    case 'getObjects':
      return engine.getObjects(call.body);
    case 'getObject': {
      const record = engine.getObject(call.index, call.objectID, call.attributes);
      if (!record) throw new BadRequestError('ObjectID does not exist', 404);
      return record;
    }
    case 'getProducts':
      return engine.getProducts(call.index, call.ids);
    case 'listIndices':
      return { items: engine.listIndices(), nbPages: 1 };
    case 'getSettings':
      return engine.getSettings(call.index);
    case 'setSettings':
      return engine.setSettings(call.index, writeBody(call.body), call.forwardToReplicas);
    case 'batch':
      return engine.batch(call.index, writeBody(call.body));
    case 'multipleBatch':
      return engine.multipleBatch(writeBody(call.body));
    case 'clear':
      return engine.clear(call.index);
    case 'operation':
      return engine.operation(call.index, writeBody(call.body));
    case 'deleteIndex':
      return engine.deleteIndex(call.index);
    case 'taskStatus':
      return engine.taskStatus(call.index, call.taskID);
  }
}

/** Runs one call on the engine: its answer as bounded JSON, or the BadRequestError it refuses with. */
export function runCall(engine: SearchEngine, call: EngineCall): EngineAnswer {
  const started = performance.now();
  if (call.op === 'multiSearch' || call.op === 'search') {
    const { steps, queryIDs } = searchAnswerSteps(engine, call);
    const body = finish(steps);
    return { body, ms: performance.now() - started, queryIDs, reads: readsOf(engine, call) };
  }
  const body = boundedBody(JSON.stringify(answerOf(engine, call)));
  return { body, ms: performance.now() - started };
}

type SearchCall = Extract<EngineCall, { op: 'multiSearch' | 'search' }>;

/** The indices whose records a search read: each searched index's primary (a replica shares its records). */
function readsOf(engine: SearchEngine, call: SearchCall): string[] {
  const names = call.op === 'search' ? [call.index] : ((call.body as { requests?: { indexName?: unknown }[] }).requests ?? []).map((r) => String(r.indexName));
  return [...new Set(names.map((name) => engine.recordsOf(name)))];
}

/** A search's answer JSON as steps, its hits written from records serialised once per projection (engine/hit-json.ts). */
function searchAnswerSteps(engine: SearchEngine, call: SearchCall): { steps: Generator<void, Buffer>; queryIDs: string[] } {
  const queryIDs: string[] = [];
  const budget = new AnswerBudget(MAX_ANSWER_BYTES);
  const answer =
    call.op === 'multiSearch'
      ? engine.multiSearchSteps(call.body, performance.now() + QUERY_TIME_BUDGET_MS, budget, true)
      : engine.searchSteps(call.index, call.params, budget, true);
  return { steps: answerJson(answer, queryIDs), queryIDs };
}

/** The queryIDs of a search's answer, or of each answer of a multi-query. */
function queryIdsOf(answer: unknown): string[] {
  const results = (answer as { results?: unknown }).results;
  return (Array.isArray(results) ? results : [answer]).flatMap((r) => (typeof r?.queryID === 'string' ? [r.queryID as string] : []));
}

/**
 * Runs one call as its engine's thread does: a search pauses (`pause`) after each HITS_PER_STEP
 * hits it builds and writes, so a page of 1000 hits holds the thread for a few milliseconds at a
 * time, and the light queries that arrived meanwhile are answered in its pauses instead of after
 * it (the cost gate already keeps heavy requests to one at a time). `ms` is the time it worked,
 * without the pauses. Any other call runs in one piece.
 */
export async function runCallInSteps(engine: SearchEngine, call: EngineCall, pause: () => Promise<void>): Promise<EngineAnswer> {
  if (call.op !== 'multiSearch' && call.op !== 'search') return runCall(engine, call);
  const { steps, queryIDs } = searchAnswerSteps(engine, call);
  let ms = 0;
  for (;;) {
    const started = performance.now();
    const step = steps.next();
    ms += performance.now() - started;
    if (step.done) return { body: step.value, ms, queryIDs, reads: readsOf(engine, call) };
    await pause();
  }
}

/** A search answer's JSON as UTF-8, written as steps: its hits HITS_PER_STEP at a time (the same text as JSON.stringify). */
function* answerJson(answerSteps: Generator<void, Record<string, unknown>>, queryIDs: string[]): Generator<void, Buffer> {
  const answer = yield* answerSteps;
  queryIDs.push(...queryIdsOf(answer));
  const out = new JsonWriter();
  if (!Array.isArray(answer.results)) yield* resultJson(answer, out);
  else {
    out.write('{"results":[');
    const results = answer.results as Record<string, unknown>[];
    for (let i = 0; i < results.length; i++) {
      if (i > 0) out.write(',');
      yield* resultJson(results[i], out);
    }
    const { results: _results, ...rest } = answer;
    const restJson = JSON.stringify(rest);
    out.write(`]${restJson === '{}' ? '' : `,${restJson.slice(1, -1)}`}}`);
  }
  return out.toBuffer(MAX_ANSWER_BYTES);
}

function* resultJson(result: Record<string, unknown>, out: JsonWriter): Generator<void, void> {
  const hits = result.hits;
  let first: string | undefined;
  for (const key in result) {
    first = key;
    break;
  }
  // Hits are the answer's first member (search.ts); anything else is written in one piece.
  if (!Array.isArray(hits) || first !== 'hits') return out.write(JSON.stringify(result));
  out.write('{"hits":[');
  for (let i = 0; i < hits.length; i += HITS_PER_STEP) {
    if (i > 0) {
      yield;
      out.write(',');
    }
    const end = Math.min(hits.length, i + HITS_PER_STEP);
    let raw = true;
    for (let k = i; k < end && raw; k++) raw = hits[k] instanceof RawJson;
    // Hits written as JSON already (RawJson) are copied as they are.
    if (raw)
      for (let k = i; k < end; k++) {
        if (k > i) out.write(',');
        out.raw(hits[k] as RawJson);
      }
    else out.write(JSON.stringify(hits.slice(i, end)).slice(1, -1));
  }
  out.write(']');
  membersJson(result, out, 'hits');
  out.write('}');
}

/** `,"key":` of the members written last (a search answer's few names, written once). */
const memberKeys = new Map<string, string>();

/**
 * An object's members but `skip` as JSON.stringify writes them (without the braces, each after a
 * comma), members already written as JSON (RawJson) as they are.
 */
function membersJson(object: Record<string, unknown>, out: JsonWriter, skip: string): void {
  for (const key in object) {
    if (key === skip || !Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    let name = memberKeys.get(key);
    if (name === undefined) {
      if (memberKeys.size >= 256) memberKeys.clear();
      memberKeys.set(key, (name = `,${JSON.stringify(key)}:`));
    }
    out.write(name);
    if (value instanceof RawJson) out.raw(value);
    else out.write(JSON.stringify(value));
  }
}

/** The engine in this thread (scripts, engine tests): each call blocks this thread while it runs. */
export function inThisThread(engine: SearchEngine): SearchBackend {
  return {
    // Identical searches are answered from the cache until a write to an index they read.
    run: withAnswerCache(async (call) => runCall(engine, call)),
    stats: async () => ({ ...engine.stats }),
  };
}

export { asObject };
