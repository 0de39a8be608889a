import { answerTooLarge } from './engine/answer-budget';
import { BadRequestError } from './engine/params';

/**
 * Bounded search cost for the public key: one shopper's (or attacker's) heavy query never stalls the
 * others. The engine searches on its own thread (thread.ts), one operation at a time, so what
 * protects the others is what runs there between their queries:
 *
 * - a request's weight is the hits it may return (hitsPerPage, and ten per facet, per query); a
 *   listing page (48 hits, 7 facets, 4 queries) weighs about 350, a page of 1000 hits is heavy;
 * - light requests go to the engine at once; heavy ones wait in their own lane, one at a time, and
 *   yield to the event loop before each, so light requests in between go first; after each, the
 *   lane rests in proportion to the engine's time on it; when the lane is full the answer is 429
 *   with Retry-After;
 * - a multi-query runs at most MAX_QUERIES_PER_REQUEST queries and stops with a 400 once it has
 *   used QUERY_TIME_BUDGET_MS; an answer estimated over MAX_ANSWER_BYTES is refused (400) before
 *   its hits are built (engine/answer-budget.ts), and one that still comes out over it is not sent.
 *
 * The parameters themselves are capped by the engine as Algolia caps them (hitsPerPage and
 * maxValuesPerFacet at most 1000, `facets: ["*"]` only the declared facets).
 */
export const HEAVY_WEIGHT = 600;
const FACET_WEIGHT = 10;
export const HEAVY_CONCURRENCY = 1;
export const HEAVY_QUEUE_LENGTH = 4;
export const MAX_QUERIES_PER_REQUEST = 50;
export const QUERY_TIME_BUDGET_MS = 2_000;
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
export const RETRY_AFTER_SECONDS = 1;
/**
 * The share of the time heavy requests may take: after one that took d ms, the lane rests 3·d,
 * so a flood of them leaves three quarters of the process to everyone else.
 */
export const HEAVY_DUTY_CYCLE = 0.25;

/**
 * Requests of one API key in progress at once (queued or searched, once their body is read); more
 * answer 429 with Retry-After. The search key is the public one: this bounds what a
 * flood holds (its queued queries and their answers) whatever each weighs.
 */
export const MAX_IN_FLIGHT_PER_KEY = 64;

/**
 * A 429 the HTTP layer answers with Retry-After. `held`: answered only once Retry-After has
 * passed, so a client that does not wait (a flood) comes back once per Retry-After instead of as
 * fast as it is turned away; the waiting holds a connection, nothing of the engine or of the key.
 */
export class TooBusyError extends BadRequestError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many heavy search requests at once; please retry shortly',
    readonly held = false,
  ) {
    super(message, 429);
  }
}

/** The 429 of a key over MAX_IN_FLIGHT_PER_KEY. */
export const tooManyForKey = () => new TooBusyError(RETRY_AFTER_SECONDS, 'Too many requests in progress for this API key; please retry shortly');

type Params = Record<string, unknown>;

/** The search parameters of one query of a multi-query: its `params` string or object, and its own fields. */
function paramsOf(request: unknown): Params {
  if (!request || typeof request !== 'object') return {};
  const r = request as Params;
  const fromString = typeof r.params === 'string' ? Object.fromEntries(new URLSearchParams(r.params)) : {};
  return { ...fromString, ...(r.params && typeof r.params === 'object' ? (r.params as Params) : {}), ...r };
}

const numberOf = (value: unknown, fallback: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.max(0, n) : fallback;
};

function facetCount(value: unknown): number {
  if (Array.isArray(value)) return value.includes('*') ? 20 : value.length;
  if (typeof value === 'string') {
    try {
      return facetCount(JSON.parse(value));
    } catch {
      return value.split(',').filter(Boolean).length;
    }
  }
  return 0;
}

/**
 * What one query costs, in hits: the records it returns (each with its highlights) dominate;
 * a facet's counts cost about ten hits, however many values it may list (they are counted anyway).
 */
export function queryWeight(request: unknown): number {
  const p = paramsOf(request);
  return numberOf(p.hitsPerPage ?? p.length, 20) + FACET_WEIGHT * facetCount(p.facets);
}

/** The weight of a multi-query body (`{ requests: [...] }`) or of a single query's parameters. */
export function requestWeight(body: unknown): number {
  const requests = body && typeof body === 'object' && Array.isArray((body as Params).requests) ? ((body as Params).requests as unknown[]) : [body];
  if (requests.length > MAX_QUERIES_PER_REQUEST) throw new BadRequestError(`At most ${MAX_QUERIES_PER_REQUEST} queries per request`, 400);
  return requests.reduce<number>((sum, r) => sum + queryWeight(r), 0);
}

export class CostGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * Runs `work` now when light; heavy work waits its turn in the heavy lane (or is refused with
   * 429). The lane rests after heavy work in proportion to its time: `msOf` tells the time the
   * work took where it ran (the engine's thread), else it is the time until it was done.
   */
  async run<T>(weight: number, work: () => T | Promise<T>, msOf?: (result: T) => number): Promise<T> {
    if (weight < HEAVY_WEIGHT) return work();
    if (this.running >= HEAVY_CONCURRENCY) {
      if (this.waiting.length >= HEAVY_QUEUE_LENGTH) throw new TooBusyError(RETRY_AFTER_SECONDS, undefined, true);
      // The finishing request hands its slot over: `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms * (1 / HEAVY_DUTY_CYCLE - 1)).unref?.());
    try {
      // Light requests that arrived meanwhile go first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const started = performance.now();
      let result: T;
      try {
        // Awaited: asynchronous work holds its slot until it is done.
        result = await work();
      } catch (error) {
        // Refused work rests too: an answer refused only once written took its full time.
        await rest(performance.now() - started);
        throw error;
      }
      await rest(msOf?.(result) ?? performance.now() - started);
      return result;
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** Refuses an answer over MAX_ANSWER_BYTES (the JSON text is made once and reused). */
export function boundedJson(answer: unknown): string {
  const json = JSON.stringify(answer);
  if (Buffer.byteLength(json) > MAX_ANSWER_BYTES) throw answerTooLarge(MAX_ANSWER_BYTES);
  return json;
}

/** Answer JSON as UTF-8, refused when over MAX_ANSWER_BYTES. */
export function boundedBody(json: string): Buffer {
  const body = Buffer.from(json);
  if (body.length > MAX_ANSWER_BYTES) throw answerTooLarge(MAX_ANSWER_BYTES);
  return body;
}
