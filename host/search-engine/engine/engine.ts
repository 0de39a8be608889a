import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { assertIndexName, BadRequestError, readSearchParams } from './params';
import { facetingPlan, rankingPlan, searchablePlan, validateSettings, type IndexSettings } from './settings';
import { Snapshot, type SearchRecord } from './snapshot';
import { countFacet, finish, match, searchSteps } from './search';
import { partiallyUpdated } from './partial-update';
import { project } from './project';
import { prefill } from './hit-json';
import { normalize, tokenize } from '../../../src/search/text';
import { readIndices, removeIndex, writeIndex } from './store';
import { emptyStats, type AnswerBudget, type EngineStats } from './answer-budget';

/**
 * The embedded search engine: named indices holding records and settings, answering Algolia's
 * operations. It knows nothing of products: what is searchable, facetable and how results rank
 * all comes from each index's settings. Writes apply at once (every task is "published"
 * immediately); a snapshot is written to disk shortly after writes settle.
 */

/** Records of a primary index; its replicas search the same data with their own settings. */
class IndexData {
  records = new Map<string, SearchRecord>();
  version = 0;
  /**
   * Searched at least once (or live after a move): worth rebuilding ahead of the next query after
   * writes. An index only being filled (a reindex's temporary index) is not warmed while it fills.
   */
  searched = false;
  private cached: Snapshot | null = null;
  private cachedVersion = -1;

  snapshot(): Snapshot {
    if (this.cachedVersion !== this.version || !this.cached) {
      this.cached = new Snapshot([...this.records.values()]);
      this.cachedVersion = this.version;
    }
    return this.cached;
  }
}

interface Index {
  name: string;
  settings: IndexSettings;
  data: IndexData;
  updatedAt: string;
}

const batchRequestSchema = z.object({
  action: z.enum(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear']),
  // Checked by hand, not z.record: a parsed copy is built key by key and turns slow (dictionary
  // mode), which makes every later copy and JSON.stringify of the record many times slower.
  body: z.custom<Record<string, unknown>>((v) => v !== null && typeof v === 'object' && !Array.isArray(v), 'body must be an object').optional(),
  indexName: z.string().optional(),
});
const batchSchema = z.object({ requests: z.array(batchRequestSchema) });

/** Settings an index hands on when moved or copied: its own `replicas` (and `primary`) never go along. */
function transferableSettings(settings: IndexSettings): IndexSettings {
  const { replicas: _r, primary: _p, ...rest } = settings;
  return rest;
}
const operationSchema = z.object({
  operation: z.enum(['move', 'copy']),
  destination: z.string().min(1),
  scope: z.array(z.enum(['settings', 'synonyms', 'rules'])).optional(),
});
// Built once: a zod schema built per request costs about as much as a light query itself.
const objectsSchema = z.object({
  requests: z.array(z.object({ indexName: z.string(), objectID: z.coerce.string(), attributesToRetrieve: z.array(z.string()).optional() })),
});
const queriesSchema = z.object({
  requests: z.array(z.looseObject({ indexName: z.string(), type: z.enum(['default', 'facet']).optional(), facet: z.string().optional() })),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`Invalid ${what}: ${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}

/** What encodeURIComponent leaves as it is but the form encoding escapes. */
const FORM_ESCAPED = /[!'()~]/g;
const formEscape = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * `text` as URLSearchParams writes it (application/x-www-form-urlencoded: only letters, digits and
 * `*-._` stay, a space is `+`), through encodeURIComponent: it escapes the same but for `!'()~`
 * and writes a space as `%20`. A lone surrogate, which encodeURIComponent refuses, goes to
 * URLSearchParams (it writes U+FFFD). Several times faster than URLSearchParams per value.
 */
export function formEncode(text: string): string {
  let out: string;
  try {
    out = encodeURIComponent(text);
  } catch {
    return new URLSearchParams([['', text]]).toString().slice(1);
  }
  FORM_ESCAPED.lastIndex = 0;
  if (FORM_ESCAPED.test(out)) out = out.replace(FORM_ESCAPED, formEscape);
  return out.includes('%20') ? out.replaceAll('%20', '+') : out;
}

/** The `params` an answer echoes: the request's own string, or its parameters URL-encoded. */
export function paramsString(body: Record<string, unknown>): string {
  if (typeof body.params === 'string') return body.params;
  let out = '';
  for (const k in body) {
    if (k === 'indexName' || k === 'type' || k === 'params') continue;
    const v = body[k];
    const pair = `${formEncode(k)}=${formEncode(typeof v === 'string' ? v : String(JSON.stringify(v)))}`;
    out = out === '' ? pair : `${out}&${pair}`;
  }
  return out;
}

export class SearchEngine {
  private readonly indices = new Map<string, Index>();
  private nextTask = 1;
  private readonly dirty = new Set<string>();
  private readonly removed = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Counted work (see EngineStats). */
  readonly stats: EngineStats = emptyStats();

  /** `dir` null keeps everything in memory only (tests, benchmarks). */
  private constructor(
    private readonly dir: string | null,
    private readonly persistDelayMs: number,
  ) {}

  static async open(dir: string | null, options: { persistDelayMs?: number } = {}): Promise<SearchEngine> {
    const engine = new SearchEngine(dir, options.persistDelayMs ?? 500);
    if (dir) {
      const stored = await readIndices(dir);
      for (const s of stored) {
        const data = new IndexData();
        for (const r of s.records ?? []) data.records.set(r.objectID, r);
        engine.indices.set(s.name, { name: s.name, settings: s.settings, data, updatedAt: new Date().toISOString() });
      }
      for (const index of engine.indices.values()) {
        const primary = index.settings.primary ? engine.indices.get(index.settings.primary) : undefined;
        if (primary) index.data = primary.data;
      }
      engine.warm();
    }
    return engine;
  }

  /**
   * Builds every index's search structures now rather than in the first query: at 100k records
   * that takes seconds, longer than the client's 2 s read timeout. Runs after open (before the
   * host listens).
   */
  warm(): void {
    for (const index of this.indices.values()) this.warmIndex(index);
  }

  /**
   * After writes settle: rebuilds the structures of the indices shoppers search, one index per
   * turn of the event loop, so requests (a reindex's next batch among them) are answered in
   * between instead of waiting for all languages at once.
   */
  /**
   * Idle work: serialises the records of the indices searched for the projection used last
   * (engine/hit-json.ts), until `deadline` (performance.now()); true when some are left.
   */
  prefillHitJson(deadline: number): boolean {
    const seen = new Set<IndexData>();
    for (const index of this.indices.values()) {
      if (!index.data.searched || seen.has(index.data)) continue;
      seen.add(index.data);
      if (prefill(index.data.snapshot().docs, deadline, this.stats)) return true;
    }
    return false;
  }

  private async warmSearched(): Promise<void> {
    for (const index of [...this.indices.values()]) {
      if (!index.data.searched || this.indices.get(index.name) !== index) continue;
      this.warmIndex(index);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private warmIndex(index: Index): void {
    const snapshot = index.data.snapshot();
    if (snapshot.size === 0) return;
    snapshot.text(searchablePlan(index.settings));
    const { pre, post } = rankingPlan(index.settings);
    snapshot.order(pre, post);
    for (const f of facetingPlan(index.settings)) snapshot.facet(f.path);
  }

  static memory(): SearchEngine {
    return new SearchEngine(null, 0);
  }

  /** Write pending snapshots and stop the timer. */
  async close(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
    }
    await this.flush();
  }

  private task(): number {
    return this.nextTask++;
  }

  private writes = 0;
  /** Changes with every write (counted as it starts, so a write that fails half-way counts too): what caches of answers check. */
  get generation(): number {
    return this.writes;
  }

  private touched(index: Index): void {
    index.updatedAt = new Date().toISOString();
    if (!this.dir) return;
    this.dirty.add(index.name);
    this.removed.delete(index.name);
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.warmSearched().then(() => this.flush());
    }, this.persistDelayMs);
    this.flushTimer.unref();
  }

  flush(): Promise<void> {
    const dir = this.dir;
    if (!dir) return Promise.resolve();
    this.flushing = this.flushing
      .then(async () => {
        const names = [...this.dirty];
        this.dirty.clear();
        const removed = [...this.removed];
        this.removed.clear();
        // Written before removing: a move interrupted in between leaves the source behind (a
        // leftover temporary index), never a destination without its new records.
        for (const name of names) {
          const index = this.indices.get(name);
          if (!index) continue;
          const ownsData = !index.settings.primary;
          await writeIndex(dir, name, index.settings, ownsData ? [...index.data.records.values()] : null);
        }
        for (const name of removed) await removeIndex(dir, name);
      })
      .catch((e: unknown) => {
        console.error('[search] snapshot write failed', e);
      });
    return this.flushing;
  }

  has(name: string): boolean {
    return this.indices.has(name);
  }

  private require(name: string): Index {
    const index = this.indices.get(name);
    if (!index) throw new BadRequestError(`Index ${name} does not exist`, 404);
    return index;
  }

  private ensure(name: string): Index {
    let index = this.indices.get(name);
    if (!index) {
      assertIndexName(name);
      index = { name, settings: {}, data: new IndexData(), updatedAt: new Date().toISOString() };
      this.indices.set(name, index);
    }
    return index;
  }

  listIndices() {
    return [...this.indices.values()].map((i) => ({
      name: i.name,
      entries: i.data.records.size,
      updatedAt: i.updatedAt,
      createdAt: i.updatedAt,
      ...(i.settings.primary ? { primary: i.settings.primary } : {}),
      ...(i.settings.replicas ? { replicas: i.settings.replicas } : {}),
    }));
  }

  getSettings(name: string): IndexSettings {
    return this.require(name).settings;
  }

  /** PUT settings: replaces the settings; `replicas` creates (or detaches) replica indices. */
  setSettings(name: string, body: unknown, forwardToReplicas = false): { taskID: number; updatedAt: string } {
    this.writes++;
    const incoming = validateSettings(body);
    const index = this.ensure(name);
    const before = index.settings.replicas ?? [];
    const { primary } = index.settings;
    index.settings = { ...index.settings, ...incoming, ...(primary ? { primary } : {}) };
    const after = index.settings.replicas ?? [];
    for (const replicaName of after) {
      const replica = this.ensure(replicaName);
      replica.settings = { ...replica.settings, primary: name };
      replica.data = index.data;
      this.touched(replica);
    }
    for (const gone of before.filter((r) => !after.includes(r))) {
      const replica = this.indices.get(gone);
      // A detached replica keeps a copy of the records, as Algolia turns it into a regular index.
      if (replica) this.detach(replica, index.data.records);
    }
    if (forwardToReplicas) {
      const { replicas: _r, primary: _p, userData: _u, ...forwarded } = incoming;
      for (const replicaName of after) {
        const replica = this.require(replicaName);
        replica.settings = { ...replica.settings, ...forwarded };
      }
    }
    this.touched(index);
    return { taskID: this.task(), updatedAt: index.updatedAt };
  }

  private applyBatch(index: Index, requests: z.infer<typeof batchRequestSchema>[], objectIDs: string[]): void {
    const records = index.data.records;
    for (const r of requests) {
      const body = r.body ?? {};
      const id = body.objectID === undefined ? undefined : String(body.objectID);
      switch (r.action) {
        case 'addObject': {
          const objectID = id ?? randomUUID();
          // Kept as received when it already carries its objectID (no copy of every record).
          records.set(objectID, body.objectID === objectID ? (body as SearchRecord) : { ...body, objectID });
          objectIDs.push(objectID);
          break;
        }
        case 'updateObject':
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate':
        case 'deleteObject':
          if (!id) throw new BadRequestError(`${r.action} needs body.objectID`);
          if (r.action === 'updateObject') records.set(id, body.objectID === id ? (body as SearchRecord) : { ...body, objectID: id });
          else if (r.action === 'deleteObject') records.delete(id);
          else {
            const existing = records.get(id);
            const updated = existing || r.action === 'partialUpdateObject' ? partiallyUpdated(existing, body) : null;
            if (updated) records.set(id, { ...updated, objectID: id } as SearchRecord);
          }
          objectIDs.push(id);
          break;
        case 'clear':
          records.clear();
          break;
        case 'delete':
          this.deleteIndex(index.name);
          break;
      }
    }
    index.data.version++;
    this.touched(this.primaryOf(index));
  }

  /** A replica turned into a regular index of its own, holding a copy of `records`. */
  private detach(replica: Index, records: ReadonlyMap<string, SearchRecord>): void {
    const data = new IndexData();
    data.records = new Map(records);
    replica.data = data;
    const { primary: _p, ...rest } = replica.settings;
    replica.settings = rest;
    this.touched(replica);
  }

  /** The index whose records `name` searches: its primary when it is a replica, else itself. */
  recordsOf(name: string): string {
    return this.indices.get(name)?.settings.primary ?? name;
  }

  private primaryOf(index: Index): Index {
    return index.settings.primary ? (this.indices.get(index.settings.primary) ?? index) : index;
  }

  batch(name: string, body: unknown): { taskID: number; objectIDs: string[] } {
    this.writes++;
    const { requests } = parseOrThrow(batchSchema, body, 'batch');
    const index = this.ensure(name);
    if (index.settings.primary) throw new BadRequestError(`Index ${name} is a replica: write to ${index.settings.primary}`);
    const objectIDs: string[] = [];
    this.applyBatch(index, requests, objectIDs);
    return { taskID: this.task(), objectIDs };
  }

  /** POST /1/indexes/*\/batch: every request names its index. */
  multipleBatch(body: unknown): { taskID: Record<string, number>; objectIDs: string[] } {
    this.writes++;
    const { requests } = parseOrThrow(batchSchema, body, 'batch');
    const byIndex = new Map<string, typeof requests>();
    for (const r of requests) {
      if (!r.indexName) throw new BadRequestError('Invalid batch: every request needs indexName');
      byIndex.set(r.indexName, [...(byIndex.get(r.indexName) ?? []), r]);
    }
    const taskID: Record<string, number> = {};
    const objectIDs: string[] = [];
    for (const [name, list] of byIndex) {
      const index = this.ensure(name);
      if (index.settings.primary) throw new BadRequestError(`Index ${name} is a replica: write to ${index.settings.primary}`);
      this.applyBatch(index, list, objectIDs);
      taskID[name] = this.task();
    }
    return { taskID, objectIDs };
  }

  clear(name: string): { taskID: number; updatedAt: string } {
    this.writes++;
    const index = this.ensure(name);
    index.data.records.clear();
    index.data.version++;
    this.touched(this.primaryOf(index));
    return { taskID: this.task(), updatedAt: index.updatedAt };
  }

  deleteIndex(name: string): { taskID: number; deletedAt: string } {
    this.writes++;
    const index = this.indices.get(name);
    if (index) {
      for (const replicaName of index.settings.replicas ?? []) {
        const replica = this.indices.get(replicaName);
        if (replica && replica.data === index.data) this.detach(replica, new Map());
      }
      this.indices.delete(name);
      if (this.dir) {
        this.dirty.delete(name);
        this.removed.add(name);
        this.scheduleFlush();
      }
    }
    return { taskID: this.task(), deletedAt: new Date().toISOString() };
  }

  /**
   * POST /1/indexes/{name}/operation: move (rename) or copy an index, with Algolia's semantics.
   * Move: the destination's records and settings are replaced at once (it keeps its own
   * `replicas`, which then serve the moved records with their own ranking); the source is gone;
   * a missing source is ignored; a replica can be neither source nor destination.
   * Copy: records and settings (never `replicas`), or with `scope` only the settings; a missing
   * source copies as an empty index with default settings; a destination with replicas, or a
   * replica as destination, is refused. The engine has no synonyms or rules, so those scopes copy nothing.
   */
  operation(name: string, body: unknown): { taskID: number; updatedAt: string } {
    this.writes++;
    const { operation, destination, scope } = parseOrThrow(operationSchema, body, 'operation');
    if (destination === name) throw new BadRequestError(`Cannot ${operation} index ${name} onto itself`);
    const source = this.indices.get(name);
    const target = this.indices.get(destination);
    if (target?.settings.primary) throw new BadRequestError(`Cannot ${operation} onto ${destination}: it is a replica of ${target.settings.primary}`);
    if (operation === 'move') {
      if (!source) return { taskID: this.task(), updatedAt: new Date().toISOString() };
      if (source.settings.primary) throw new BadRequestError(`Cannot move ${name}: it is a replica of ${source.settings.primary}`);
      this.move(source, destination);
    } else {
      if (target?.settings.replicas?.length) throw new BadRequestError(`Cannot copy onto ${destination}: it has replicas`);
      this.copy(source, destination, scope);
    }
    return { taskID: this.task(), updatedAt: this.indices.get(destination)!.updatedAt };
  }

  private move(source: Index, destination: string): void {
    // The source's own replicas stay behind as regular indices with a copy of its records (as
    // when replicas are detached by setSettings).
    for (const replicaName of source.settings.replicas ?? []) {
      const replica = this.indices.get(replicaName);
      if (replica && replica.data === source.data) this.detach(replica, source.data.records);
    }
    const target = this.ensure(destination);
    const replicas = target.settings.replicas;
    // One swap of the data object: the destination and every replica of it switch to the moved
    // records together (their snapshot caches belong to that object), never half-filled.
    target.settings = { ...transferableSettings(source.settings), ...(replicas ? { replicas } : {}) };
    target.data = source.data;
    for (const replicaName of replicas ?? []) {
      const replica = this.indices.get(replicaName);
      if (replica) replica.data = source.data;
    }
    this.indices.delete(source.name);
    if (this.dir) {
      this.dirty.delete(source.name);
      this.removed.add(source.name);
    }
    this.touched(target);
    // Built now, so the first query after the move does not pay for it.
    target.data.searched = true;
    this.warmIndex(target);
    for (const replicaName of replicas ?? []) {
      const replica = this.indices.get(replicaName);
      if (replica) this.warmIndex(replica);
    }
  }

  private copy(source: Index | undefined, destination: string, scope: ('settings' | 'synonyms' | 'rules')[] | undefined): void {
    const target = this.ensure(destination);
    const settings = source ? transferableSettings(source.settings) : {};
    if (!scope || scope.includes('settings')) target.settings = settings;
    if (!scope) {
      const data = new IndexData();
      if (source) data.records = new Map(source.data.records);
      target.data = data;
    }
    this.touched(target);
    if (!scope) this.warmIndex(target);
  }

  taskStatus(_name: string, _taskID: number): { status: 'published'; pendingTask: false } {
    return { status: 'published', pendingTask: false };
  }

  getObject(name: string, objectID: string, attributesToRetrieve?: string[]): Record<string, unknown> | null {
    const record = this.require(name).data.records.get(objectID);
    return record ? project(record, attributesToRetrieve) : null;
  }

  getObjects(body: unknown): { results: (Record<string, unknown> | null)[] } {
    const { requests } = parseOrThrow(objectsSchema, body, 'objects request');
    return {
      results: requests.map((r) => (this.indices.has(r.indexName) ? this.getObject(r.indexName, r.objectID, r.attributesToRetrieve) : null)),
    };
  }

  /** Records of an index by objectID, in the order asked, unknown ids left out (the product CDN path). */
  getProducts(name: string, ids: string[]): Record<string, unknown>[] {
    const records = this.require(name).data.records;
    return ids.map((id) => records.get(id)).filter((r): r is SearchRecord => r !== undefined);
  }

  /** One query; with a budget, a page of hits estimated over it is refused before its hits are built. */
  search(name: string, body: Record<string, unknown>, budget?: AnswerBudget): Record<string, unknown> {
    return finish(this.searchSteps(name, body, budget));
  }

  /** The same as steps that pause between pages of hits (search.ts searchSteps): the engine's thread answers others in between. */
  /** A query as steps; `hitsAsJson`: its hits and facets as RawJson, for an answer sent as JSON (operations.ts). */
  searchSteps(name: string, body: Record<string, unknown>, budget?: AnswerBudget, hitsAsJson = false): Generator<void, Record<string, unknown>> {
    const index = this.require(name);
    const params = readSearchParams(body);
    index.data.searched = true;
    return searchSteps(index.data.snapshot(), index.settings, params, name, paramsString(body), { budget, stats: this.stats, hitsAsJson });
  }

  /** POST /1/indexes/*\/queries: both the `{ indexName, params: "..." }` and the object form. */
  multiSearch(body: unknown, deadline = Number.POSITIVE_INFINITY, budget?: AnswerBudget): { results: Record<string, unknown>[] } {
    return finish(this.multiSearchSteps(body, deadline, budget));
  }

  /** A multi-query as steps, each query's paused between pages of hits; the deadline counts the pauses too. */
  *multiSearchSteps(
    body: unknown,
    deadline = Number.POSITIVE_INFINITY,
    budget?: AnswerBudget,
    hitsAsJson = false,
  ): Generator<void, { results: Record<string, unknown>[] }> {
    const { requests, strategy } = parseOrThrow(queriesSchema, body, 'queries request');
    const results: Record<string, unknown>[] = [];
    for (const r of requests) {
      // A multi-query that has used its time stops (a 4xx: the client would retry a 5xx).
      if (performance.now() > deadline) throw new BadRequestError('The search took too long; send fewer or lighter queries', 400);
      const result =
        r.type === 'facet' && r.facet ? this.searchForFacetValues(r.indexName, r.facet, r) : yield* this.searchSteps(r.indexName, r, budget, hitsAsJson);
      results.push(result);
      // stopIfEnoughMatches: later queries only run while earlier ones found fewer than a page.
      if (strategy === 'stopIfEnoughMatches' && typeof result.nbHits === 'number' && result.nbHits >= (result.hitsPerPage as number)) break;
    }
    return { results };
  }

  /** Facet values matching `facetQuery` (every word a prefix of a word of the value), counted under the query. */
  searchForFacetValues(name: string, facet: string, body: Record<string, unknown>): Record<string, unknown> {
    const started = performance.now();
    const index = this.require(name);
    const declared = facetingPlan(index.settings).find((f) => f.path === facet);
    if (!declared?.searchable) {
      throw new BadRequestError(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
    }
    const params = readSearchParams(body);
    index.data.searched = true;
    const snapshot = index.data.snapshot();
    const m = match(snapshot, index.settings, params);
    const fc = countFacet(
      snapshot,
      facet,
      m.bits,
      () => {
        const docs: number[] = [];
        m.bits.forEach((d) => docs.push(d));
        return Uint32Array.from(docs);
      },
      m.bits.count() === snapshot.size,
    );
    const words = tokenize(params.facetQuery);
    const hits: { value: string; highlighted: string; count: number }[] = [];
    for (let v = 0; v < fc.counts.length; v++) {
      if (fc.counts[v] === 0) continue;
      const value = fc.column.display[v];
      const valueWords = tokenize(value);
      if (!words.every((w) => valueWords.some((vw) => vw.startsWith(w)))) continue;
      hits.push({ value, highlighted: highlightPrefixes(value, words, params.highlightPreTag, params.highlightPostTag), count: fc.counts[v] });
    }
    hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    return {
      facetHits: hits.slice(0, params.maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
}

function highlightPrefixes(value: string, words: string[], pre: string, post: string): string {
  if (words.length === 0) return value;
  return value.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const norm = normalize(word);
    const w = words.filter((q) => norm.startsWith(q)).sort((a, b) => b.length - a.length)[0];
    if (!w) return word;
    const cut = norm.length === word.length ? w.length : word.length;
    return pre + word.slice(0, cut) + post + word.slice(cut);
  });
}
