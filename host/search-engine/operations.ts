import { AnswerBudget, type EngineStats } from './engine/answer-budget';
import type { SearchEngine } from './engine/engine';
import { BadRequestError } from './engine/params';
import { asObject, decodeBody, MAX_WRITE_BODY_BYTES, type RawBody } from './body';
import { boundedJson, MAX_ANSWER_BYTES, QUERY_TIME_BUDGET_MS } from './cost-gate';

/**
 * The engine's operations as the HTTP API calls them, as plain data: they run where the engine
 * lives (its own thread in the host, see thread.ts; this thread in scripts and engine tests) and
 * answer the JSON text to send. Search bodies arrive parsed (the HTTP side weighs them); write
 * bodies arrive as bytes and are unpacked and parsed by the engine's side.
 */
export type EngineCall =
  | { op: 'multiSearch'; body: unknown }
  | { op: 'search'; index: string; params: Record<string, unknown> }
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
  /** The answer as JSON text, at most MAX_ANSWER_BYTES. */
  json: string;
  /** Milliseconds the engine worked on it (the heavy lane rests in proportion). */
  ms: number;
}

/** Where the HTTP API's engine runs. */
export interface SearchBackend {
  run(call: EngineCall): Promise<EngineAnswer>;
  stats(): Promise<EngineStats>;
}

const writeBody = (body: RawBody) => decodeBody(body, MAX_WRITE_BODY_BYTES);

function answerOf(engine: SearchEngine, call: EngineCall): unknown {
  switch (call.op) {
    case 'multiSearch':
      return engine.multiSearch(call.body, performance.now() + QUERY_TIME_BUDGET_MS, new AnswerBudget(MAX_ANSWER_BYTES));
    case 'search':
      return engine.search(call.index, call.params, new AnswerBudget(MAX_ANSWER_BYTES));
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
  const json = boundedJson(answerOf(engine, call));
  return { json, ms: performance.now() - started };
}

/** The engine in this thread (scripts, engine tests): each call blocks this thread while it runs. */
export function inThisThread(engine: SearchEngine): SearchBackend {
  return {
    run: async (call) => runCall(engine, call),
    stats: async () => ({ ...engine.stats }),
  };
}

export { asObject };
