import { apiFailureSchema, type ApiError } from '../domain/api';
import type { AnswerAt, ApiPath, BodyAt, PathParams } from '../../extensions/api-contract';
import { REQUEST_TIMEOUT_MS } from '../config/constants';

/**
 * The one request helper between the browser and the actions (accounts-cart-services.md §7):
 * any method (default GET), credentials included, JSON accepted, JSON body (none for GET), a
 * 10-second timeout. When the page address carries `uid` and `euid` (links from CRM mails), the
 * body also gets uid, euid, llid, cid, confirm and sc_customer; with only `uid`, it gets uid.
 * Tastics never call fetch: they use the endpoint functions built on this, through hooks.
 */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: ApiError[]; kind: 'failure' | 'malformed' | 'timeout' | 'network' };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  /** The page address, for uid/euid passing (defaults to window.location in the browser). */
  pageUrl?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Listeners for technical failures (timeouts, malformed answers): the global API-error modal subscribes. */
type TechnicalErrorListener = (result: Extract<ApiResult<unknown>, { ok: false }>, path: string) => void;
const technicalErrorListeners = new Set<TechnicalErrorListener>();
export function onTechnicalError(listener: TechnicalErrorListener): () => void {
  technicalErrorListeners.add(listener);
  return () => technicalErrorListeners.delete(listener);
}

const TRACKING_PARAMS_WITH_EUID = ['uid', 'euid', 'llid', 'cid', 'confirm', 'sc_customer'] as const;

/** The CRM parameters of the page address that go into a request body. */
export function crmParams(pageUrl: string | undefined): Record<string, string> {
  if (!pageUrl) return {};
  const params = new URL(pageUrl, 'http://localhost').searchParams;
  const uid = params.get('uid');
  if (!uid) return {};
  if (!params.get('euid')) return { uid };
  const out: Record<string, string> = {};
  for (const key of TRACKING_PARAMS_WITH_EUID) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

/** Query strings keep arrays as repeated keys (`productIds=1&productIds=2` is never `1,2` by accident). */
export function buildPath(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

const TECHNICAL_MESSAGE = 'There is some technical problem. Please try it again!';

export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const pageUrl = options.pageUrl ?? (typeof window !== 'undefined' ? window.location.href : undefined);
  const extra = method === 'GET' ? {} : crmParams(pageUrl);
  let body: string | undefined;
  if (method !== 'GET') {
    const payload = options.body;
    body = JSON.stringify(
      Object.keys(extra).length && payload && typeof payload === 'object' && !Array.isArray(payload) ? { ...payload, ...extra } : (payload ?? extra),
    );
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const url = buildPath(path, options.query);

  const fail = (result: Extract<ApiResult<T>, { ok: false }>): ApiResult<T> => {
    if (result.kind !== 'failure') for (const listener of technicalErrorListeners) listener(result, path);
    return result;
  };

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body,
      signal,
    });
  } catch (error) {
    const timedOut = timeout.aborted;
    if (!timedOut && options.signal?.aborted) throw error;
    return fail({
      ok: false,
      status: 0,
      kind: timedOut ? 'timeout' : 'network',
      errors: [{ code: timedOut ? 'timeout' : 'network', message: TECHNICAL_MESSAGE }],
    });
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return fail({ ok: false, status: response.status, kind: 'malformed', errors: [{ code: 'malformed_response', message: TECHNICAL_MESSAGE }] });
  }
  if (!response.ok) {
    const parsed = apiFailureSchema.safeParse(json);
    if (parsed.success) return fail({ ok: false, status: response.status, kind: 'failure', errors: parsed.data.errors });
    return fail({ ok: false, status: response.status, kind: 'malformed', errors: [{ code: `http_${response.status}`, message: TECHNICAL_MESSAGE }] });
  }
  return { ok: true, status: response.status, data: json as T };
}

type ContractMethod = 'GET' | 'POST';

/** Options of a call through the contract: the body is the action's, the path's `{name}` parameters are required. */
export type CallOptions<M extends ContractMethod, P extends string> = Omit<RequestOptions, 'method' | 'body'> & {
  body?: BodyAt<M, P>;
} & (keyof PathParams<P> extends never ? { params?: undefined } : { params: PathParams<P> });

/** Fills `{name}` segments of a route's path. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * A call to an action through the route table's contract (extensions/api-contract.ts): the path
 * must be a route of the method, the body is the action's input and the answer is its output type,
 * so a changed action breaks the compile of its callers.
 */
export function call<M extends ContractMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: keyof PathParams<P> extends never ? [options?: CallOptions<M, P>] : [options: CallOptions<M, P>]
): Promise<ApiResult<AnswerAt<M, P>>> {
  const { params, ...rest } = (options ?? {}) as CallOptions<M, P> & { params?: Record<string, string | number> };
  return request<AnswerAt<M, P>>(fillPath(path, params), { ...rest, method });
}
