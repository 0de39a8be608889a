import { randomBytes } from 'node:crypto';
import type { EngineAnswer, EngineCall } from './operations';

/**
 * Answers of identical searches, as Algolia's own cache keeps them: many shoppers open the same
 * listing page (a category, its first page, the default sort), and its answer is only computed
 * again once the indices have changed. A search is cached under its call (operation, index and
 * parameters as sent); any write empties the cache, so an answered write is seen by every query
 * sent after it. Each answer served from here gets queryIDs of its own (clickAnalytics): clicks
 * of different shoppers are never tied to one search.
 */

/** The answers kept at most, in bytes (least recently used go first). */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
/** Larger answers (pages of hundreds of hits) are not kept: they would push out many listing pages. */
export const MAX_CACHED_ANSWER_BYTES = 512 * 1024;

/** Calls that change nothing: every other call empties the cache (a new kind of call does too until listed here). */
const READS = new Set<EngineCall['op']>([
  'multiSearch',
  'search',
  'searchForFacetValues',
  'getObjects',
  'getObject',
  'getProducts',
  'listIndices',
  'getSettings',
  'taskStatus',
]);

export const isWrite = (call: EngineCall): boolean => !READS.has(call.op);

/**
 * The cache key of a search call, or null for calls that are not cached: its JSON text as it came
 * over HTTP (`json`), else its body written as JSON. Equal keys are equal searches either way.
 */
export function keyOf(call: EngineCall): string | null {
  if (call.op === 'multiSearch') return `*\n${call.json ?? JSON.stringify(call.body)}`;
  if (call.op === 'search') return `${call.index}\n${call.json ?? JSON.stringify(call.params)}`;
  return null;
}

interface Entry {
  body: Buffer;
  /** Byte offsets of the answer's queryIDs (32 hexadecimal characters each). */
  queryIdAt: number[];
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = -1;

  constructor(private readonly maxBytes = ANSWER_CACHE_BYTES) {}

  /** The cached answer of the search `key` (keyOf) while nothing was written since (`generation`), with fresh queryIDs; else null. */
  get(key: string, generation: number): EngineAnswer | null {
    this.sync(generation);
    const entry = this.entries.get(key);
    if (!entry) return null;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.queryIdAt.length === 0) return { body: entry.body, ms: 0 };
    const body = Buffer.from(entry.body);
    for (const at of entry.queryIdAt) body.write(randomBytes(16).toString('hex'), at, 'latin1');
    return { body, ms: 0 };
  }

  /** Keeps the answer of the search `key` (keyOf), computed while nothing was written (the generation was `generation` before and after). */
  set(key: string, generation: number, answer: EngineAnswer): void {
    if (answer.body.length > MAX_CACHED_ANSWER_BYTES) return;
    this.sync(generation);
    // Searched from the end: a result's queryID follows its hits, so the search skips them (the
    // main result's 50 KB of a listing answer) instead of reading through them first.
    const queryIdAt = (answer.queryIDs ?? []).map((id) => answer.body.lastIndexOf(id, undefined, 'latin1')).filter((at) => at >= 0);
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.length;
    this.entries.set(key, { body: answer.body, queryIdAt });
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  /** A write since the answers were kept: none of them holds. */
  private sync(generation: number): void {
    if (generation === this.generation) return;
    this.entries.clear();
    this.bytes = 0;
    this.generation = generation;
  }
}

/**
 * `run` with identical searches answered from the cache. `generation` changes with every write
 * (counted where the writes are sent or applied); an answer is kept only if no write was sent while
 * it was computed, so a query sent after a write never gets an answer from before it.
 */
export function withAnswerCache(
  run: (call: EngineCall) => Promise<EngineAnswer>,
  generation: () => number,
  cache = new AnswerCache(),
): (call: EngineCall) => Promise<EngineAnswer> {
  return async (call) => {
    // Written once per search, for looking it up and for keeping its answer.
    const key = keyOf(call);
    if (key === null) return run(call);
    const before = generation();
    const cached = cache.get(key, before);
    if (cached) return cached;
    const answer = await run(call);
    if (generation() === before) cache.set(key, before, answer);
    return answer;
  };
}
