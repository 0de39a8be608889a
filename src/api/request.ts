import type { ActionAnswer, ActionBody, ActionName, ActionQuery } from '../../extensions/api-contract';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { buildPath, currentTransport, TECHNICAL_MESSAGE, type ApiResult, type QueryValue } from './transport';

/**
 * The one way from the browser to the actions (accounts-cart-services.md §7): `call(method, name)`
 * through the installed transport (./transport.ts), JSON accepted, JSON body (none for GET), a
 * 10-second timeout. When the page address carries `uid` and `euid` (links from CRM mails), the
 * body also gets uid, euid, llid, cid, confirm and sc_customer; with only `uid`, it gets uid.
 * Tastics never call fetch: they use the endpoint functions built on this, through hooks.
 */

export type { ApiResult };
export { buildPath };

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /**
   * A change the shopper asks for once (add to basket, a quantity, a voucher, a wishlist entry, the
   * checkout, a reservation): the call carries one request id (`requestId`), and when it got no
   * answer (a timeout, the network, an answer that is not the action's, such as a hub's 502) it is
   * sent once more with the same id. The actions apply a change once per id.
   */
  once?: boolean;
  /** The page address, for uid/euid passing (defaults to window.location in the browser). */
  pageUrl?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Listeners for technical failures (timeouts, malformed answers): the global API-error modal subscribes. */
type TechnicalErrorListener = (result: Extract<ApiResult<unknown>, { ok: false }>, action: string) => void;
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

type ContractMethod = 'GET' | 'POST';

/** Options of a call through the contract: the body and the query are the action's. */
export type CallOptions<N extends string> = Omit<RequestOptions, 'query'> & { body?: ActionBody<N>; query?: ActionQuery<N> };

/**
 * A call of an action by its name (`hirmer-cart/add`) through the contract
 * (extensions/api-contract.ts): the name must be an action the route table lists for the method,
 * the body and query are the action's input and the answer is its output type, so a changed action
 * breaks the compile of its callers.
 */
export async function call<M extends ContractMethod, N extends ActionName<M>>(
  method: M,
  action: N,
  options: CallOptions<N> = {},
): Promise<ApiResult<ActionAnswer<N>>> {
  const pageUrl = options.pageUrl ?? (typeof window !== 'undefined' ? window.location.href : undefined);
  const extra = method === 'GET' ? {} : crmParams(pageUrl);
  const payload = options.body as unknown;
  const body =
    method === 'GET'
      ? undefined
      : Object.keys(extra).length && payload && typeof payload === 'object' && !Array.isArray(payload)
        ? { ...payload, ...extra }
        : (payload ?? extra);
  const query = { ...(options.query as Record<string, QueryValue> | undefined), ...(options.once ? { requestId: newRequestId() } : {}) };
  const send = async (): Promise<ApiResult<unknown>> => {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await currentTransport().send({ action, method, query: Object.keys(query).length ? query : undefined, body, signal });
    } catch (error) {
      const timedOut = timeout.aborted;
      if (!timedOut && options.signal?.aborted) throw error;
      const code = timedOut ? 'timeout' : 'network';
      return { ok: false, status: 0, kind: code, errors: [{ code, message: TECHNICAL_MESSAGE }] };
    }
  };
  let result = await send();
  // No answer to a change asked for once: the same change (its id) again; the action applies it once.
  if (options.once && !result.ok && result.kind !== 'failure') result = await send();
  if (!result.ok && result.kind !== 'failure') for (const listener of technicalErrorListeners) listener(result, action);
  return result as ApiResult<ActionAnswer<N>>;
}

/** A request id: 16 random bytes, base64url (crypto.getRandomValues works on plain http pages too). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
