import { randomBytes } from 'node:crypto';
import type { EngineAnswer, EngineCall } from './operations';

/**
 * Answers of identical searches, as Algolia's own cache keeps them: many shoppers open the same
 * listing page (a category, its first page, the default sort), and its answer is only computed
 * again once an index it read has changed. A search is cached under its call (operation, index and
 * parameters as sent), with the indices whose records it read (`reads`: a replica's are its
 * primary's). A write empties, as it is sent, what it can change: a batch of records (saveObjects,
 * partialUpdateObjects, deletes) the answers that read its index, every other write (settings,
 * move and copy, clear, delete, a multi-index batch) all of them; so an answered write is seen by
 * every query sent after it, and a stock update of a few records keeps the other indices' answers.
 * Each answer served from here gets queryIDs of its own (clickAnalytics): clicks of different
 * shoppers are never tied to one search.
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

/** Every index: what a write that may change any index (or their replicas' settings) empties. */
export const ALL_INDICES = '*';

/**
 * The index whose answers a write can change: a batch of records writes its index's records only
 * (a replica shares them, and answers of a replica read its primary); any other write, or one
 * whose indices are inside its body, may change any (ALL_INDICES).
 */
export function writeTarget(call: EngineCall): string {
  return call.op === 'batch' ? call.index : ALL_INDICES;
}

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
  /** The indices whose records the answer read (primaries), or null: unknown, emptied by any write. */
  reads: readonly string[] | null;
  /** Byte offsets of the answer's queryIDs (32 hexadecimal characters each). */
  queryIdAt: number[];
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = ANSWER_CACHE_BYTES) {}

  /** The cached answer of the search `key` (keyOf), with fresh queryIDs; else null. */
  get(key: string): EngineAnswer | null {
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

  /** Keeps the answer of the search `key` (keyOf), computed while nothing it read was written. */
  set(key: string, answer: EngineAnswer): void {
    if (answer.body.length > MAX_CACHED_ANSWER_BYTES) return;
    // Searched from the end: a result's queryID follows its hits, so the search skips them (the
    // main result's 50 KB of a listing answer) instead of reading through them first.
    const queryIdAt = (answer.queryIDs ?? []).map((id) => answer.body.lastIndexOf(id, undefined, 'latin1')).filter((at) => at >= 0);
    this.remove(key);
    this.entries.set(key, { body: answer.body, reads: answer.reads ?? null, queryIdAt });
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  /** A write to `index` (writeTarget) was sent: the answers that read it (all of them for ALL_INDICES) no longer hold. */
  invalidate(index: string): void {
    if (index === ALL_INDICES) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) if (!entry.reads || entry.reads.includes(index)) this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** The writes sent lately, in order: whether one sent while a search was computed touched what it read. */
class WriteLog {
  private sent = 0;
  private readonly recent: string[] = [];
  private static readonly KEPT = 256;

  record(index: string): void {
    this.sent++;
    this.recent.push(index);
    if (this.recent.length > WriteLog.KEPT) this.recent.shift();
  }

  /** The count of writes sent so far (a search notes it when it starts). */
  get count(): number {
    return this.sent;
  }

  /** Whether a write sent after `since` (a count) may have changed one of `reads` (unknown reads: any write). */
  touched(since: number, reads: readonly string[] | undefined): boolean {
    const newer = this.sent - since;
    if (newer === 0) return false;
    if (newer > this.recent.length || !reads) return true;
    return this.recent.slice(-newer).some((index) => index === ALL_INDICES || reads.includes(index));
  }
}

/**
 * `run` with identical searches answered from the cache, and writes emptying what they can change
 * as they are sent (the engine runs calls in the order they were sent, so a query sent after a
 * write is computed after it). An answer is kept only if no write sent while it was computed
 * touched an index it read. Every write must come through here (the HTTP API's are); `forgetAll`
 * empties the cache (a restarted engine holds what its snapshot on disk held).
 */
export function withAnswerCache(
  run: (call: EngineCall) => Promise<EngineAnswer>,
  cache = new AnswerCache(),
): ((call: EngineCall) => Promise<EngineAnswer>) & { forgetAll(): void } {
  const writes = new WriteLog();
  const forget = (index: string) => {
    writes.record(index);
    cache.invalidate(index);
  };
  const cached = async (call: EngineCall): Promise<EngineAnswer> => {
    if (isWrite(call)) {
      forget(writeTarget(call));
      return run(call);
    }
    // Written once per search, for looking it up and for keeping its answer.
    const key = keyOf(call);
    if (key === null) return run(call);
    const hit = cache.get(key);
    if (hit) return hit;
    const before = writes.count;
    const answer = await run(call);
    if (!writes.touched(before, answer.reads)) cache.set(key, answer);
    return answer;
  };
  return Object.assign(cached, { forgetAll: () => forget(ALL_INDICES) });
}
