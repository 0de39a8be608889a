import type http from 'node:http';
import { BadRequestError } from './engine/params';
import { asObject, bodyText, decodeBody, MAX_SEARCH_BODY_BYTES, MAX_WRITE_BODY_BYTES, parseBody, readRawBody, type RawBody } from './body';
import { boundedJson, CostGate, MAX_IN_FLIGHT_PER_KEY, queryWeight, requestWeight, TooBusyError, tooManyForKey } from './cost-gate';
import { insightsBodySchema, InsightsLog, type InsightsEvent } from './insights';
import type { EngineAnswer, EngineCall, SearchBackend } from './operations';

/**
 * Algolia's REST API over the embedded engine, for the real `algoliasearch` client (and any
 * InstantSearch UI) pointed at the host. Paths and answers follow Algolia's; every error is a
 * 4xx JSON `{ message, status }`, because a 5xx makes the client retry and report
 * "Unreachable hosts" instead of the actual problem. The engine's work runs where `engine` runs
 * it (its own thread in the host): this side reads, authorises, weighs and sends.
 */

export interface SearchHttpOptions {
  engine: SearchBackend;
  appId: string;
  searchKey: string;
  writeKey: string;
  /** Called for every accepted insights event (the host may forward them to its tracking). */
  onEvent?: (event: InsightsEvent) => void;
  /** Where accepted insights events are kept; one is created when not given. */
  insights?: InsightsLog;
  /** Requests of one API key in progress at once; more answer 429 (MAX_IN_FLIGHT_PER_KEY when not given). */
  maxInFlightPerKey?: number;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};

/** The insights path the Insights client posts to. */
export const INSIGHTS_PATH = '/1/events';
const PRODUCTS_PATH = /^\/([^/]+)\/get_products\/([^/]*)$/;

/** An answer the engine has already written as JSON. */
class Answered {
  constructor(readonly body: Buffer) {}
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = body instanceof Answered ? body.body : status === 200 ? boundedJson(body) : JSON.stringify(body);
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), ...headers });
  res.end(json);
}

type Access = 'search' | 'write';

interface Route {
  method: string;
  pattern: RegExp;
  access: Access;
  handle: (match: string[], url: URL, body: () => Promise<RawBody>) => unknown | Promise<unknown>;
}

export function createSearchHttpHandler(options: SearchHttpOptions) {
  const { engine } = options;
  const insights = options.insights ?? new InsightsLog();
  const gate = new CostGate();
  const seg = '([^/]+)';
  const run = async (call: EngineCall) => new Answered((await engine.run(call)).body);
  /** A search, through the cost gate: heavy ones wait in their lane, which then rests in proportion to the engine's work. */
  const gated = async (weight: number, call: EngineCall) =>
    new Answered(
      (
        await gate.run(
          weight,
          () => engine.run(call),
          (a: EngineAnswer) => a.ms,
        )
      ).body,
    );
  const parsed = async (body: () => Promise<RawBody>) => decodeBody(await body(), MAX_SEARCH_BODY_BYTES);
  /** A search's body parsed, and its text: the search's key in the answer cache and what goes to the engine (operations.ts). */
  const searchBody = async (body: () => Promise<RawBody>) => {
    const json = bodyText(await body(), MAX_SEARCH_BODY_BYTES);
    return { value: parseBody(json), json: json === '' ? undefined : json };
  };
  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/\*\/queries$/,
      access: 'search',
      handle: async (_m, _u, body) => {
        const { value, json } = await searchBody(body);
        return gated(requestWeight(value), { op: 'multiSearch', body: value, json });
      },
    },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/\*\/objects$/,
      access: 'search',
      handle: async (_m, _u, body) => run({ op: 'getObjects', body: await parsed(body) }),
    },
    { method: 'POST', pattern: /^\/1\/indexes\/\*\/batch$/, access: 'write', handle: async (_m, _u, body) => run({ op: 'multipleBatch', body: await body() }) },
    { method: 'GET', pattern: /^\/1\/indexes\/?$/, access: 'search', handle: () => run({ op: 'listIndices' }) },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/query$`),
      access: 'search',
      handle: async ([index], _u, body) => {
        const { value, json } = await searchBody(body);
        const params = asObject(value);
        return gated(queryWeight(params), { op: 'search', index, params, json });
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/facets/${seg}/query$`),
      access: 'search',
      handle: async ([index, facet], _u, body) => run({ op: 'searchForFacetValues', index, facet, params: asObject(await parsed(body)) }),
    },
    { method: 'GET', pattern: new RegExp(`^/1/indexes/${seg}/settings$`), access: 'search', handle: ([index]) => run({ op: 'getSettings', index }) },
    {
      method: 'PUT',
      pattern: new RegExp(`^/1/indexes/${seg}/settings$`),
      access: 'write',
      handle: async ([index], url, body) =>
        run({ op: 'setSettings', index, body: await body(), forwardToReplicas: url.searchParams.get('forwardToReplicas') === 'true' }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/batch$`),
      access: 'write',
      handle: async ([index], _u, body) => run({ op: 'batch', index, body: await body() }),
    },
    { method: 'POST', pattern: new RegExp(`^/1/indexes/${seg}/clear$`), access: 'write', handle: ([index]) => run({ op: 'clear', index }) },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/operation$`),
      access: 'write',
      handle: async ([index], _u, body) => run({ op: 'operation', index, body: await body() }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/1/indexes/${seg}/task/(\\d+)$`),
      access: 'search',
      handle: ([index, id]) => run({ op: 'taskStatus', index, taskID: Number(id) }),
    },
    { method: 'GET', pattern: /^\/1\/task\/(\d+)$/, access: 'search', handle: () => ({ status: 'published' }) },
    { method: 'DELETE', pattern: new RegExp(`^/1/indexes/${seg}$`), access: 'write', handle: ([index]) => run({ op: 'deleteIndex', index }) },
    {
      method: 'GET',
      pattern: new RegExp(`^/1/indexes/${seg}/${seg}$`),
      access: 'search',
      handle: ([index, objectID], url) => {
        const attrs = url.searchParams.get('attributesToRetrieve');
        return run({ op: 'getObject', index, objectID, attributes: attrs ? attrs.split(',') : undefined });
      },
    },
    {
      method: 'POST',
      pattern: /^\/1\/events$/,
      access: 'search',
      handle: async (_m, _u, body) => {
        const events = insightsBodySchema.safeParse(await parsed(body));
        if (!events.success) {
          const issue = events.error.issues[0];
          throw new BadRequestError(`Invalid event ${issue.path.join('.')}: ${issue.message}`, 422);
        }
        insights.record(events.data.events);
        for (const e of events.data.events) options.onEvent?.(e);
        return { status: 200, message: 'OK' };
      },
    },
  ];

  /** The request's key, once it is one of ours and allowed for the route. */
  function authorise(req: http.IncomingMessage, url: URL, access: Access): string {
    const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const key = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    if (appId !== options.appId || (key !== options.searchKey && key !== options.writeKey)) {
      throw new BadRequestError('Invalid Application-ID or API key', 403);
    }
    if (access === 'write' && key !== options.writeKey) throw new BadRequestError('Method not allowed with this API key', 403);
    return key;
  }

  const maxInFlight = options.maxInFlightPerKey ?? MAX_IN_FLIGHT_PER_KEY;
  const inFlight = new Map<string, number>();
  /** Runs `work` as one of the key's requests in progress, or refuses it (429) when the key has its most. */
  async function asOneOf<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) ?? 0;
    if (running >= maxInFlight) throw tooManyForKey();
    inFlight.set(key, running + 1);
    try {
      return await work();
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  }

  return async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const products = PRODUCTS_PATH.exec(url.pathname);
    if (!url.pathname.startsWith('/1/') && !products) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, x-algolia-application-id, x-algolia-api-key',
      });
      res.end();
      return true;
    }
    try {
      if (products) {
        // The product CDN path: public like a CDN, records in the order asked, unknown ids dropped.
        if (req.method !== 'GET') throw new BadRequestError('Method not allowed', 405);
        const [index, list] = [decodeURIComponent(products[1]), decodeURIComponent(products[2])];
        send(res, 200, await run({ op: 'getProducts', index, ids: list.split(',').filter(Boolean) }));
        return true;
      }
      for (const route of routes) {
        if (route.method !== req.method) continue;
        const m = route.pattern.exec(url.pathname);
        if (!m) continue;
        const key = authorise(req, url, route.access);
        let bodyPromise: Promise<RawBody> | null = null;
        const body = () => (bodyPromise ??= readRawBody(req, route.access === 'write' ? MAX_WRITE_BODY_BYTES : MAX_SEARCH_BODY_BYTES));
        // The body first (capped in size and time): a client that sends it slowly holds a connection, not one of the key's slots.
        if (req.method === 'POST' || req.method === 'PUT') await body();
        const answer = await asOneOf(key, async () => route.handle(m.slice(1).map(decodeURIComponent), url, body));
        send(res, 200, answer);
        return true;
      }
      throw new BadRequestError(`No route for ${req.method} ${url.pathname}`, 404);
    } catch (e) {
      if (e instanceof TooBusyError) {
        if (e.held) await new Promise((resolve) => setTimeout(resolve, e.retryAfterSeconds * 1000));
        if (!res.destroyed) send(res, e.status, { message: e.message, status: e.status }, { 'retry-after': String(e.retryAfterSeconds) });
      } else if (e instanceof BadRequestError) send(res, e.status, { message: e.message, status: e.status });
      else {
        // Still a 4xx: a 5xx would make the client retry and hide the message.
        console.error('[search] request failed', e);
        send(res, 400, { message: e instanceof Error ? e.message : String(e), status: 400 });
      }
      return true;
    }
  };
}

export { InsightsLog };
