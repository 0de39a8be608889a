import type http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { BadRequestError } from './engine/params';
import type { SearchEngine } from './engine/engine';
import { boundedJson, CostGate, queryWeight, QUERY_TIME_BUDGET_MS, requestWeight, SerializedAnswer, TooBusyError } from './cost-gate';
import { insightsBodySchema, InsightsLog, type InsightsEvent } from './insights';

/**
 * Algolia's REST API over the embedded engine, for the real `algoliasearch` client (and any
 * InstantSearch UI) pointed at the host. Paths and answers follow Algolia's; every error is a
 * 4xx JSON `{ message, status }`, because a 5xx makes the client retry and report
 * "Unreachable hosts" instead of the actual problem.
 */

export interface SearchHttpOptions {
  engine: SearchEngine;
  appId: string;
  searchKey: string;
  writeKey: string;
  /** Called for every accepted insights event (the host may forward them to its tracking). */
  onEvent?: (event: InsightsEvent) => void;
  /** Where accepted insights events are kept; one is created when not given. */
  insights?: InsightsLog;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};

/** The insights path the Insights client posts to. */
export const INSIGHTS_PATH = '/1/events';
const PRODUCTS_PATH = /^\/([^/]+)\/get_products\/([^/]*)$/;

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = body instanceof SerializedAnswer ? body.json : status === 200 ? boundedJson(body) : JSON.stringify(body);
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), ...headers });
  res.end(json);
}

/** Algolia refuses batches over 10 MB; a generous cap keeps a runaway write from exhausting memory. */
const MAX_WRITE_BODY_BYTES = 64 * 1024 * 1024;
/** Searches (and insights events) are small: a public key gets a small body, before and after gzip. */
const MAX_SEARCH_BODY_BYTES = 1024 * 1024;

async function readBody(req: http.IncomingMessage, limit: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BadRequestError('Request body too large', 413);
    chunks.push(chunk as Buffer);
  }
  let buf = Buffer.concat(chunks);
  if (req.headers['content-encoding'] === 'gzip') {
    // The cap holds for the unpacked body too: a few kilobytes of gzip can unpack to gigabytes.
    try {
      buf = gunzipSync(buf, { maxOutputLength: limit });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new BadRequestError('Request body too large', 413);
      throw new BadRequestError('Request body is not valid gzip');
    }
  }
  const text = buf.toString('utf8').trim();
  if (text === '') return {};
  // Algolia clients send JSON as text/plain (a CORS-simple request), so the type is not looked at.
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

type Access = 'search' | 'write';

interface Route {
  method: string;
  pattern: RegExp;
  access: Access;
  handle: (match: string[], url: URL, body: () => Promise<unknown>) => unknown | Promise<unknown>;
}

export function createSearchHttpHandler(options: SearchHttpOptions) {
  const { engine } = options;
  const insights = options.insights ?? new InsightsLog();
  const gate = new CostGate();
  const seg = '([^/]+)';
  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/\*\/queries$/,
      access: 'search',
      handle: async (_m, _u, body) => {
        const request = await body();
        return gate.run(requestWeight(request), () => new SerializedAnswer(boundedJson(engine.multiSearch(request, performance.now() + QUERY_TIME_BUDGET_MS))));
      },
    },
    { method: 'POST', pattern: /^\/1\/indexes\/\*\/objects$/, access: 'search', handle: async (_m, _u, body) => engine.getObjects(await body()) },
    { method: 'POST', pattern: /^\/1\/indexes\/\*\/batch$/, access: 'write', handle: async (_m, _u, body) => engine.multipleBatch(await body()) },
    {
      method: 'GET',
      pattern: /^\/1\/indexes\/?$/,
      access: 'search',
      handle: () => {
        const items = engine.listIndices();
        return { items, nbPages: 1 };
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/query$`),
      access: 'search',
      handle: async ([name], _u, body) => {
        const params = asObject(await body());
        return gate.run(queryWeight(params), () => new SerializedAnswer(boundedJson(engine.search(name, params))));
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/facets/${seg}/query$`),
      access: 'search',
      handle: async ([name, facet], _u, body) => engine.searchForFacetValues(name, facet, asObject(await body())),
    },
    { method: 'GET', pattern: new RegExp(`^/1/indexes/${seg}/settings$`), access: 'search', handle: ([name]) => engine.getSettings(name) },
    {
      method: 'PUT',
      pattern: new RegExp(`^/1/indexes/${seg}/settings$`),
      access: 'write',
      handle: async ([name], url, body) => engine.setSettings(name, await body(), url.searchParams.get('forwardToReplicas') === 'true'),
    },
    { method: 'POST', pattern: new RegExp(`^/1/indexes/${seg}/batch$`), access: 'write', handle: async ([name], _u, body) => engine.batch(name, await body()) },
    { method: 'POST', pattern: new RegExp(`^/1/indexes/${seg}/clear$`), access: 'write', handle: ([name]) => engine.clear(name) },
    {
      method: 'POST',
      pattern: new RegExp(`^/1/indexes/${seg}/operation$`),
      access: 'write',
      handle: async ([name], _u, body) => engine.operation(name, await body()),
    },
    { method: 'GET', pattern: new RegExp(`^/1/indexes/${seg}/task/(\\d+)$`), access: 'search', handle: ([name, id]) => engine.taskStatus(name, Number(id)) },
    { method: 'GET', pattern: /^\/1\/task\/(\d+)$/, access: 'search', handle: () => ({ status: 'published' }) },
    { method: 'DELETE', pattern: new RegExp(`^/1/indexes/${seg}$`), access: 'write', handle: ([name]) => engine.deleteIndex(name) },
    {
      method: 'GET',
      pattern: new RegExp(`^/1/indexes/${seg}/${seg}$`),
      access: 'search',
      handle: ([name, id], url) => {
        const attrs = url.searchParams.get('attributesToRetrieve');
        const record = engine.getObject(name, id, attrs ? attrs.split(',') : undefined);
        if (!record) throw new BadRequestError('ObjectID does not exist', 404);
        return record;
      },
    },
    {
      method: 'POST',
      pattern: /^\/1\/events$/,
      access: 'search',
      handle: async (_m, _u, body) => {
        const parsed = insightsBodySchema.safeParse(await body());
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new BadRequestError(`Invalid event ${issue.path.join('.')}: ${issue.message}`, 422);
        }
        insights.record(parsed.data.events);
        for (const e of parsed.data.events) options.onEvent?.(e);
        return { status: 200, message: 'OK' };
      },
    },
  ];

  function authorise(req: http.IncomingMessage, url: URL, access: Access): void {
    const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const key = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    if (appId !== options.appId || (key !== options.searchKey && key !== options.writeKey)) {
      throw new BadRequestError('Invalid Application-ID or API key', 403);
    }
    if (access === 'write' && key !== options.writeKey) throw new BadRequestError('Method not allowed with this API key', 403);
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
        const [name, list] = [decodeURIComponent(products[1]), decodeURIComponent(products[2])];
        send(res, 200, engine.getProducts(name, list.split(',').filter(Boolean)));
        return true;
      }
      for (const route of routes) {
        if (route.method !== req.method) continue;
        const m = route.pattern.exec(url.pathname);
        if (!m) continue;
        authorise(req, url, route.access);
        let bodyPromise: Promise<unknown> | null = null;
        const body = () => (bodyPromise ??= readBody(req, route.access === 'write' ? MAX_WRITE_BODY_BYTES : MAX_SEARCH_BODY_BYTES));
        const answer = await route.handle(m.slice(1).map(decodeURIComponent), url, body);
        send(res, 200, answer);
        return true;
      }
      throw new BadRequestError(`No route for ${req.method} ${url.pathname}`, 404);
    } catch (e) {
      if (e instanceof TooBusyError) send(res, e.status, { message: e.message, status: e.status }, { 'retry-after': String(e.retryAfterSeconds) });
      else if (e instanceof BadRequestError) send(res, e.status, { message: e.message, status: e.status });
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
